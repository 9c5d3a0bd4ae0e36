import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { localePath } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { segmentLocale } from "@/lib/content/i18n/segment-locale";

/**
 * The public 404 (unknown paths, slugs, drafts, unknown list pages), inside the site's header and
 * footer, in the page's language (Next gives it no params: the layout has recorded it).
 */
export default function SiteNotFound() {
  const locale = segmentLocale();
  const t = translator(locale, "notFoundPage");
  const links = [
    { href: "/tours", label: t("tours") },
    { href: "/blogs", label: t("blogs") },
    { href: "/services", label: t("services") },
    { href: "/contact", label: t("contact") },
  ];
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900 sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t("text")}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={localePath(locale, l.href)} className="site-btn site-btn-sm site-btn-outline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
