import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { HeaderShell } from "./header-shell";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { container } from "./layout-classes";

/** The public header: logo, the main navigation (dropdown groups on wide screens), the language switcher and the contact call to action. */
export function Header({ locale }: { locale: Locale }) {
  const t = translator(locale, "site");
  return (
    <HeaderShell>
      <div className={`${container} flex h-16 items-center justify-between gap-6 lg:h-20`}>
        <Link href={localePath(locale, "/")} className="site-header-link -ml-1 rounded-md px-1">
          <Logo />
          <span className="sr-only">{t("homeSuffix")}</span>
        </Link>
        {/* Their words come from the language's chunk (components/site/words), not as props. */}
        <DesktopNav languageLabel={t("language")} />
        <MobileMenu languageLabel={t("language")} />
      </div>
    </HeaderShell>
  );
}
