import path from "node:path";
import { getDb, MIGRATIONS } from "@/lib/platform/db/client";
import { env } from "@/lib/platform/env";
import { writeBackup } from "./backup";
import { startControlServer } from "./control";

const g = globalThis as unknown as { __ikazeControl?: Promise<unknown> };

/**
 * From instrumentation, before the database opens (PGlite only): the socket through which
 * `npm run db:backup` has the running site write a backup, which also stops a second server from
 * opening the same DATA_DIR.
 */
export function serveBackups(): Promise<unknown> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return Promise.resolve();
  g.__ikazeControl ??= startControlServer(DATA_DIR, async (req, progress) => {
    if (req.op !== "backup") throw new Error(`unknown request ${req.op}`);
    if (!path.isAbsolute(req.file)) throw new Error("the backup file must be an absolute path");
    return writeBackup({
      db: await getDb(),
      source: "pglite",
      file: req.file,
      force: req.force,
      uploadsDir: path.resolve(DATA_DIR, "uploads"),
      migrationsFolder: MIGRATIONS,
      progress,
    });
  });
  return g.__ikazeControl;
}
