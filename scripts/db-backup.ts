// npm run db:backup -- FILE [--force]: one file holding the whole site (docs/operations.md "Backups").
import path from "node:path";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { formatBytes } from "@/lib/platform/backup/archive";
import { writeBackup, type BackupSummary } from "@/lib/platform/backup/backup";
import { askSite } from "@/lib/platform/backup/control";
import { configuredTarget, MIGRATIONS, openDatabase } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run db:backup -- FILE [--force]   (e.g. backups/ikaze-$(date +%F).tar.gz)");
  process.exit(2);
}
const file = path.resolve(positionals[0]);
const { DATABASE_URL, DATA_DIR } = env();
const progress = (line: string) => console.log(line);

async function local(source: "pglite" | "postgres"): Promise<BackupSummary> {
  const target = configuredTarget();
  if (target.dir && !existsSync(target.dir))
    throw new Error(`no database in ${target.dir}: nothing to back up (check DATA_DIR; the site makes its database on first start, or run npm run db:seed)`);
  // As found: a backup never migrates the database it reads.
  const { db, close } = await openDatabase({ ...target, migrations: false });
  try {
    return await writeBackup({ db, source, file, force: values.force, uploadsDir: path.resolve(DATA_DIR, "uploads"), migrationsFolder: MIGRATIONS, progress });
  } finally {
    await close();
  }
}

try {
  let summary: BackupSummary;
  if (DATABASE_URL) {
    summary = await local("postgres");
  } else {
    // PGlite: the running site takes it (one process's database); with no site running, we do.
    const fromSite = (await askSite(DATA_DIR, { op: "backup", file, force: values.force }, progress)) as BackupSummary | undefined;
    if (fromSite) console.log("(taken by the running site)");
    summary = fromSite ?? (await local("pglite"));
  }
  console.log(
    `Backup written: ${summary.file} (${formatBytes(summary.bytes)}; ${summary.tables} tables, ${summary.rows} rows, ${summary.uploads} uploads) in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  process.exit(0);
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
