import { getPublicComments } from "@/lib/content/comments/queries";
import type { CommentKind } from "@/lib/content/comments/schema";
import { LazyCommentForm } from "./forms/lazy-forms";
import { formatDate } from "@/lib/platform/dates";
import type { Locale } from "@/lib/content/i18n/locales";
import { cardWords } from "@/lib/content/i18n/card-words";
import { translator } from "@/lib/content/i18n/messages";
import { commentFormWords } from "@/lib/content/comments/comment-words";

/**
 * Enabled comments under a post or tour, oldest first, and the form to add one. The read is
 * cached with the page under the item's comment tag, so moderation shows here at once. Comment
 * text is rendered as text: HTML a visitor typed shows as typed.
 */
export async function CommentsSection({ kind, slug, locale = "en" }: { kind: CommentKind; slug: string; locale?: Locale }) {
  const list = await getPublicComments(kind, slug);
  const t = translator(locale, "comments");
  // English keeps the site's own date format; the others write it by Intl.
  const date = locale === "en" ? formatDate : cardWords(locale).date;
  return (
    <section aria-labelledby="comments-title" className="border-t border-stone-200 pt-8">
      <h2 id="comments-title" className="font-display text-2xl font-semibold text-brand-900">
        {list.length === 0 ? t("title") : t("count", { n: list.length })}
      </h2>
      {list.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t("none")}</p>
      ) : (
        <ol className="mt-5 space-y-5">
          {list.map((c) => (
            <li key={c.id}>
              <article aria-label={t("by", { name: c.names })} className="rounded-2xl border border-stone-200 p-5">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-semibold text-ink">{c.names}</span>
                  <time dateTime={c.createdAt} className="text-sm text-ink-faint">
                    {date(c.createdAt)}
                  </time>
                </p>
                <p className="mt-2 whitespace-pre-line break-words text-ink-soft">{c.commentBody}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <LazyCommentForm kind={kind} slug={slug} words={commentFormWords(locale)} />
    </section>
  );
}
