import "server-only";
import { convert } from "html-to-text";
import sanitizeHtml from "sanitize-html";
import type { Newsletter, NewsletterBlockItem } from "@/lib/platform/db/schema";
import { appUrl, env } from "@/lib/platform/env";
import { parseCloudinaryUrl } from "@/lib/content/uploads/storage";
import { isOwnPicture } from "./picture";
import { escapeHtml, renderMail, type MailContent } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { listMail, unsubscribePage, type ListReader } from "@/lib/audience/mailing-list/mails";
import type { Locale } from "@/lib/platform/db/enums";
import { sentWords } from "@/lib/platform/mail/words";
import { site } from "@/lib/platform/site";

export type NewsletterParts = Pick<Newsletter, "id" | "subject" | "preheader" | "body" | "image"> & { blockItems: NewsletterBlockItem[] };

const BRAND = "#1b5238";
/** Mail clients drop <style> elements: every element of the body carries its own. */
const STYLES: Record<string, string> = {
  p: "margin:0 0 16px;line-height:1.6",
  h2: `margin:24px 0 12px;font-size:18px;color:${BRAND}`,
  h3: "margin:20px 0 8px;font-size:16px",
  a: `color:${BRAND}`,
  img: "display:block;max-width:100%;height:auto;border-radius:8px;margin:16px 0",
  blockquote: "margin:0 0 16px;padding-left:12px;border-left:4px solid #cfe3d6;color:#4a5650",
  ul: "margin:0 0 16px;padding-left:24px;line-height:1.6",
  ol: "margin:0 0 16px;padding-left:24px;line-height:1.6",
  pre: "margin:0 0 16px;padding:12px;background:#f5f5f4;border-radius:6px;white-space:pre-wrap",
};

/** Our own paths (/uploads/…, /tour/…) as absolute URLs on APP_URL: a mail is read outside the site. */
const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? `${appUrl()}${url}` : url);

/** The stored body (already sanitized when saved) ready for mail clients: inline styles, absolute links and pictures. */
export function mailBodyHtml(body: string): string {
  return sanitizeHtml(body, {
    allowedTags: false,
    allowedAttributes: false,
    transformTags: Object.fromEntries(
      [...Object.keys(STYLES)].map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const out: sanitizeHtml.Attributes = { ...attribs, style: STYLES[tag] };
          if (out.href) out.href = absolute(out.href);
          if (out.src) out.src = absolute(out.src);
          return { tagName, attribs: out };
        },
      ]),
    ),
  });
}

/** The plain-text part of a body: paragraphs, lists, and each link's address after its text. */
export function mailBodyText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { hideLinkHrefIfSameAsText: true, linkBrackets: ["(", ")"] } },
      { selector: "h2", options: { uppercase: false } },
      { selector: "h3", options: { uppercase: false } },
    ],
  }).trim();
}

/** The featured block's headings are the frame's words: in the subscriber's language (the items stay as written). */
const blockHeadings = (locale: Locale): Record<NewsletterBlockItem["kind"], string> => {
  const t = sentWords(locale, "audienceMail");
  return { tour: t("featuredTours"), news: t("latestNews") };
};

function blockHtml(items: NewsletterBlockItem[], locale: Locale): string {
  const BLOCK_HEADINGS = blockHeadings(locale);
  return (["tour", "news"] as const)
    .map((kind) => {
      const mine = items.filter((i) => i.kind === kind);
      if (mine.length === 0) return "";
      const rows = mine
        .map((i) => {
          const url = escapeHtml(absolute(i.path));
          const image = i.image
            ? `<a href="${url}"><img src="${escapeHtml(absolute(i.image))}" alt="" width="504" style="${STYLES.img};margin:0 0 8px"></a>`
            : "";
          return `<div style="margin:0 0 20px">${image}<a href="${url}" style="color:${BRAND};font-weight:700;font-size:16px">${escapeHtml(i.title)}</a><p style="margin:4px 0 0;line-height:1.6;color:#4a5650">${escapeHtml(i.summary)}</p></div>`;
        })
        .join("");
      return `<h2 style="${STYLES.h2};border-top:1px solid #e7e5e4;padding-top:20px">${BLOCK_HEADINGS[kind]}</h2>${rows}`;
    })
    .join("");
}

function blockText(items: NewsletterBlockItem[], locale: Locale): string {
  const BLOCK_HEADINGS = blockHeadings(locale);
  return (["tour", "news"] as const)
    .map((kind) => {
      const mine = items.filter((i) => i.kind === kind);
      if (mine.length === 0) return "";
      return [BLOCK_HEADINGS[kind].toUpperCase(), ...mine.map((i) => `${i.title}\n${i.summary}\n${absolute(i.path)}`)].join("\n\n");
    })
    .filter(Boolean)
    .join("\n\n");
}

/** A newsletter in the site's mail layout: its picture, body and the featured block (its headings in `locale`). */
export function newsletterContent(n: NewsletterParts, locale: Locale = "en"): MailContent {
  // A picture saved before pictures had to be ours is left out rather than loaded from another site.
  const picture =
    n.image && isOwnPicture(n.image, parseCloudinaryUrl(env().CLOUDINARY_URL)?.cloudName ?? null)
      ? `<img src="${escapeHtml(absolute(n.image))}" alt="" width="504" style="${STYLES.img};margin:0 0 20px">`
      : "";
  return {
    heading: n.subject,
    preheader: n.preheader || undefined,
    paragraphs: [],
    rich: {
      html: picture + mailBodyHtml(n.body) + blockHtml(n.blockItems, locale),
      text: [mailBodyText(n.body), blockText(n.blockItems, locale)].filter(Boolean).join("\n\n"),
    },
  };
}

/**
 * The message one subscriber gets: their own unsubscribe link, one-click headers, the newsletter's
 * purpose. The frame speaks the subscriber's language; the body stays as staff wrote it.
 */
export function newsletterMail(n: NewsletterParts, subscriber: ListReader): OutgoingMail {
  return { ...listMail(subscriber, n.subject, newsletterContent(n, subscriber.locale), n.id), purpose: "newsletter" };
}

/**
 * What the preview and a test show: the subscriber's message with a stand-in for their address and
 * their unsubscribe link (each subscriber's is their own), framed in `locale` as its subscribers get it.
 */
export function sampleNewsletter(n: NewsletterParts, locale: Locale = "en"): { text: string; html: string } {
  return renderMail({
    ...newsletterContent(n, locale),
    locale,
    listFooter: {
      reason: sentWords(locale, "audienceMail")("listReason", { email: "(the subscriber's address)", site: site.name }),
      unsubscribeUrl: unsubscribePage("SUBSCRIBER-LINK", n.id, locale),
    },
  });
}
