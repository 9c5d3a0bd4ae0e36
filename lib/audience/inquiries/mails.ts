import type { Locale } from "@/lib/platform/db/enums";
import { appUrl, env } from "@/lib/platform/env";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { sentWords } from "@/lib/platform/mail/words";
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

/** What an acknowledgement says, by the form it answers: air tickets (/airticket, /ticket and the old path), contact, event support. */
export type AcknowledgedInquiry = "air-ticket" | "contact" | "event-support";

function acknowledgementWords(inquiry: AcknowledgedInquiry, locale: Locale) {
  if (inquiry === "air-ticket") {
    const t = sentWords(locale, "audienceMail");
    return { subject: t("inquirySubject"), heading: t("inquiryHeading"), received: t("inquiryReceived") };
  }
  const t = sentWords(locale, "visitorMail");
  return inquiry === "contact"
    ? { subject: t("contactSubject"), heading: t("contactHeading"), received: t("contactReceived") }
    : { subject: t("eventSubject"), heading: t("eventHeading"), received: t("eventReceived") };
}

/**
 * The visitor's acknowledgement of an inquiry, in the inquiry's language: our own words only, never
 * what the visitor typed, so the forms cannot be used to send someone else a message of one's own.
 * Limited per recipient like every mail a visitor's request sends to an address they typed.
 */
export function inquiryAcknowledgement(inquiry: AcknowledgedInquiry, to: string, locale: Locale = "en"): OutgoingMail {
  const words = acknowledgementWords(inquiry, locale);
  return {
    to,
    purpose: "inquiry-copy",
    subject: words.subject,
    ...renderMail({
      locale,
      heading: words.heading,
      paragraphs: [words.received, sentWords(locale, "audienceMail")("inquiryIgnore", { site: site.name })],
    }),
  };
}

/** The acknowledgement the old air-ticket path sends (the same as the air-ticket forms'). */
export const airTicketAcknowledgement = (to: string, locale: Locale = "en") => inquiryAcknowledgement("air-ticket", to, locale);
