import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "@/lib/platform/db/client";
import type { AppliedMigration, Manifest, ManifestEntry } from "./manifest";
import { rows } from "./rows";

type Tx = Pick<Db, "execute">;
export type Progress = (line: string) => void;

/** Rows read or written per statement. */
const PAGE = 1000;

/** The app's tables, each after every table it references, from the database's own catalogue. */
export async function tableOrder(db: Tx): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`,
    )
  ).map((r) => r.name);
  const refs = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t)) return;
    if (visiting.has(t)) throw new Error(`tables reference each other in a cycle through ${t}: no load order`);
    visiting.add(t);
    for (const r of refs) if (r.child === t && r.parent !== t) visit(r.parent);
    visiting.delete(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
}

/** The migrations drizzle recorded as applied, named by this code's journal where it knows them. */
export async function appliedMigrations(db: Tx, migrationsFolder: string): Promise<AppliedMigration[]> {
  const exists = await rows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!exists[0]?.t) return [];
  const applied = await rows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const journal = new Map(readMigrationFiles({ migrationsFolder }).map((m, i) => [m.folderMillis, i]));
  const tags = journalTags(migrationsFolder);
  return applied.map((a) => {
    const when = Number(a.created_at);
    const i = journal.get(when);
    return { tag: i === undefined ? `unknown-${when}` : tags[i], when, hash: a.hash };
  });
}

export function journalTags(migrationsFolder: string): string[] {
  // readMigrationFiles keeps the journal's order; the tags are read beside it.
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  return journal.entries.map((e) => e.tag);
}

/**
 * Writes every table into `dir/db/<table>.ndjson`, one row a line as PostgreSQL's to_jsonb gives
 * it, all read inside one repeatable-read transaction: a single snapshot, as of one moment, while
 * the site keeps writing (PostgreSQL), or between two of its queries (PGlite, one connection).
 */
export async function dumpDatabase(db: Db, dir: string, migrationsFolder: string, progress: Progress) {
  mkdirSync(path.join(dir, "db"), { recursive: true });
  return db.transaction(
    async (tx) => {
      const tables = await tableOrder(tx);
      const migrations = await appliedMigrations(tx, migrationsFolder);
      const entries: ManifestEntry[] = [];
      for (const table of tables) {
        const rel = `db/${table}.ndjson`;
        const out = createWriteStream(path.join(dir, rel));
        const hash = createHash("sha256");
        let bytes = 0;
        let count = 0;
        let last = "(0,0)";
        for (;;) {
          const page = await rows<{ c: string; j: string }>(
            tx,
            sql`select ctid::text as c, to_jsonb(t)::text as j from ${sql.identifier(table)} t where ctid > ${last}::tid order by ctid limit ${PAGE}`,
          );
          for (const r of page) {
            const line = Buffer.from(`${r.j}\n`);
            hash.update(line);
            bytes += line.length;
            if (!out.write(line)) await once(out, "drain");
          }
          count += page.length;
          if (page.length < PAGE) break;
          last = page[page.length - 1].c;
        }
        out.end();
        await once(out, "finish");
        entries.push({ path: rel, bytes, sha256: hash.digest("hex"), rows: count });
        if (count >= PAGE * 5 || tables.length <= 30) progress(`  ${table}: ${count.toLocaleString("en")} row${count === 1 ? "" : "s"}`);
      }
      return { tables, migrations, entries };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Whether the database holds any table of its own (not counting drizzle's record of migrations). */
export async function hasTables(db: Tx): Promise<boolean> {
  const r = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  return Number(r[0]?.n) > 0;
}

/** Drops every table of the app and drizzle's record of migrations (restore --force on PostgreSQL). */
export async function dropEverything(db: Tx): Promise<void> {
  for (const table of (await tableOrder(db)).reverse()) await db.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
}

/**
 * Loads the dumped tables into a database migrated to the backup's level, in one transaction
 * (a failure leaves the tables empty), each row back through jsonb_populate_recordset so every
 * value returns as its column's own type. Every session issued before is then refused.
 */
export async function loadDatabase(db: Db, dir: string, manifest: Manifest, progress: Progress): Promise<number> {
  let total = 0;
  await db.transaction(async (tx) => {
    for (const table of manifest.tables) {
      const entry = manifest.entries.find((e) => e.path === `db/${table}.ndjson`);
      if (!entry) throw new Error(`the backup has no rows file for table ${table}`);
      let batch: string[] = [];
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        const json = `[${batch.join(",")}]`;
        await tx.execute(sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${json}::jsonb)`);
        count += batch.length;
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(dir, entry.path)), crlfDelay: Infinity });
      for await (const line of lines) {
        if (!line) continue;
        batch.push(line);
        if (batch.length >= PAGE) await flush();
      }
      await flush();
      if (count !== (entry.rows ?? count)) throw new Error(`table ${table}: ${count} rows loaded, the manifest says ${entry.rows}`);
      total += count;
      if (count >= PAGE * 5 || manifest.tables.length <= 30) progress(`  ${table}: ${count.toLocaleString("en")} row${count === 1 ? "" : "s"}`);
    }
    if (manifest.tables.includes("users")) await tx.execute(sql`update users set session_version = session_version + 1`);
  });
  return total;
}
