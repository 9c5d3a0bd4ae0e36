/** Runs once when the server starts: the database is migrated, an admin exists, demo content is in. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("@/lib/platform/env");
  const { TRUST_PROXY } = env(); // a bad variable stops start-up here, naming it
  // Before anything listens or writes in it (the backup socket, PGlite, uploads, the session secret).
  const { ensureDataDirOrExit } = await import("@/lib/platform/data-dir");
  ensureDataDirOrExit();
  // Warns when the test gateway takes "payments"; stops a production server built for another gateway.
  const { checkPaymentMode } = await import("@/lib/booking/payments/startup");
  checkPaymentMode();
  // Before any request is answered: rate limits read the client address this stamps.
  const { stampEveryRequest } = await import("@/server/stamp-requests.mjs");
  stampEveryRequest(TRUST_PROXY);
  // A page that fails because the database is unreachable answers 503 with Retry-After.
  const { installOutageAnswers } = await import("@/lib/platform/outage");
  installOutageAnswers();
  // At most a few pages render at once; a burst waits, newest first, and /api/health never waits.
  const { installAdmission } = await import("@/lib/platform/admission");
  installAdmission();
  // PGlite: the socket `npm run db:backup` reaches the site through; refuses a second server on DATA_DIR.
  const { serveBackups } = await import("@/lib/platform/backup/site");
  await serveBackups();
  const { prepareDatabase } = await import("@/lib/office/setup/prepare");
  await prepareDatabase();
  // Sends queued e-mail (or logs it once without SMTP_URL) now and every 30 seconds; each round first
  // queues the 48-hour reminders that are due and retries refunds the gateway did not answer.
  const { startMailWorker, stopMailWorker } = await import("@/lib/platform/mail/deliver");
  // Mail queued before a restart may carry a one-time link or a voucher: their makers register on import.
  await import("@/lib/access/auth/tokens");
  await import("@/lib/booking/vouchers/attachment");
  const { afterBookingSweep } = await import("@/lib/booking/reminders/service");
  startMailWorker(30_000, () => afterBookingSweep());
  // COMPANY_NOTIFY=daily: the company inbox's digest of new business, once a day.
  const { startDigestWorker, stopDigestWorker } = await import("@/lib/booking/company-notices/digest");
  startDigestWorker();
  // Newsletters: resumes one being sent (after a restart too), starts scheduled ones, feeds the outbox at NEWSLETTER_RATE.
  const { startNewsletterWorker, stopNewsletterWorker } = await import("@/lib/audience/newsletters/dispatch");
  startNewsletterWorker();
  // TEST MODE with no mobile money provider configured: the built-in fakes stand in, at a demo rate.
  const { usesTestFake } = await import("@/lib/booking/gateways/mobile-clients");
  if (usesTestFake("momo") && usesTestFake("airtel")) await (await import("@/lib/booking/payments/exchange-rate")).ensureTestModeRate();
  // Mobile money: every pending prompt is asked about with back-off until final, those left by a restart too.
  const { startMobileMoneyPoller, stopMobileMoneyPoller } = await import("@/lib/booking/payments/mobile-service");
  startMobileMoneyPoller();
  // SIGTERM: requests in flight finish, the outbox finishes its message, the database closes, exit 0.
  // `next dev` keeps its own quick stop.
  if (process.env.NODE_ENV !== "production") return;
  const { installGracefulShutdown } = await import("@/lib/platform/shutdown");
  const { closeDb } = await import("@/lib/platform/db/client");
  installGracefulShutdown(async () => {
    await stopDigestWorker();
    await stopNewsletterWorker();
    await stopMobileMoneyPoller();
    await stopMailWorker();
    await closeDb();
    console.info("[shutdown] database closed");
  });
}

/**
 * Next calls this for every error while rendering or handling a request: lib/platform/outage.ts notes the
 * database's absence (synchronously, through the function it left on globalThis, so the mark is
 * made before the status line is written).
 */
export function onRequestError(err: unknown) {
  (globalThis as { __ikazeNoteRequestError?: (err: unknown) => void }).__ikazeNoteRequestError?.(err);
}
