import { appUrl } from "@/lib/platform/env";
import type { Locale } from "@/lib/platform/db/enums";
import { site } from "@/lib/platform/site";
import { mailWords } from "./words";

/**
 * Every e-mail's text and HTML parts built from one description, so the two never disagree and
 * each carries the company's name and contacts. Links are absolute, built from APP_URL.
 */
export type MailContent = {
  /** Shown as the first line / heading. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** Written content (a newsletter's body): sanitized HTML and its plain-text rendering, after the paragraphs. */
  rich?: { html: string; text: string };
  /** The line mail clients show after the subject; hidden in the message itself. */
  preheader?: string;
  action?: { label: string; url: string };
  /** Small print after the action (expiry, "ignore this if…"). */
  note?: string;
  /** A mailing-list message's last lines: why the reader gets it, and their own unsubscribe link. */
  listFooter?: { reason: string; unsubscribeUrl: string };
  /** The reader's language (the footer's words, the page's lang); English when not given: staff mail. */
  locale?: Locale;
};

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

function contactLines(locale: Locale): string[] {
  const a = site.address;
  const t = mailWords(locale);
  return [
    site.legalName,
    `${a.street}, ${a.city}, ${a.country}`,
    t("layout.phone", { phone: site.phone }),
    t("layout.email", { email: site.emails.info }),
    t("layout.web", { url: appUrl() }),
  ];
}

export function renderText(c: MailContent): string {
  const locale = c.locale ?? "en";
  const lines = [c.heading, ""];
  if (c.greeting) lines.push(c.greeting, "");
  for (const p of c.paragraphs) lines.push(p, "");
  if (c.rich) lines.push(c.rich.text, "");
  if (c.action) lines.push(mailWords(locale)("layout.action", { label: c.action.label }), c.action.url, "");
  if (c.note) lines.push(c.note, "");
  if (c.listFooter) lines.push(`${c.listFooter.reason} ${mailWords(locale)("layout.stopText", { url: c.listFooter.unsubscribeUrl })}`, "");
  lines.push("--", ...contactLines(locale));
  return lines.join("\n");
}

export function renderHtml(c: MailContent): string {
  const locale = c.locale ?? "en";
  const t = mailWords(locale);
  const brand = "#1b5238";
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`;
  const action = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="display:inline-block;background:${brand};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(c.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4a5650">${escapeHtml(t("layout.buttonFallback"))}<br><a href="${escapeHtml(c.action.url)}" style="color:${brand};word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : "";
  const contacts = contactLines(locale).map(escapeHtml).join("<br>");
  const footer = c.listFooter
    ? `<p style="margin:16px 0 0;font-size:13px;color:#4a5650;line-height:1.6">${escapeHtml(c.listFooter.reason)} <a href="${escapeHtml(c.listFooter.unsubscribeUrl)}" style="color:${brand}">${escapeHtml(t("layout.unsubscribe"))}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c2521">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(c.preheader)}</div>\n` : ""}<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f5f5f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${brand};color:#ffffff;padding:20px 28px;font-size:22px;font-weight:700">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 20px;font-size:20px;color:${brand}">${escapeHtml(c.heading)}</h1>
${c.greeting ? p(c.greeting) : ""}${c.paragraphs.map(p).join("")}${c.rich?.html ?? ""}${action}${c.note ? `<p style="margin:0;font-size:13px;color:#4a5650;line-height:1.6">${escapeHtml(c.note)}</p>` : ""}${footer}
</td></tr>
<tr><td style="border-top:1px solid #e7e5e4;padding:20px 28px;font-size:12px;color:#6b7670;line-height:1.6">${contacts}</td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMail(c: MailContent): { text: string; html: string } {
  return { text: renderText(c), html: renderHtml(c) };
}
