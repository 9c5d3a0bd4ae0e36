import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireAdminPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { getOutboxMessage } from "@/lib/platform/mail/queries";
import { LinkifiedText } from "@/components/account/mail/linkified-text";
import { MailStatusBadge } from "@/components/account/mail/mail-status";
import { DetailPage, DetailSection, FactList, type Fact } from "@/components/account/list/detail-parts";

export const metadata: Metadata = { title: "Message", referrer: "no-referrer" };

export default async function MailMessagePage({ params }: PageProps<"/account/mail/[id]">) {
  await requireAdminPage();
  const { id } = await params;
  const mail = await getOutboxMessage(id);
  if (!mail) notFound();
  const facts: (Fact | null)[] = [
    ["To", mail.to],
    ["Status", <MailStatusBadge key="s" status={mail.status} />],
    ["Queued", formatDateTime(mail.createdAt)],
    ["Sent", mail.sentAt ? formatDateTime(mail.sentAt) : "—"],
    ["Attempts", mail.attempts],
    mail.status !== "sent" && mail.lastError ? ["Last error", mail.lastError] : null,
  ];
  return (
    <DetailPage list={{ label: "Mail outbox", href: "/account/mail" }} title={mail.subject}>
      <FactList facts={facts} labels="narrow" />
      <DetailSection id="text-part" title="Text part">
        <LinkifiedText text={mail.text} />
      </DetailSection>
      {mail.attachments.length ? (
        <DetailSection id="attachments" title="Attachments">
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
        </DetailSection>
      ) : null}
      <DetailSection id="html-part" title="HTML part">
        {/* An empty sandbox: the stored HTML can neither run scripts nor reach this page or its session. */}
        <iframe
          title="HTML part of the message"
          sandbox=""
          srcDoc={mail.html}
          referrerPolicy="no-referrer"
          className="h-[36rem] w-full rounded-lg border border-stone-200 bg-white"
        />
      </DetailSection>
    </DetailPage>
  );
}
