import { appUrl } from "@/lib/platform/env";
import { renderMail, type MailContent } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";

/** `newsletter`: the newsletter whose link it is, so its report counts the unsubscribes it brought. */
const fromNewsletter = (newsletterId?: string) => (newsletterId ? `?newsletter=${newsletterId}` : "");
export const unsubscribePage = (id: string, newsletterId?: string) => `${appUrl()}/maillist/unsubcribe/${id}${fromNewsletter(newsletterId)}`;
export const unsubscribeEndpoint = (id: string, newsletterId?: string) => `${appUrl()}/api/maillist/unsubcribe/${id}${fromNewsletter(newsletterId)}`;
export const confirmPage = (token: string) => `${appUrl()}/maillist/confirm/${token}`;

/**
 * An e-mail of the mailing list to one subscriber: a personal unsubscribe link in the text and
 * the RFC 2369 / RFC 8058 headers, so mail clients offer a one-click unsubscribe that POSTs to
 * our API (a plain GET of the page changes nothing, so link scanners cannot unsubscribe anyone).
 */
export function listMail(subscriber: { id: string; email: string }, subject: string, content: MailContent, newsletterId?: string): OutgoingMail {
  const listFooter = {
    reason: `You receive this because ${subscriber.email} is on the ${site.name} mailing list.`,
    unsubscribeUrl: unsubscribePage(subscriber.id, newsletterId),
  };
  return {
    to: subscriber.email,
    subject,
    headers: {
      "List-Unsubscribe": `<${unsubscribeEndpoint(subscriber.id, newsletterId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...renderMail({ ...content, listFooter }),
  };
}

/** The double opt-in e-mail: nothing else is sent to the address until its owner confirms. */
export function confirmationMail(to: string, token: string): OutgoingMail {
  return {
    to,
    purpose: "subscribe",
    subject: `Confirm your subscription to ${site.name}`,
    ...renderMail({
      heading: "Please confirm your subscription",
      paragraphs: [
        `Someone, probably you, asked to receive news, tours and events from ${site.name} at this address.`,
        "To start receiving them, confirm with the link below.",
      ],
      action: { label: "Confirm my subscription", url: confirmPage(token) },
      note: "If you did not ask for this, ignore this e-mail: you will not be subscribed and will hear nothing more from us.",
    }),
  };
}

/** Sent once the address is confirmed: the first e-mail of the list, with its unsubscribe link. */
export function welcomeMail(subscriber: { id: string; email: string }): OutgoingMail {
  return listMail(subscriber, `Welcome to the ${site.name} mailing list`, {
    heading: "You are subscribed",
    paragraphs: [`Thank you for confirming. You will receive ${site.name}'s news, new tours and upcoming events, a few times a month at most.`],
    action: { label: `Visit ${site.name}`, url: appUrl() },
  });
}
