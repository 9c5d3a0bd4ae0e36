import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/platform/env";

/** The data folder cannot be made or written; its message is one line meant for the operator. */
export class DataDirError extends Error {}

const REASONS: Record<string, string> = {
  EEXIST: "a file stands where the folder should be",
  ENOTDIR: "a file stands where one of its parent folders should be",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
};

/**
 * Creates DATA_DIR when it is missing, before anything listens or writes in it, and checks that
 * this process may write there. Mode 0700, as PostgreSQL gives its own data folder: it holds the
 * database, the session secret and the backup socket.
 */
export function ensureDataDir(dir: string = env().DATA_DIR): string {
  const full = path.resolve(dir);
  try {
    mkdirSync(full, { recursive: true, mode: 0o700 });
    if (!statSync(full).isDirectory()) throw Object.assign(new Error("not a folder"), { code: "EEXIST" });
    accessSync(full, constants.W_OK | constants.X_OK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? "";
    const reason = REASONS[code] ?? (err instanceof Error ? err.message : String(err));
    throw new DataDirError(`DATA_DIR ${full} cannot be used: ${reason}. Set DATA_DIR to a folder this user may create and write.`);
  }
  return full;
}

/** For start-up and the CLI scripts: a data folder that cannot be used stops the process with one line. */
export function ensureDataDirOrExit(): string {
  try {
    return ensureDataDir();
  } catch (err) {
    if (!(err instanceof DataDirError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
