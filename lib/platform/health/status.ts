import "server-only";
import { cacheStatus, type CacheStatus } from "@/lib/platform/cache/status";
import { databaseKind, getDb, probeDatabase } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { isStopping } from "@/lib/platform/shutdown";

/** How long health waits for the database before calling it unreachable. */
const DEADLINE_MS = 3000;

export type HealthReport = {
  /** True while this instance can serve: the database answers and it is not shutting down. */
  ok: boolean;
  stopping: boolean;
  database: { kind: "pglite" | "postgres"; reachable: boolean; latencyMs: number | null };
  cache: CacheStatus;
  outbox: {
    /** "smtp": sent over SMTP_URL; "log-only": kept in the outbox and printed to the log. */
    delivery: "smtp" | "log-only";
    /** Messages not sent yet. */
    backlog: number;
    /** Messages given up after every retry failed. */
    failed: number;
    /** When the oldest message that failed at least once and is not sent yet was queued. */
    oldestFailureAt: string | null;
    /** Its last error: for staff only (it may name hosts), /api/health leaves it out. */
    oldestFailureError: string | null;
  } | null;
  backup: { lastAt: string | null; ageSeconds: number | null } | null;
};

type Counts = {
  backlog: number;
  failed: number;
  oldest_failure_at: string | Date | null;
  oldest_failure_error: string | null;
  last_backup_at: string | Date | null;
};

/**
 * One query answers everything health needs from the database, so its round trip is also the
 * latency reported (a second query would double the work health adds to a busy database). On
 * PGlite it goes ahead of the queries waiting for the database (probeDatabase): the latency is the
 * database's answer to health, not the length of a flood's queue.
 */
const COUNTS = `
    select
      (select count(*) from mail_outbox where status = 'pending')::int as backlog,
      (select count(*) from mail_outbox where status = 'failed')::int as failed,
      f.created_at as oldest_failure_at, f.last_error as oldest_failure_error,
      (select max(taken_at) from backups) as last_backup_at
    from (select 1) one
    left join lateral (
      select created_at, last_error from mail_outbox
      where (status = 'pending' and attempts > 0) or status = 'failed'
      order by created_at limit 1
    ) f on true`;

async function readCounts(): Promise<{ counts: Counts; ms: number }> {
  // Opening (and, on a first request, migrating) is bounded by the driver's connect timeout; the
  // deadline is for the answer.
  await getDb();
  const started = performance.now();
  const [counts] = (await withDeadline(probeDatabase(COUNTS), DEADLINE_MS)) as Counts[];
  return { counts, ms: Math.round(performance.now() - started) };
}

function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export async function getHealth(now = new Date()): Promise<HealthReport> {
  const kind = databaseKind();
  const [read, cache] = await Promise.all([
    readCounts().catch((err: unknown) => {
      console.error("[health] database:", err instanceof Error ? err.message : err);
      return null;
    }),
    cacheStatus(),
  ]);
  const counts = read?.counts ?? null;
  const latencyMs = read?.ms ?? null;
  const stopping = isStopping();
  const lastAt = counts ? iso(counts.last_backup_at) : null;
  return {
    ok: counts !== null && !stopping,
    stopping,
    database: { kind, reachable: counts !== null, latencyMs },
    cache,
    outbox: counts && {
      delivery: env().SMTP_URL ? "smtp" : "log-only",
      backlog: Number(counts.backlog),
      failed: Number(counts.failed),
      oldestFailureAt: iso(counts.oldest_failure_at),
      oldestFailureError: counts.oldest_failure_error,
    },
    backup: counts && { lastAt, ageSeconds: lastAt ? Math.max(0, Math.round((now.getTime() - Date.parse(lastAt)) / 1000)) : null },
  };
}
