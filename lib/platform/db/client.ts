import path from "node:path";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/platform/env";
import * as schema from "./schema";

/** The query builder shared by the PGlite and the PostgreSQL drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Probe = (text: string) => Promise<Record<string, unknown>[]>;
type Handle = { db: Db; ready: Promise<void>; close: () => Promise<void>; kind: "pglite" | "postgres"; probe?: Probe };

export const MIGRATIONS = path.join(process.cwd(), "lib/platform/db/migrations");
/** Plain ESM beside the app, not bundled: a worker thread loads it from disk. */
const WORKER = path.join(process.cwd(), "server/pglite-worker.mjs");

// PGlite is one process's database: open it once and keep it across hot reloads.
const globalStore = globalThis as unknown as { __ikazeDb?: Handle };

type Opened = {
  db: Db;
  close: () => Promise<void>;
  migrate: (folder: string) => Promise<void>;
  /** Settles when this connection should no longer be used: the PGlite worker stopped, or a PostgreSQL query missed its deadline. */
  stopped?: Promise<void>;
  /** PGlite: a read that goes ahead of the queries waiting for the worker's one connection (see probeDatabase). */
  probe?: Probe;
};

/** Where a database is and which migrations to apply on opening it (false: none, as found). */
export type DatabaseTarget = { url?: string; dir?: string; migrations?: string | false };

function open(): Handle {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database is not available during `next build`: read it at request time.");
  }
  const target = configuredTarget();
  const opening = openDatabase(target);
  const h: Handle = {
    db: undefined as unknown as Db,
    kind: target.url ? "postgres" : "pglite",
    ready: opening.then((o) => {
      h.db = o.db;
      h.probe = o.probe;
      // The PGlite worker died (it should not), or a PostgreSQL connection lost a query: the
      // next request opens a new one.
      void o.stopped?.then(() => {
        if (globalStore.__ikazeDb === h) {
          globalStore.__ikazeDb = undefined;
          console.error(
            `[db] the ${h.kind === "pglite" ? "PGlite worker stopped" : "connection pool missed a query's deadline"}; a new one opens on the next request`,
          );
        }
      });
    }),
    close: async () => (await opening.catch(() => undefined))?.close(),
  };
  return h;
}

/** The site's own database: DATABASE_URL, or PGlite in DATA_DIR/db. */
export function configuredTarget(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? { url: DATABASE_URL } : { dir: path.resolve(DATA_DIR, "db") };
}

/**
 * Opens a database apart from the site's (backup and restore): migrated with `migrations` (a
 * folder; the app's own by default) or not at all.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Opened> {
  const migrations = target.migrations === undefined ? MIGRATIONS : target.migrations;
  if (target.url) return openPostgres(target.url, migrations);
  if (target.dir) return openPglite(target.dir, migrations);
  throw new Error("openDatabase: neither a URL nor a directory");
}

type Client = import("postgres").Sql;

/**
 * Every query has a deadline. PostgreSQL ends a statement after STATEMENT_TIMEOUT_MS itself
 * (statement_timeout); the client gives up a little later in any case, so a query that never
 * settles (a connection dropped mid-query that postgres.js loses track of, porsager/postgres#1186)
 * still ends, with an error the site answers 503 for. DB_QUERY_DEADLINE_MS shortens it for tests.
 */
const STATEMENT_TIMEOUT_MS = 10_000;
const queryDeadlineMs = () => Number(process.env.DB_QUERY_DEADLINE_MS) || STATEMENT_TIMEOUT_MS + 2_000;

export class QueryDeadlineError extends Error {
  readonly code = "QUERY_DEADLINE";
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
  }
}

/**
 * The postgres.js client with a deadline on every query it runs, in transactions too. Its queries
 * are lazy thenables with chainable modifiers (`.values()`): only awaiting them is raced against
 * the clock. `onDeadline` hears of each miss (the pool is then replaced: a connection that lost a
 * query is not reused).
 */
