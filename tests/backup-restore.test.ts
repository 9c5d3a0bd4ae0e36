import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { GET as health } from "@/app/api/health/route";
import { tableOrder } from "@/lib/platform/backup/database";
import { rows } from "@/lib/platform/backup/rows";
import { serveBackups } from "@/lib/platform/backup/site";
import { getDb, openDatabase, type DatabaseTarget } from "@/lib/platform/db/client";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { makeUser } from "./helpers/factories";
import { makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * `npm run db:backup` and `npm run db:restore`, run as an operator runs them
 * (the real scripts, in processes of their own) against this file's database: PGlite, whose
 * backup the running "site" (this process, through its control socket) takes while it keeps
 * writing, or PostgreSQL (TEST_DATABASE_URL), where the PostgreSQL leg also moves a site from
 * PostgreSQL to PGlite and back.
 */
const work = mkdtempSync(path.join(tmpdir(), "ikaze-backup-test-"));
const sourceDataDir = process.env.DATA_DIR!;
const pgServer = process.env.TEST_DATABASE_URL;
const createdDatabases: string[] = [];

type Run = { code: number; out: string };
function cli(script: "db-backup" | "db-restore", args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.resolve("node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", `scripts/${script}.ts`, ...args],
      { env: childEnv, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** A new, empty PostgreSQL database on the test server. */
async function newPgDatabase(): Promise<string> {
  const { default: postgres } = await import("postgres");
  const name = `ikaze_restore_${randomBytes(5).toString("hex")}`;
  const admin = postgres(pgServer!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(pgServer!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Where a restore writes: a fresh DATA_DIR, and on PostgreSQL a fresh database. */
type Target = { dataDir: string; url?: string; env: Record<string, string | undefined>; db: DatabaseTarget };
async function newTarget(kind: "pglite" | "postgres"): Promise<Target> {
  const dataDir = path.join(work, `target-${randomBytes(4).toString("hex")}`);
  if (kind === "pglite") return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, db: { dir: path.join(dataDir, "db") } };
  const url = await newPgDatabase();
  return { dataDir, url, env: { DATA_DIR: dataDir, DATABASE_URL: url }, db: { url } };
}

/** Every table's rows as PostgreSQL renders them, sorted: two databases holding the same site compare equal. */
async function contents(target: DatabaseTarget | "source", skip: string[] = []) {
  const opened = target === "source" ? { db: await getDb(), close: async () => {} } : await openDatabase({ ...target, migrations: false });
  try {
    const out: Record<string, string[]> = {};
    for (const table of await tableOrder(opened.db)) {
      if (skip.includes(table)) continue;
      const found = await rows<{ j: string }>(opened.db, sql`select (to_jsonb(t) - 'session_version')::text as j from ${sql.identifier(table)} t`);
      out[table] = found.map((r) => r.j).sort();
    }
    return out;
  } finally {
    await opened.close();
  }
}

async function count(target: DatabaseTarget, query: string): Promise<number> {
  const opened = await openDatabase({ ...target, migrations: false });
  try {
    return Number((await rows<{ n: number }>(opened.db, sql.raw(query)))[0].n);
  } finally {
    await opened.close();
  }
}

const sourceKind = pgServer ? "postgres" : "pglite";
const sourceEnv = { DATA_DIR: sourceDataDir, DATABASE_URL: process.env.DATABASE_URL };
const bigUpload = randomBytes(6 * 1024 * 1024);

beforeAll(async () => {
  await makeUser("admin");
  const tour = await makeTour();
  for (let i = 0; i < 3; i++) expect((await postOrder(orderBody(tour.id, 2))).status).toBe(200);
  mkdirSync(path.join(sourceDataDir, "uploads/images"), { recursive: true });
  mkdirSync(path.join(sourceDataDir, "uploads/documents"), { recursive: true });
  writeFileSync(path.join(sourceDataDir, "uploads/images/0123456789abcdef0123456789abcdef.jpg"), bigUpload);
  writeFileSync(path.join(sourceDataDir, "uploads/documents/fedcba9876543210fedcba9876543210.pdf"), "%PDF-1.4 small");
  // PGlite: this process plays the running site, which takes the backup through its socket.
  await serveBackups();
});

afterAll(async () => {
  if (pgServer && createdDatabases.length) {
    const { default: postgres } = await import("postgres");
    const admin = postgres(pgServer, { max: 1, onnotice: () => {} });
    for (const name of createdDatabases) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

// Each step runs the real commands in processes of their own (each opens a database): minutes on a busy machine.
describe(`backup and restore (${sourceKind})`, { timeout: 240_000 }, () => {
  const file = path.join(work, "site.tar.gz");

  it("backs up while the site takes bookings: one consistent snapshot, recorded for health", async () => {
    const tour = await makeTour();
    const writes = Promise.all(Array.from({ length: 12 }, () => postOrder(orderBody(tour.id, 3))));
    const run = await cli("db-backup", [file], sourceEnv);
    await writes;
    expect(run.out).toContain("Backup written");
    expect(run.code).toBe(0);
    if (sourceKind === "pglite") expect(run.out).toContain("(taken by the running site)");

    const body = await (await health()).json();
    expect(body.backup.ageSeconds).toBeLessThan(120);

    const target = await newTarget(sourceKind);
    const restore = await cli("db-restore", [file], target.env);
    expect(restore.out).toContain("Restored");
    expect(restore.code).toBe(0);
    // A snapshot: no order without its items or its confirmation e-mail, whatever was being written.
    expect(await count(target.db, "select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)")).toBe(0);
    expect(await count(target.db, "select count(*)::int as n from orders o where not exists (select 1 from mail_outbox m where m.to = o.client_email)")).toBe(
      0,
    );
    expect(await count(target.db, "select count(*)::int as n from orders")).toBeGreaterThanOrEqual(3);
  });

  let exact: Awaited<ReturnType<typeof contents>>;
  const exactFile = path.join(work, "exact.tar.gz");
  let restored: Target;

  it("restores the same site into an empty target: every row, every upload; sessions signed out", async () => {
    await deliverSoon();
    const backup = await cli("db-backup", [exactFile], sourceEnv);
    expect(backup.code).toBe(0);
    // The backup's own record is written after its file is complete, so the file does not hold it.
    exact = await contents("source", ["backups"]);

    restored = await newTarget(sourceKind);
    const run = await cli("db-restore", [exactFile], restored.env);
    expect(run.code).toBe(0);
    // Large files report progress while they are checked.
    expect(run.out).toMatch(/checking: \d+% \(/);
    expect(await contents(restored.db, ["backups"])).toEqual(exact);
    expect(readFileSync(path.join(restored.dataDir, "uploads/images/0123456789abcdef0123456789abcdef.jpg")).equals(bigUpload)).toBe(true);
    expect(readFileSync(path.join(restored.dataDir, "uploads/documents/fedcba9876543210fedcba9876543210.pdf"), "utf8")).toBe("%PDF-1.4 small");
    // Every session issued before the restore is refused (lib/access/auth/guards.ts compares this version).
    expect(await count(restored.db, "select min(session_version)::int as n from users")).toBe(1);
  });

  it("refuses a target that holds data unless --force, and leaves it as it was", async () => {
    const before = await count(restored.db, "select count(*)::int as n from orders");
    const run = await cli("db-restore", [file], restored.env);
    expect(run.code).toBe(1);
    expect(run.out).toContain("the target is not empty");
    expect(run.out).toContain("Nothing was changed");
    expect(await count(restored.db, "select count(*)::int as n from orders")).toBe(before);

    const forced = await cli("db-restore", [exactFile, "--force"], restored.env);
    expect(forced.code).toBe(0);
    expect(await contents(restored.db, ["backups"])).toEqual(exact);
    if (sourceKind === "pglite") {
      expect(forced.out).toContain("What was there before is kept in");
      expect(readdirSync(restored.dataDir).some((n) => n.startsWith("before-restore-"))).toBe(true);
    }
  });

  it("checks the file before touching anything: a truncated or foreign file is refused, the target unchanged", async () => {
    const whole = readFileSync(exactFile);
    const truncated = path.join(work, "truncated.tar.gz");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const foreign = path.join(work, "notes.tar.gz");
    writeFileSync(foreign, "these are not the backups you are looking for\n".repeat(100));

    for (const [bad, why] of [
      [truncated, /truncated/],
      [foreign, /truncated or not a backup|not an Ikaze backup|does not start with an Ikaze manifest/],
    ] as const) {
      const target = await newTarget(sourceKind);
      const run = await cli("db-restore", [bad], target.env);
      expect(run.code).toBe(1);
      expect(run.out).toMatch(why);
      expect(run.out).toContain("Nothing was changed");
      expect(existsSync(path.join(target.dataDir, "db"))).toBe(false);
      expect(existsSync(path.join(target.dataDir, "uploads"))).toBe(false);
      if (target.url) {
        const { default: postgres } = await import("postgres");
        const c = postgres(target.url, { max: 1, onnotice: () => {} });
        const [{ n }] = await c`select count(*)::int as n from pg_tables where schemaname = 'public'`;
        await c.end();
        expect(n).toBe(0);
      }
    }
  });

  it.runIf(pgServer)("moves a site from PostgreSQL to PGlite and back", async () => {
    const pglite = await newTarget("pglite");
    expect((await cli("db-restore", [exactFile], pglite.env)).code).toBe(0);
    expect(await contents(pglite.db, ["backups"])).toEqual(exact);

    // No site runs on that DATA_DIR: the command reads PGlite itself.
    const back = path.join(work, "from-pglite.tar.gz");
    const backup = await cli("db-backup", [back], pglite.env);
    expect(backup.code).toBe(0);
    const postgresAgain = await newTarget("postgres");
    expect((await cli("db-restore", [back], postgresAgain.env)).code).toBe(0);
    expect(await contents(postgresAgain.db, ["backups"])).toEqual(exact);
    expect(readFileSync(path.join(postgresAgain.dataDir, "uploads/images/0123456789abcdef0123456789abcdef.jpg")).equals(bigUpload)).toBe(true);
  });
});
