import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/lib/platform/db/client";

/**
 * Vitest's global setup: on PGlite, one migrated, empty database directory that every test file's
 * own database is copied from (setup.ts). A new PGlite directory runs its initdb, ~4 s of
 * WebAssembly per file; a copy of this one opens in under 1 s (the unit tests: 9:17 → 6:49 idle).
 * On PostgreSQL each file still creates and migrates its database: a template copied there was no
 * faster (4:57 against 5:10).
 */
declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite directory to copy, or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), "ikaze-test-template-"));
  const dir = path.join(root, "db");
  await (await openDatabase({ dir })).close();
  project.provide("pgliteTemplate", dir);
  return () => rmSync(root, { recursive: true, force: true });
}
