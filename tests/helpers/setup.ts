import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, inject } from "vitest";

/**
 * Every test file gets an empty database: a PGlite directory of its own, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a database of its own created there and dropped afterwards. The PGlite
 * directory starts as a copy of the migrated one the global setup made (database-template.ts).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "ikaze-test-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "0";
process.env.APP_URL = "http://ikaze.test";
// scrypt at N=2^12 instead of 2^17 (lib/access/auth/password.ts): a hash in milliseconds rather than
// a CPU-second. tests/password-hashing.test.ts checks the production parameters themselves.
process.env.PASSWORD_HASH_TEST_LOG2N ??= "12";
delete process.env.DATABASE_URL;
const pgliteTemplate = inject("pgliteTemplate");
// Where the site opens its PGlite database (lib/platform/db/client.ts: DATA_DIR/db).
if (pgliteTemplate) cpSync(pgliteTemplate, path.join(dataDir, "db"), { recursive: true });

const serverUrl = process.env.TEST_DATABASE_URL;
let dbName: string | undefined;

if (serverUrl) {
  const { default: postgres } = await import("postgres");
  dbName = `ikaze_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  process.env.DATABASE_URL = url.toString();
}

afterAll(async () => {
  // A delivery run the file's last request started would otherwise write to a closed connection.
  const { deliveryIdle } = await import("@/lib/platform/mail/deliver");
  await deliveryIdle();
  const { closeDb } = await import("@/lib/platform/db/client");
  await closeDb();
  if (serverUrl && dbName) {
    const { default: postgres } = await import("postgres");
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
});
