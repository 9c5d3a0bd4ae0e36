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

/** The acknowledgement the old air-ticket path sends: our own words, never the caller's HTML, in the inquiry's language. */
export function airTicketAcknowledgement(to: string, locale: Locale = "en"): OutgoingMail {
  const t = sentWords(locale, "audienceMail");
  return {
    to,
    purpose: "inquiry-copy",
    subject: t("inquirySubject"),
    ...renderMail({
      locale,
      heading: t("inquiryHeading"),
      paragraphs: [t("inquiryReceived"), t("inquiryIgnore", { site: site.name })],
    }),
  };
}
