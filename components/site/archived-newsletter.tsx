import Link from "next/link";
import { narrow, sectionY } from "@/components/site/layout-classes";
import { RichText } from "@/components/site/rich-text";
import type { Archived } from "@/lib/audience/newsletters/public-queries";
import { cardWords } from "@/lib/content/i18n/card-words";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/**
 * A sent newsletter as its readers got it, without the personal parts (their address, their
 * unsubscribe link). The page's own words are in its language; the letter is as staff wrote it
 * (English), marked so under another language.
 */
export function ArchivedNewsletter({ n, locale = "en" }: { n: Archived; locale?: Locale }) {
  const t = translator(locale, "newsletterPages");
  const content = locale === "en" ? undefined : "en";
  // The words around the date, which stays its own <time>.
  const sent = t("sent", { date: "\u0001" }).split("\u0001");
  return (
    <article className={`${sectionY} bg-stone-50`}>
      <div className={narrow}>
        <p className="text-sm">
          <Link href={localePath(locale, "/newsletters")} className="font-semibold text-brand-700 hover:underline">
            {t("all")}
          </Link>
        </p>
        <h1 className="mt-4 font-display text-4xl font-semibold text-brand-900" lang={content}>
          {n.subject}
        </h1>
        <p className="mt-2 text-sm text-ink-soft">
          {sent[0]}
          <time dateTime={n.sentAt}>{cardWords(locale).date(n.sentAt)}</time>
          {sent[1]}
        </p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8" lang={content}>
          {/* A plain img: the picture is part of the letter as sent, not a layout image to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {n.image ? <img src={n.image} alt="" className="mb-6 h-auto w-full rounded-xl" /> : null}
          <RichText html={n.body} />
          {(["tour", "news"] as const).map((kind) => {
            const items = n.blockItems.filter((i) => i.kind === kind);
            if (!items.length) return null;
            return (
              <section key={kind} aria-labelledby={`block-${kind}`} className="mt-8 border-t border-stone-200 pt-6">
                <h2 id={`block-${kind}`} className="text-xl font-semibold text-brand-900">
                  <span lang={content && locale}>{t(kind)}</span>
                </h2>
                <ul className="mt-4 space-y-4">
                  {items.map((i) => (
                    <li key={i.path}>
                      <Link href={i.path} className="font-semibold text-brand-700 hover:underline">
                        {i.title}
                      </Link>
                      <p className="text-sm text-ink-soft">{i.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}
