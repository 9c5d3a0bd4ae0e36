import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { openDatabase, type DatabaseTarget } from "@/lib/platform/db/client";
import { extractArchive, formatBytes, verifyArchive } from "./archive";
import { dropEverything, hasTables, journalTags, loadDatabase, type Progress } from "./database";
import type { Manifest } from "./manifest";

export type RestoreSummary = { rows: number; tables: number; uploads: number; movedAside?: string; ms: number };

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * A folder holding this code's migrations up to the backup's level, so the target is first
 * brought to exactly the backup's schema. Refuses a backup made by a newer version of the site
 * (a migration this code does not have) or from a migration that differs from ours.
 */
function migrationsAtBackupLevel(manifest: Manifest, ours: string, into: string): string {
  const files = readMigrationFiles({ migrationsFolder: ours });
  const tags = journalTags(ours);
  const journal = JSON.parse(readFileSync(path.join(ours, "meta/_journal.json"), "utf8")) as { entries: { when: number; tag: string }[] };
  const keep = new Set<number>();
  for (const m of manifest.migrations) {
    const i = files.findIndex((f) => f.folderMillis === m.when);
    if (i < 0)
      throw new Error(`the backup was made by a newer version of the site (its migration ${m.tag} is unknown here): update the site first, then restore.`);
    if (files[i].hash !== m.hash)
      throw new Error(`the backup's migration ${m.tag} differs from this version's ${tags[i]}: restore it with the version that made it.`);
    keep.add(m.when);
  }
  const dir = path.join(into, "migrations");
  mkdirSync(path.join(dir, "meta"), { recursive: true });
  const entries = journal.entries.filter((e) => keep.has(e.when));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(path.join(ours, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * Fills an empty target (a PGlite DATA_DIR, or a PostgreSQL database, plus DATA_DIR/uploads) from
 * a backup: the file is checked whole first; a target holding data is refused unless `force`
 * (PGlite's folders are then moved aside, PostgreSQL's tables dropped); the tables are loaded at
 * the backup's schema level, then the remaining migrations run. Sessions issued before are refused.
 */
export async function restoreBackup(opts: {
  file: string;
  target: DatabaseTarget;
  dataDir: string;
  migrationsFolder: string;
  force?: boolean;
  progress: Progress;
}): Promise<RestoreSummary> {
  const started = Date.now();
  const file = path.resolve(opts.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${file}: no such file. Nothing was changed.`);
  opts.progress(`checking ${file} (${formatBytes(statSync(file).size)}) …`);
  const manifest = await verifyArchive(file, opts.progress);
  const rowsInBackup = manifest.entries.reduce((n, e) => n + (e.rows ?? 0), 0);
  const uploadsInBackup = manifest.entries.filter((e) => e.path.startsWith("uploads/")).length;
  opts.progress(
    `  the file is whole: ${manifest.source} backup of ${manifest.createdAt}, ${manifest.tables.length} tables, ${rowsInBackup} rows, ${uploadsInBackup} uploads`,
  );

  const dataDir = path.resolve(opts.dataDir);
  const uploadsDir = path.join(dataDir, "uploads");
  const pgliteDir = opts.target.dir ? path.resolve(opts.target.dir) : undefined;

  // What is there now, before anything is touched.
  const busy: string[] = [];
  if (pgliteDir && !isEmptyDir(pgliteDir)) busy.push(pgliteDir);
  if (!isEmptyDir(uploadsDir)) busy.push(uploadsDir);
  if (opts.target.url) {
    const probe = await openDatabase({ url: opts.target.url, migrations: false });
    try {
      if (await hasTables(probe.db)) busy.push("the PostgreSQL database (it has tables)");
    } finally {
      await probe.close();
    }
  }
  if (busy.length && !opts.force)
    throw new Error(`the target is not empty: ${busy.join(", ")}. Restore into an empty one, or add --force to replace what is there. Nothing was changed.`);

  mkdirSync(dataDir, { recursive: true });
  const staging = mkdtempSync(path.join(dataDir, ".restoring-"));
  let movedAside: string | undefined;
  try {
    const migrations = migrationsAtBackupLevel(manifest, opts.migrationsFolder, staging);
    opts.progress("unpacking …");
    const unpacked = path.join(staging, "files");
    mkdirSync(unpacked);
    await extractArchive(file, unpacked);

    if (busy.length) {
      // --force: PGlite's folders are kept aside (a restore is undone by moving them back); the
      // PostgreSQL tables are dropped.
      const aside = path.join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
      for (const dir of [pgliteDir, uploadsDir]) {
        if (dir && !isEmptyDir(dir)) {
          mkdirSync(aside, { recursive: true });
          renameSync(dir, path.join(aside, path.basename(dir)));
          movedAside = aside;
        }
      }
      if (opts.target.url) {
        const db = await openDatabase({ url: opts.target.url, migrations: false });
        try {
          opts.progress("dropping the tables that were there (--force) …");
          await dropEverything(db.db);
        } finally {
          await db.close();
        }
      }
    }

    opts.progress(`loading the tables (schema at ${manifest.migrations.at(-1)?.tag ?? "no migration"}) …`);
    const atLevel = await openDatabase({ ...opts.target, migrations });
    let rows: number;
    try {
      rows = await loadDatabase(atLevel.db, unpacked, manifest, opts.progress);
      opts.progress("applying this version's later migrations …");
      await atLevel.migrate(opts.migrationsFolder);
    } finally {
      await atLevel.close();
    }

    const restoredUploads = path.join(unpacked, "uploads");
    if (existsSync(restoredUploads)) {
      rmSync(uploadsDir, { recursive: true, force: true });
      try {
        renameSync(restoredUploads, uploadsDir);
      } catch {
        cpSync(restoredUploads, uploadsDir, { recursive: true });
      }
    }
    return { rows, tables: manifest.tables.length, uploads: uploadsInBackup, movedAside, ms: Date.now() - started };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
