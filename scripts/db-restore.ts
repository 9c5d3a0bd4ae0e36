// npm run db:restore -- FILE [--force]: fills an empty DATA_DIR or database from a backup (docs/operations.md "Backups").
import path from "node:path";
import { parseArgs } from "node:util";
import { siteIsRunning } from "@/lib/platform/backup/control";
import { restoreBackup } from "@/lib/platform/backup/restore";
import { configuredTarget, MIGRATIONS } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { ensureDataDirOrExit } from "@/lib/platform/data-dir";
import { emptyPageCache } from "@/lib/platform/cache/page-cache-owner";

ensureDataDirOrExit();

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
if (positionals.length !== 1) {
  console.error("Usage: npm run db:restore -- FILE [--force]");
  process.exit(2);
}
const { DATA_DIR } = env();
const target = configuredTarget();

try {
  if (await siteIsRunning(DATA_DIR)) throw new Error(`a site is running on ${path.resolve(DATA_DIR)}: stop it before restoring. Nothing was changed.`);
  console.log(`Restoring into ${target.url ? "the PostgreSQL database of DATABASE_URL" : target.dir} (uploads: ${path.resolve(DATA_DIR, "uploads")})`);
  const s = await restoreBackup({
    file: positionals[0],
    target,
    dataDir: DATA_DIR,
    migrationsFolder: MIGRATIONS,
    force: values.force,
    progress: (line) => console.log(line),
  });
  // Pages cached before the restore show the old data's ids: the build's page cache starts empty.
  emptyPageCache(process.env.NEXT_DIST_DIR || ".next");
  if (s.movedAside) console.log(`What was there before is kept in ${s.movedAside}`);
  console.log(
    `Restored ${s.tables} tables, ${s.rows} rows and ${s.uploads} uploads in ${(s.ms / 1000).toFixed(1)} s. Every session was signed out; start the site with npm start.`,
  );
  process.exit(0);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
