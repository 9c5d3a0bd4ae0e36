import "server-only";
import { TZDate } from "@date-fns/tz";
import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import { formatDateTime, TIME_ZONE } from "@/lib/platform/dates";
import { getDb } from "@/lib/platform/db/client";
import { companyNotices } from "@/lib/platform/db/schema";
import { appUrl, env } from "@/lib/platform/env";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { renderMail } from "@/lib/platform/mail/layout";
import { queueMail } from "@/lib/platform/mail/outbox";
import type { CompanyNoticeKind } from "./notify";

/** The daily digest goes out at this hour, Kigali time, with what came in during the 24 hours before. */
export const DIGEST_HOUR = 7;

const HEADINGS: Record<CompanyNoticeKind, [one: string, many: string]> = {
  booking: ["new booking", "new bookings"],
  registration: ["new registration", "new registrations"],
  paid: ["payment", "payments"],
  transfer: ["bank transfer chosen", "bank transfers chosen"],
  "refund-due": ["refund due", "refunds due"],
  cancelled: ["cancellation", "cancellations"],
};

/** The latest digest moment at or before `now`: today's 07:00 in Kigali, or yesterday's before 07:00. */
export function digestMoment(now: Date): Date {
  const k = new TZDate(now.getTime(), TIME_ZONE);
  const at = new TZDate(k.getFullYear(), k.getMonth(), k.getDate(), DIGEST_HOUR, 0, 0, 0, TIME_ZONE);
  if (at.getTime() > now.getTime()) at.setDate(at.getDate() - 1);
  return new Date(at.getTime());
}

/**
 * With COMPANY_NOTIFY=daily: mails the company inbox one digest of the notices kept before the
 * latest 07:00 Kigali, once. The notices are locked (SKIP LOCKED) and marked in the transaction that
 * queues the digest, so two instances never send the same lines twice. Returns how many lines went.
 */
export async function sendDueDigest(now = new Date()): Promise<number> {
  if (env().COMPANY_NOTIFY !== "daily") return 0;
  const until = digestMoment(now);
  const db = await getDb();
  const sent = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(companyNotices)
      .where(and(isNull(companyNotices.digestedAt), lt(companyNotices.createdAt, until)))
      .orderBy(asc(companyNotices.createdAt))
      .limit(1000)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const counts = (Object.keys(HEADINGS) as CompanyNoticeKind[])
      .map((kind) => [kind, rows.filter((r) => r.kind === kind).length] as const)
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => `${n} ${HEADINGS[kind][n === 1 ? 0 : 1]}`);
    const paragraphs = rows.flatMap((r) => [`${formatDateTime(r.createdAt)} — ${r.subject}`, ...r.lines.map((l) => `  ${l}`), `  ${appUrl()}${r.link}`]);
    await queueMail(tx, {
      to: env().COMPANY_INBOX,
      subject: `Daily summary: ${counts.join(", ")}`,
      ...renderMail({
        heading: `New business up to ${formatDateTime(until)} (Kigali time)`,
        paragraphs: [`${counts.join(", ")}.`, ...paragraphs],
        action: { label: "Open the dashboard", url: `${appUrl()}/account` },
        note: "COMPANY_NOTIFY=daily sends this summary once a day; set it to each for one e-mail per booking, registration and payment.",
      }),
    });
    await tx
      .update(companyNotices)
      .set({ digestedAt: now })
      .where(
        inArray(
          companyNotices.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  });
  if (sent > 0) void deliverSoon();
  return sent;
}

type DigestWorker = { timer?: ReturnType<typeof setInterval>; running: Promise<unknown> | null };
const worker = () => ((globalThis as unknown as { __ikazeDigest?: DigestWorker }).__ikazeDigest ??= { running: null });

/** From instrumentation.ts: looks for a due digest every 5 minutes (only with COMPANY_NOTIFY=daily). */
export function startDigestWorker(intervalMs = 5 * 60_000): void {
  const w = worker();
  if (w.timer || env().COMPANY_NOTIFY !== "daily") return;
  const tick = () => {
    if (w.running) return;
    w.running = sendDueDigest()
      .catch((err) => console.error("[digest] run failed", err))
      .finally(() => (w.running = null));
  };
  w.timer = setInterval(tick, intervalMs);
  w.timer.unref?.();
  tick();
}

/** For a clean stop: no new runs; the one under way finishes. */
export async function stopDigestWorker(): Promise<void> {
  const w = worker();
  clearInterval(w.timer);
  w.timer = undefined;
  await w.running;
}