function withDeadlines<T extends object>(sql: T, ms: number, onDeadline: () => void): T {
  const race = <Q extends object>(query: Q): Q => {
    const proxy: Q = new Proxy(query, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (prop === "then" && typeof value === "function") {
          return (ok?: (v: unknown) => unknown, fail?: (e: unknown) => unknown) => {
            let timer: ReturnType<typeof setTimeout> | undefined;
            const settled = new Promise((resolve, reject) => {
              timer = setTimeout(() => {
                (target as { cancel?: () => void }).cancel?.();
                onDeadline();
                reject(new QueryDeadlineError(ms));
              }, ms);
              (value as (a: unknown, b: unknown) => void).call(target, resolve, reject);
            }).finally(() => clearTimeout(timer));
            return settled.then(ok, fail);
          };
        }
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          const r = (value as (...a: unknown[]) => unknown).apply(target, args);
          return r === target ? proxy : r;
        };
      },
    });
    return proxy;
  };
  return new Proxy(sql, {
    apply: (target, self, args) => race(Reflect.apply(target as (...a: unknown[]) => object, self, args)),
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop === "unsafe") return (...args: unknown[]) => race((value as (...a: unknown[]) => object).apply(target, args));
      if (prop === "begin" || prop === "savepoint") {
        return (...args: unknown[]) => {
          const i = args.length - 1;
          const body = args[i] as (tx: object) => unknown;
          args[i] = (tx: object) => body(withDeadlines(tx, ms, onDeadline));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** postgres.js with drizzle over it: the one driver for PostgreSQL and for the PGlite worker. */
async function overPostgresJs(client: Client, migrations: string | false, lock: boolean, close: () => Promise<void>): Promise<Opened> {
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const db = drizzle({ client, schema });
  const migrateTo = async (folder: string) => {
    if (!lock) return migrate(db, { migrationsFolder: folder });
    // Several instances may start together: one migrates while the others wait on an advisory
    // lock, then find the migrations applied.
    const held = await client.reserve();
    try {
      await held`select pg_advisory_lock(724620011)`;
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await held`select pg_advisory_unlock(724620011)`;
      held.release();
    }
  };
  try {
    if (migrations) await migrateTo(migrations);
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { db: db as unknown as Db, close, migrate: migrateTo };
}

async function openPostgres(url: string, migrations: string | false): Promise<Opened> {
  const { default: postgres } = await import("postgres");
  // connect_timeout: while PostgreSQL is down a request fails within seconds (503) instead of
  // waiting the driver's default 30 s; broken connections are replaced on the next query.
  const raw = postgres(url, { max: 10, connect_timeout: 5, onnotice: () => {}, connection: { statement_timeout: STATEMENT_TIMEOUT_MS } });
  let missed!: () => void;
  const stranded = new Promise<void>((resolve) => (missed = resolve));
  const client = withDeadlines(raw, queryDeadlineMs(), missed);
  const opened = await overPostgresJs(client, migrations, true, () => raw.end({ timeout: 5 }));
  // A query past its deadline: this pool is replaced (the site opens a new one on the next
  // request) and ended once its other queries had time to finish.
  return { ...opened, stopped: stranded.then(() => void setTimeout(() => void raw.end({ timeout: 5 }).catch(() => {}), 5_000).unref()) };
}

/**
 * PGlite in a worker thread (server/pglite-worker.mjs) behind a Unix socket, reached with
 * postgres.js over one connection: its queries run off the thread that renders pages, and the
 * site speaks to it exactly as to PostgreSQL. The worker dies with the process, like the
 * in-process database it replaces: a crash leaves what PGlite had written, recovered on the next
 * start from its write-ahead log.
 */
async function openPglite(dir: string, migrations: string | false): Promise<Opened> {
  mkdirSync(dir, { recursive: true });
  const { Worker } = await import("node:worker_threads");
  const { default: postgres } = await import("postgres");
  const socketDir = mkdtempSync(path.join(tmpdir(), "ikaze-pglite-"));
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(WORKER, { workerData: { dir, socketPath } });
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    worker.once("message", (m: { ready?: boolean }) => (m?.ready ? resolve() : reject(new Error("the PGlite worker did not start"))));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the PGlite worker exited with ${code} while opening ${dir}`)));
  });
  // Its probes (the worker answers each by id); they fail at once when the worker stops.
  const probing = new Map<number, { resolve: (rows: Record<string, unknown>[]) => void; reject: (err: Error) => void }>();
  let probeId = 0;
  worker.on("message", (m: { probe?: number; rows?: Record<string, unknown>[]; error?: string }) => {
    const waiting = m?.probe === undefined ? undefined : probing.get(m.probe);
    if (!waiting) return;
    probing.delete(m.probe!);
    if (m.error !== undefined) waiting.reject(new Error(m.error));
    else waiting.resolve(m.rows ?? []);
  });
  void exited.then(() => {
    for (const waiting of probing.values()) waiting.reject(new Error("the PGlite worker stopped"));
    probing.clear();
  });
  // A failure inside the worker after it opened: logged, and the site reopens it (`stopped`) instead of crashing.
  worker.on("error", (err) => console.error("[db] the PGlite worker failed:", err instanceof Error ? err.message : err));
  const probe: Probe = (text) =>
    new Promise((resolve, reject) => {
      const id = ++probeId;
      probing.set(id, { resolve, reject });
      worker.postMessage({ type: "probe", id, sql: text });
    });
  // No pool to replace here: a query past its deadline is answered 503 and the worker goes on.
  const client = withDeadlines(postgres({ path: socketPath, user: "postgres", database: "postgres", max: 1, onnotice: () => {} }), queryDeadlineMs(), () => {});
  const close = async () => {
    // Held until the worker has closed the database (it is unref'd below so that it never keeps a
    // script alive on its own; a script ending here must still wait for the clean close).
    worker.ref();
    await client.end({ timeout: 5 }).catch(() => {});
    const closed = new Promise<void>((resolve) => worker.once("message", (m: { closed?: boolean }) => m?.closed && resolve()));
    worker.postMessage({ type: "close" });
    await Promise.race([closed, exited]);
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
  };
  worker.unref();
  return { ...(await overPostgresJs(client, migrations, false, close)), stopped: exited, probe };
}

function handle(): Handle {
  if (!globalStore.__ikazeDb) {
    const h = open();
    globalStore.__ikazeDb = h;
    // Opening failed (PostgreSQL down at start): the next request tries again instead of failing forever.
    h.ready.catch(() => {
      if (globalStore.__ikazeDb === h) globalStore.__ikazeDb = undefined;
    });
  }
  return globalStore.__ikazeDb;
}

/** The migrated database. Every query goes through this. */
export async function getDb(): Promise<Db> {
  const h = handle();
  await h.ready;
  return h.db;
}

/**
 * One short read for /api/health. PostgreSQL: through the pool like any query. PGlite: its worker
 * runs it ahead of the queries waiting for its one connection, between two statements and never
 * inside a transaction, so under a flood health reports how fast the database answers rather than
 * how long the queue in front of it is (and a load balancer does not take a busy instance out).
 */
export async function probeDatabase(text: string): Promise<Record<string, unknown>[]> {
  const h = handle();
  await h.ready;
  if (h.probe) return h.probe(text);
  const rows = await h.db.execute(sql.raw(text));
  return (rows as unknown as { rows?: Record<string, unknown>[] }).rows ?? (rows as unknown as Record<string, unknown>[]);
}

export function databaseKind(): Handle["kind"] {
  return handle().kind;
}

/** For scripts and tests: close the connection so the process can exit. */
export async function closeDb(): Promise<void> {
  const h = globalStore.__ikazeDb;
  globalStore.__ikazeDb = undefined;
  if (h) {
    await h.ready.catch(() => {});
    await h.close();
  }
}

export { schema };
