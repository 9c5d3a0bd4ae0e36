import { toLocale, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/**
 * A page whose content exists only in English, shown under a French or Kinyarwanda interface: the
 * content is marked lang="en" (screen readers switch voice) and one line says so. In English it is
 * the content alone.
 */
export async function EnglishContent({ params, children }: { params: Promise<{ locale: string }>; children: React.ReactNode }) {
  const locale = toLocale((await params).locale);
  if (locale === "en") return children;
  return (
    <>
      <UntranslatedNotice locale={locale} />
      <div lang="en">{children}</div>
    </>
  );
}

/** The line that says a page's content is shown in English. */
export function UntranslatedNotice({ locale }: { locale: Locale }) {
  return <p className="bg-brand-50 px-4 py-2 text-center text-sm text-brand-900">{translator(locale, "site")("untranslated")}</p>;
}
