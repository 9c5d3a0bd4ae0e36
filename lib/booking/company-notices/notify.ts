import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { companyNotices, type COMPANY_NOTICE_KINDS } from "@/lib/platform/db/schema";
import { appUrl, env } from "@/lib/platform/env";
import { renderMail } from "@/lib/platform/mail/layout";
import { queueMail, type OutgoingMail } from "@/lib/platform/mail/outbox";

export type CompanyNoticeKind = (typeof COMPANY_NOTICE_KINDS)[number];

/** One piece of new business for the company inbox: a subject line, the facts, where staff handle it. */
export type CompanyNotice = { kind: CompanyNoticeKind; subject: string; lines: string[]; link: string; test?: boolean };

/** The mail one notice makes when the inbox hears about each piece of business as it happens. */
export function companyNoticeMail(n: CompanyNotice): OutgoingMail {
  return {
    to: env().COMPANY_INBOX,
    subject: `${n.test ? "[TEST] " : ""}${n.subject}`,
    ...renderMail({ heading: n.subject, paragraphs: n.lines, action: { label: "Open it in the dashboard", url: `${appUrl()}${n.link}` } }),
  };
}

/**
 * Tells the company inbox about new business, in the transaction that records it: a mail now
 * (COMPANY_NOTIFY=each, the default), or a line kept for the next daily digest (=daily). Callers:
 * a new tour booking (lib/booking/order-desk/service.ts), a new registration (lib/booking/participants/service.ts),
 * and the status changes that mean money (lib/booking/status/mails.ts, the one place that decides
 * what a status change mails).
 */
export async function notifyCompany(tx: Db, n: CompanyNotice): Promise<void> {
  if (env().COMPANY_NOTIFY === "each") {
    await queueMail(tx, companyNoticeMail(n));
    return;
  }
  await tx.insert(companyNotices).values({ kind: n.kind, subject: `${n.test ? "[TEST] " : ""}${n.subject}`, lines: n.lines, link: n.link });
}
