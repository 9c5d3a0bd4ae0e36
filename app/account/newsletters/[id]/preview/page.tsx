import type { Metadata } from "next";
import Link from "@/components/account/dashboard-link";
import { notFound } from "next/navigation";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { LANGUAGE_NAMES } from "@/lib/audience/language-names";
import { blockItemsOf } from "@/lib/audience/newsletters/block";
import { sampleNewsletter } from "@/lib/audience/newsletters/mail";
import { findNewsletterRow } from "@/lib/audience/newsletters/queries";
import { LOCALES, toLocale } from "@/lib/platform/locales";
import { DetailPage, DetailSection } from "@/components/account/list/detail-parts";

export const metadata: Metadata = { title: "Newsletter preview", referrer: "no-referrer" };

/**
 * The newsletter in the site's mail layout, both parts, as each subscriber will get it (with their
 * own address and link). `?lang=`: the frame as subscribers in that language get it; the body stays
 * as written.
 */
export default async function NewsletterPreviewPage({ params, searchParams }: PageProps<"/account/newsletters/[id]/preview">) {
  await requireStaffPage();
  const row = await findNewsletterRow((await params).id);
  if (!row) notFound();
  const locale = toLocale((await searchParams).lang);
  const mail = sampleNewsletter({ ...row, blockItems: await blockItemsOf(row) }, locale);
  const base = `/account/newsletters/${row.id}/preview`;
  return (
    <DetailPage list={{ label: row.subject, href: `/account/newsletters/${row.id}` }} title="Preview">
      <p className="mb-4 max-w-3xl text-sm text-ink-soft">
        Subject: <strong className="text-ink">{row.subject}</strong>
        {row.preheader ? ` — ${row.preheader}` : ""}. {row.blockItems ? "" : "The featured block shows what is published now; it is fixed when sending starts."}
      </p>
      <nav aria-label="Subscribers' language" className="mb-6 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-soft">As subscribers in</span>
        {LOCALES.map((l) => (
          <Link
            key={l}
            href={l === "en" ? base : `${base}?lang=${l}`}
            aria-current={l === locale ? "page" : undefined}
            className={`rounded-lg px-3 py-1.5 ${l === locale ? "bg-brand-100 font-semibold text-brand-900" : "hover:bg-stone-100"}`}
          >
            {LANGUAGE_NAMES[l]}
          </Link>
        ))}
        <span className="text-ink-soft">get it: the frame is theirs, the body as written.</span>
      </nav>
      <DetailSection id="html-part" title="HTML part">
        {/* An empty sandbox: the HTML can neither run scripts nor reach this page or its session. */}
        <iframe
          title="HTML part of the newsletter"
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="h-[40rem] w-full rounded-lg border border-stone-200 bg-white"
        />
      </DetailSection>
      <DetailSection id="text-part" title="Plain-text part">
        <pre tabIndex={0} className="max-h-[40rem] overflow-auto whitespace-pre-wrap rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm">
          {mail.text}
        </pre>
      </DetailSection>
    </DetailPage>
  );
}
