import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/auth/guards";
import { formatDateTime } from "@/lib/dates";
import { getOutboxMessage } from "@/lib/mail/queries";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { LinkifiedText } from "@/components/account/mail/linkified-text";
import { MailStatusBadge } from "@/components/account/mail/mail-status";

export const metadata: Metadata = { title: "Message", referrer: "no-referrer" };

export default async function MailMessagePage({ params }: PageProps<"/account/mail/[id]">) {
  await requireAdminPage();
  const { id } = await params;
  const mail = await getOutboxMessage(id);
  if (!mail) notFound();
  const facts: [string, React.ReactNode][] = [
    ["To", mail.to],
    ["Status", <MailStatusBadge key="s" status={mail.status} />],
    ["Queued", formatDateTime(mail.createdAt)],
    ["Sent", mail.sentAt ? formatDateTime(mail.sentAt) : "—"],
    ["Attempts", mail.attempts],
    ...(mail.status !== "sent" && mail.lastError ? ([["Last error", mail.lastError]] as [string, React.ReactNode][]) : []),
  ];
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Mail outbox", href: "/account/mail" }, { label: mail.subject }]} />
      <PageHeader title={mail.subject} />
      <dl className="mb-6 grid max-w-3xl gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-6 shadow-card sm:grid-cols-[9rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-ink-soft">{label}</dt>
            <dd className="break-words text-sm text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="text-part" className="mb-8 max-w-3xl">
        <h2 id="text-part" className="mb-2 text-lg font-semibold text-brand-900">
          Text part
        </h2>
        <LinkifiedText text={mail.text} />
      </section>
      {mail.attachments.length ? (
        <section aria-labelledby="attachments" className="mb-8 max-w-3xl">
          <h2 id="attachments" className="mb-2 text-lg font-semibold text-brand-900">
            Attachments
          </h2>
          {mail.attachments.map((a) => (
            <figure key={a.filename} className="mb-4">
              <figcaption className="mb-1 text-sm font-medium text-ink">
                {a.filename} <span className="text-ink-soft">({a.contentType})</span>
              </figcaption>
              <pre tabIndex={0} className="max-h-72 overflow-auto rounded-lg border border-stone-200 bg-stone-50 p-3 text-xs">
                {a.content}
              </pre>
            </figure>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="html-part" className="max-w-3xl">
        <h2 id="html-part" className="mb-2 text-lg font-semibold text-brand-900">
          HTML part
        </h2>
        {/* An empty sandbox: the stored HTML can neither run scripts nor reach this page or its session. */}
        <iframe title="HTML part of the message" sandbox="" srcDoc={mail.html} referrerPolicy="no-referrer" className="h-[36rem] w-full rounded-lg border border-stone-200 bg-white" />
      </section>
    </>
  );
}
