import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { countAudience, countAudienceByLanguage, getNewsletter, listNewsletterFailures, listNewsletterUnsubscribes } from "@/lib/audience/newsletters/queries";
import { languageCounts } from "@/lib/audience/language-names";
import { readPageQuery } from "@/lib/platform/pagination";
import { DetailPage, DetailSection, FactList, type Fact } from "@/components/account/list/detail-parts";
import { NewsletterActions } from "@/components/account/newsletters/newsletter-actions";
import { NewsletterForm } from "@/components/account/newsletters/newsletter-form";
import { NewsletterProgress } from "@/components/account/newsletters/newsletter-progress";
import { NewsletterStatusBadge } from "@/components/account/newsletters/newsletter-status";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";

export const metadata: Metadata = { title: "Newsletter" };

const FAILURES_PAGE = 25;

/** One newsletter: what can be done with it, its editor while it is a draft, its progress and report once sending starts. */
export default async function NewsletterPage({ params, searchParams }: PageProps<"/account/newsletters/[id]">) {
  const actor = await requireStaffPage();
  const { id } = await params;
  const n = await getNewsletter(id);
  if (!n) notFound();
  const admin = actor.role === "admin";
  const started = n.startedAt !== null;
  // While it sends, the live progress has the counts: facts read once would fall behind it.
  const live = n.status === "sending" || n.status === "paused";
  const counted = started && !live;
  const editable = n.status === "draft" || (n.status === "scheduled" && admin);
  const query = readPageQuery(await searchParams, FAILURES_PAGE);
  const [audience, byLanguage, failures, unsubscribes] = await Promise.all([
    countAudience(),
    countAudienceByLanguage(n),
    started ? listNewsletterFailures(n.id, query) : null,
    started ? listNewsletterUnsubscribes(n.id) : [],
  ]);

  const facts: (Fact | false)[] = [
    ["Status", <NewsletterStatusBadge key="s" status={n.status} />],
    ["Created", formatDateTime(n.createdAt)],
    n.status === "scheduled" && !!n.scheduledAt && ["Sends at", `${formatDateTime(n.scheduledAt)} (Kigali time)`],
    started && ["Started", formatDateTime(n.startedAt!)],
    !!n.finishedAt && [n.status === "cancelled" ? "Cancelled" : "Finished", formatDateTime(n.finishedAt)],
    started && ["Audience", `${n.total} confirmed subscriber${n.total === 1 ? "" : "s"} when sending started`],
    // The frame (reason line, unsubscribe words, block headings) is in each subscriber's language.
    [started ? "By language" : "Would go to, by language", languageCounts(byLanguage)],
    counted && ["Sent", n.sent],
    counted && ["Failed", n.failed],
    counted && n.skipped > 0 && ["Skipped", `${n.skipped} (left the list before their turn)`],
    started && ["Unsubscribed from it", n.unsubscribes],
    ["In the public archive", n.inArchive ? "Yes, once sent" : "No"],
  ];

  return (
    <DetailPage list={{ label: "Newsletters", href: "/account/newsletters" }} title={n.subject}>
      <NewsletterActions id={n.id} subject={n.subject} status={n.status} admin={admin} audience={audience} />
      {live ? <NewsletterProgress initial={n} /> : null}
      <FactList facts={facts} />
      {editable ? (
        <DetailSection id="edit" title="Edit">
          <NewsletterForm item={n} />
        </DetailSection>
      ) : null}
      {failures ? (
        <DetailSection id="failures" title={`Failures (${failures.total})`}>
          <DataTable
            caption="Recipients whose message failed, with the mail server's reason"
            columns={[
              { header: "Address", cell: (f) => f.email },
              { header: "Reason", cell: (f) => f.reason ?? "—" },
            ]}
            rows={failures.rows}
            rowKey={(f) => f.email}
            empty="No failures."
          />
          <Pagination page={query.page} limit={query.limit} total={failures.total} basePath={`/account/newsletters/${n.id}`} params={{}} />
        </DetailSection>
      ) : null}
      {started ? (
        <DetailSection id="unsubscribes" title={`Unsubscribed with its link (${n.unsubscribes})`}>
          {unsubscribes.length ? (
            <ul className="space-y-1 text-sm">
              {unsubscribes.map((u) => (
                <li key={u.email}>
                  {u.email} <span className="text-ink-soft">— {formatDateTime(u.at!)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-soft">Nobody so far.</p>
          )}
        </DetailSection>
      ) : null}
    </DetailPage>
  );
}
