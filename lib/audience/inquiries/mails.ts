import { appUrl, env } from "@/lib/platform/env";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";

/** One line of the company's notification: a label and the visitor's value. */
export type DetailLine = [label: string, value: string];

/**
 * The company inbox's copy of a visitor's message: every value the visitor gave, a link to the
 * message in the staff inbox, and Reply-To set to the visitor so a reply goes straight back.
 */
export function companyNotification(opts: { subject: string; heading: string; id: string; replyTo: string; lines: DetailLine[]; body?: string }): OutgoingMail {
  const paragraphs = opts.lines.filter(([, v]) => v !== "").map(([label, value]) => `${label}: ${value}`);
  if (opts.body) paragraphs.push(...opts.body.split(/\n{2,}/));
  return {
    to: env().COMPANY_INBOX,
    subject: opts.subject,
    headers: { "Reply-To": opts.replyTo },
    ...renderMail({
      heading: opts.heading,
      paragraphs,
      action: { label: "Open it in the inbox", url: `${appUrl()}/account/inbox/${opts.id}` },
      note: "Reply to this e-mail to answer the visitor directly.",
    }),
  };
}

/** The acknowledgement the old air-ticket path sends: our own words, never the caller's HTML. */
export function airTicketAcknowledgement(to: string): OutgoingMail {
  return {
    to,
    purpose: "inquiry-copy",
    subject: `We received your air-ticket inquiry`,
    ...renderMail({
      heading: "Thank you for your inquiry",
      paragraphs: [
        `We received your air-ticket inquiry. Our travel desk will reply with fares and options, usually the same working day.`,
        `If you did not send an inquiry to ${site.name}, you can ignore this e-mail.`,
      ],
    }),
  };
}
