import Link from "@/components/account/dashboard-link";
import { formatAge, formatDateTime } from "@/lib/platform/dates";
import type { HealthReport } from "@/lib/platform/health/status";

const KIND = { pglite: "Built-in database on this server", postgres: "Database server" } as const;
const CACHE = { "file-system": "On this server's disk", ok: "Shared (Redis), answering", degraded: "Redis not answering: serving local copies" } as const;
/** A backup older than this is shown as a warning: the schedule in docs/operations.md takes one a day. */
const STALE_BACKUP_S = 36 * 3600;

function Line({ term, warn, children }: { term: string; warn?: boolean; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-3 gap-y-1 px-4 py-3">
      <dt className="w-full shrink-0 font-medium text-ink sm:w-40">{term}</dt>
      <dd className={`min-w-0 flex-1 break-words ${warn ? "font-medium text-red-800" : "text-ink-soft"}`}>{children}</dd>
    </div>
  );
}

/** The dashboard's copy of /api/health, with the outbox's last error (staff only). */
export function SystemHealth({ report, isAdmin }: { report: HealthReport; isAdmin: boolean }) {
  const { database, outbox, backup } = report;
  const failing = outbox && (outbox.failed > 0 || outbox.oldestFailureAt);
  return (
    <section aria-labelledby="system-health-title" className="mt-10">
      <h2 id="system-health-title" className="font-display text-lg font-semibold text-brand-900">
        System health
      </h2>
      <dl className="mt-3 divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white text-sm shadow-card">
        <Line term="Database" warn={!database.reachable}>
          {KIND[database.kind]}: {database.reachable ? `answering (${database.latencyMs} ms)` : "not answering"}
        </Line>
        <Line term="Page cache" warn={report.cache === "degraded"}>
          {CACHE[report.cache]}
        </Line>
        {outbox ? (
          <Line term="Outgoing e-mail" warn={!!failing}>
            {outbox.delivery === "log-only" ? "No SMTP server configured: kept in the outbox. " : ""}
            {outbox.backlog} waiting, {outbox.failed} given up.
            {outbox.oldestFailureAt ? (
              <>
                {" "}
                Oldest failure: queued {formatDateTime(outbox.oldestFailureAt)}
                {outbox.oldestFailureError ? ` (${outbox.oldestFailureError})` : ""}.
              </>
            ) : null}
            {isAdmin ? (
              <>
                {" "}
                <Link href="/account/mail" className="font-medium text-brand-700 hover:underline">
                  Outbox
                </Link>
              </>
            ) : null}
          </Line>
        ) : null}
        {backup ? (
          <Line term="Last backup" warn={backup.ageSeconds === null || backup.ageSeconds > STALE_BACKUP_S}>
            {backup.lastAt && backup.ageSeconds !== null
              ? `${formatAge(backup.ageSeconds)} ago (${formatDateTime(backup.lastAt)})`
              : "None recorded yet: ask whoever runs the server to schedule a daily backup"}
          </Line>
        ) : null}
      </dl>
    </section>
  );
}
