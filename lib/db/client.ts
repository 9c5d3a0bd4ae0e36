import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/lib/env";
import * as schema from "./schema";

/** The query builder shared by the PGlite and the PostgreSQL drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; ready: Promise<void>; close: () => Promise<void>; kind: "pglite" | "postgres" };

export const MIGRATIONS = path.join(process.cwd(), "lib/db/migrations");

// PGlite is one process's database: open it once and keep it across hot reloads.
const globalStore = globalThis as unknown as { __ikazeDb?: Handle };

type Opened = { db: Db; close: () => Promise<void>; migrate: (folder: string) => Promise<void> };

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

async function openPostgres(url: string, migrations: string | false): Promise<Opened> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  // connect_timeout: while PostgreSQL is down a request fails within seconds (503) instead of
  // waiting the driver's default 30 s; broken connections are replaced on the next query.
  const client = postgres(url, { max: 10, connect_timeout: 5, onnotice: () => {} });
  const db = drizzle({ client, schema });
  // Several instances may start together: one migrates while the others wait on an advisory lock,
  // then find the migrations applied.
  const migrateTo = async (folder: string) => {
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(724620011)`;
      await migrate(db, { migrationsFolder: folder });
    } finally {
      await lock`select pg_advisory_unlock(724620011)`;
      lock.release();
    }
  };
  if (migrations) await migrateTo(migrations);
  return { db: db as unknown as Db, close: () => client.end({ timeout: 5 }), migrate: migrateTo };
}

async function openPglite(dir: string, migrations: string | false): Promise<Opened> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  // The dashboard search's trigram indexes (migration 0005): the same extension PostgreSQL ships.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  const migrateTo = (folder: string) => migrate(db, { migrationsFolder: folder });
  if (migrations) await migrateTo(migrations);
  return { db: db as unknown as Db, close: () => client.close(), migrate: migrateTo };
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
