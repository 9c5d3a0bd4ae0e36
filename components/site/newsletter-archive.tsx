import Link from "next/link";
import { container, narrow, sectionY } from "@/components/site/layout-classes";
import { PageLinks } from "@/components/site/page-links";
import { formatDate } from "@/lib/platform/dates";
import type { ArchivedCard } from "@/lib/audience/newsletters/public-queries";

export const ARCHIVE_PAGE_SIZE = 12;

/** The archive's list of sent newsletters, newest first: a light page of text, no pictures. */
export function NewsletterArchive({ items, total, page }: { items: ArchivedCard[]; total: number; page: number }) {
  return (
    <div className={`${sectionY} bg-stone-50`}>
      <div className={narrow}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">Newsletters</h1>
        <p className="mt-3 text-ink-soft">What we wrote to our mailing list. To receive the next one, subscribe at the foot of any page.</p>
        {items.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-white p-6 text-ink-soft shadow-card ring-1 ring-black/5">No newsletters yet.</p>
        ) : (
          <ol className="mt-10 space-y-4">
            {items.map((n) => (
              <li key={n.slug} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-black/5">
                <h2 className="text-xl font-semibold text-brand-900">
                  <Link href={`/newsletters/${n.slug}`} className="hover:underline">
                    {n.subject}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  <time dateTime={n.sentAt}>{formatDate(n.sentAt)}</time>
                  {n.preheader ? ` · ${n.preheader}` : ""}
                </p>
                <p className="mt-3 text-ink">{n.excerpt}</p>
              </li>
            ))}
          </ol>
        )}
        <div className={container}>
          <PageLinks base="/newsletters" page={page} total={total} limit={ARCHIVE_PAGE_SIZE} />
        </div>
      </div>
    </div>
  );
}
