import type { Locale } from "@/lib/platform/db/enums";
import { appUrl } from "@/lib/platform/env";
import { renderMail, type MailContent } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { mailLink, sentWords } from "@/lib/platform/mail/words";
import { site } from "@/lib/platform/site";

/** A subscriber as its mails need it: `locale` is the language it subscribed in (English when not given). */
export type ListReader = { id: string; email: string; locale?: Locale };

/** `newsletter`: the newsletter whose link it is, so its report counts the unsubscribes it brought. */
const fromNewsletter = (newsletterId?: string) => (newsletterId ? `?newsletter=${newsletterId}` : "");
/** The unsubscribe page in the subscriber's language ("/fr/maillist/…"); the one-click endpoint has none. */
export const unsubscribePage = (id: string, newsletterId?: string, locale: Locale = "en") =>
  mailLink(locale, `/maillist/unsubcribe/${id}${fromNewsletter(newsletterId)}`);
export const unsubscribeEndpoint = (id: string, newsletterId?: string) => `${appUrl()}/api/maillist/unsubcribe/${id}${fromNewsletter(newsletterId)}`;
export const confirmPage = (token: string, locale: Locale = "en") => mailLink(locale, `/maillist/confirm/${token}`);

/**
 * An e-mail of the mailing list to one subscriber, framed in the subscriber's language: a personal
 * unsubscribe link in the text and the RFC 2369 / RFC 8058 headers, so mail clients offer a
 * one-click unsubscribe that POSTs to our API (a plain GET of the page changes nothing, so link
 * scanners cannot unsubscribe anyone).
 */
export function listMail(subscriber: ListReader, subject: string, content: MailContent, newsletterId?: string): OutgoingMail {
  const locale = subscriber.locale ?? "en";
  const listFooter = {
    reason: sentWords(locale, "audienceMail")("listReason", { email: subscriber.email, site: site.name }),
    unsubscribeUrl: unsubscribePage(subscriber.id, newsletterId, locale),
  };
  return {
    to: subscriber.email,
    subject,
    headers: {
      "List-Unsubscribe": `<${unsubscribeEndpoint(subscriber.id, newsletterId)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...renderMail({ locale, ...content, listFooter }),
  };
}

/** The double opt-in e-mail: nothing else is sent to the address until its owner confirms. */
export function confirmationMail(to: string, token: string, locale: Locale = "en"): OutgoingMail {
  const t = sentWords(locale, "audienceMail");
  return {
    to,
    purpose: "subscribe",
    subject: t("confirmSubject", { site: site.name }),
    ...renderMail({
      locale,
      heading: t("confirmHeading"),
      paragraphs: [t("confirmAsked", { site: site.name }), t("confirmHow")],
      action: { label: t("confirmAction"), url: confirmPage(token, locale) },
      note: t("confirmNote"),
    }),
  };
}

/** Sent once the address is confirmed: the first e-mail of the list, with its unsubscribe link. */
export function welcomeMail(subscriber: ListReader): OutgoingMail {
  const locale = subscriber.locale ?? "en";
  const t = sentWords(locale, "audienceMail");
  return listMail(subscriber, t("welcomeSubject", { site: site.name }), {
    heading: t("welcomeHeading"),
    paragraphs: [t("welcomeBody", { site: site.name })],
    // The home page in English is the site's address itself, without a trailing slash.
    action: { label: t("welcomeAction", { site: site.name }), url: locale === "en" ? appUrl() : mailLink(locale, "") },
  });
}

/**
 * Sent once, when a confirmed subscription ends: what happened, in the subscriber's language, and
 * the way back (the site, whose every page has the subscribe form; subscribing again is confirmed
 * by mail as the first time). Not a list mail: the address is off the list.
 */
export function unsubscribedMail(subscriber: ListReader): OutgoingMail {
  const locale = subscriber.locale ?? "en";
  const t = sentWords(locale, "visitorMail");
  return {
    to: subscriber.email,
    purpose: "unsubscribe",
    subject: t("unsubscribedSubject", { site: site.name }),
    ...renderMail({
      locale,
      heading: t("unsubscribedHeading"),
      paragraphs: [t("unsubscribedBody", { email: subscriber.email, site: site.name }), t("unsubscribedBack")],
      action: { label: t("unsubscribedAction"), url: locale === "en" ? appUrl() : mailLink(locale, "") },
      note: t("unsubscribedNote"),
    }),
  };
}
