import Link from "next/link";
import { container, narrow, sectionY } from "@/components/site/layout-classes";
import { PageLinks } from "@/components/site/page-links";
import type { ArchivedCard } from "@/lib/audience/newsletters/public-queries";
import { cardWords } from "@/lib/content/i18n/card-words";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

export const ARCHIVE_PAGE_SIZE = 12;

/**
 * The archive's list of sent newsletters, newest first: a light page of text, no pictures. Its words
 * are in the page's language; the letters are as staff wrote them (English).
 */
export function NewsletterArchive({ items, total, page, locale = "en" }: { items: ArchivedCard[]; total: number; page: number; locale?: Locale }) {
  const t = translator(locale, "newsletterPages");
  const { date } = cardWords(locale);
  // The letters are content, in English: marked so under another language.
  const content = locale === "en" ? undefined : "en";
  return (
    <div className={`${sectionY} bg-stone-50`}>
      <div className={narrow}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">{t("title")}</h1>
        <p className="mt-3 text-ink-soft">{t("intro")}</p>
        {items.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-black/5">{t("empty")}</p>
        ) : (
          <ol className="mt-10 space-y-4">
            {items.map((n) => (
              <li key={n.slug} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-black/5">
                <h2 className="text-xl font-semibold text-brand-900">
                  <Link href={localePath(locale, `/newsletters/${n.slug}`)} className="hover:underline" lang={content}>
                    {n.subject}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  <time dateTime={n.sentAt}>{date(n.sentAt)}</time>
                  {n.preheader ? " · " : ""}
                  {n.preheader ? <span lang={content}>{n.preheader}</span> : null}
                </p>
                <p className="mt-3 text-ink" lang={content}>
                  {n.excerpt}
                </p>
              </li>
            ))}
          </ol>
        )}
        <div className={container}>
          <PageLinks base={localePath(locale, "/newsletters")} page={page} total={total} limit={ARCHIVE_PAGE_SIZE} locale={locale} />
        </div>
      </div>
    </div>
  );
}
