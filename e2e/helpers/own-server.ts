import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";

/**
 * A production server of its own for the tests that stop, kill or starve one (shutdown, crash,
 * outage): `next start` with `npm start`'s options on the build the Playwright run made, on a data
 * directory of its own and, on the PostgreSQL leg (TEST_DATABASE_URL) or when `databaseUrl` is
 * given, a database of its own. Restarting it keeps both, as a restarted site would.
 */
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
export const DIST_DIR = process.env.E2E_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next-e2e";
const START_ARGS: string[] = JSON.parse(readFileSync("package.json", "utf8")).scripts.start.split(" ").slice(1);

export const OWN_ADMIN = { email: "admin@own-server.test", password: "Own-server-admin-2026!" };

/** `distDir`: a build folder of its own (a copy of the tests' build), for a test of its page cache on disk. */
export type ServerOptions = { port: number; env?: Record<string, string>; databaseUrl?: string; seed?: boolean; distDir?: string };

export class OwnServer {
  readonly url: string;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), "ikaze-own-"));
  databaseUrl?: string;
  private child?: ChildProcess;
  private dropDatabase = async () => {};
  log = "";

  constructor(private readonly opts: ServerOptions) {
    this.url = `http://127.0.0.1:${opts.port}`;
  }

  get kind(): "pglite" | "postgres" {
    return this.databaseUrl ? "postgres" : "pglite";
  }

  /** A fresh database on the server named by `databaseUrl` or TEST_DATABASE_URL, if any. */
  async prepare() {
    const server = this.opts.databaseUrl ?? process.env.TEST_DATABASE_URL;
    if (!server) return this;
    const { default: postgres } = await import("postgres");
    const name = `ikaze_own_${randomBytes(6).toString("hex")}`;
    const admin = postgres(server, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    this.databaseUrl = url.toString();
    this.dropDatabase = async () => {
      const a = postgres(server, { max: 1, onnotice: () => {}, connect_timeout: 5 });
      await a.unsafe(`drop database if exists ${name} with (force)`).catch(() => {});
      await a.end();
    };
    return this;
  }

  /** Starts `next start` and waits until /api/health answers 200. */
  async start(timeoutMs = 120_000) {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: this.opts.distDir ?? DIST_DIR,
      PORT: String(this.opts.port),
      APP_URL: this.url,
      DATA_DIR: this.dataDir,
      SEED_DEMO: this.opts.seed === false ? "0" : "1",
      ADMIN_EMAIL: OWN_ADMIN.email,
      ADMIN_PASSWORD: OWN_ADMIN.password,
      PAYMENTS_TEST_MODE: "1",
      // Each test request claims its own address, so the per-address form limits stay out of the way.
      TRUST_PROXY: "1",
      // It shares the build with the main test server: its pages stay in its memory, off that disk.
      PAGE_CACHE_MEMORY_ONLY: "1",
      ...this.opts.env,
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (this.databaseUrl) env.DATABASE_URL = this.databaseUrl;
    const child = spawn(process.execPath, [NEXT_BIN, ...START_ARGS, "--port", String(this.opts.port)], { env, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.log += chunk.toString();
      if (process.env.OWN_SERVER_LOG) process.stdout.write(`[own ${this.opts.port}] ${chunk}`);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting:\n${this.log.slice(-3000)}`);
      const res = await fetch(`${this.url}/api/health`).catch(() => null);
      if (res?.status === 200) return this;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the server did not become healthy within ${timeoutMs} ms:\n${this.log.slice(-3000)}`);
  }

  get pid() {
    return this.child?.pid;
  }

  /** Sends `signal` and waits for the exit; resolves with the exit code (null when killed by a signal). */
  async stop(signal: NodeJS.Signals = "SIGTERM", timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { code: child?.exitCode ?? null, signal: child?.signalCode ?? null, ms: 0 };
    const started = Date.now();
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once("exit", (code, sig) => resolve({ code, signal: sig })),
    );
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    const r = await exited;
    clearTimeout(timer);
    return { ...r, ms: Date.now() - started };
  }

  async token(): Promise<string> {
    const res = await fetch(`${this.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.1" },
      body: JSON.stringify(OWN_ADMIN),
    });
    const body = (await res.json()) as { token?: string };
    if (!body.token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
    return body.token;
  }

  async dispose() {
    await this.stop("SIGKILL");
    await this.dropDatabase();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * Reads the server's database directly, while the server is stopped (PGlite is one process's
 * database) or beside it (PostgreSQL): what a restarted site would find, checked row by row.
 */
export async function withDatabase<T>(
  server: OwnServer,
  fn: (query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  if (server.databaseUrl) {
    const { default: postgres } = await import("postgres");
    const sql = postgres(server.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await fn(async (text, params = []) => [...(await sql.unsafe(text, params as never[]))]);
    } finally {
      await sql.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = new PGlite(path.join(server.dataDir, "db"), { extensions: { pg_trgm } });
  try {
    return await fn(async (text, params = []) => (await db.query<Record<string, unknown>>(text, params)).rows);
  } finally {
    await db.close();
  }
}

/** The state PostgreSQL's control file records for a PGlite data directory: "shut down" after a clean close. */
export function pgliteControlState(server: OwnServer): "shut down" | "in production" | `state ${number}` {
  const state = readFileSync(path.join(server.dataDir, "db", "global", "pg_control")).readUInt32LE(16);
  return state === 1 ? "shut down" : state === 6 ? "in production" : `state ${state}`;
}

/** A throwaway PostgreSQL cluster of the test's own, which it may stop and start (Debian's binaries; as postgres when root). */
export class PgServer {
  readonly dir = mkdtempSync(path.join(tmpdir(), "ikaze-own-pg-"));
  readonly url: string;
  constructor(readonly port: number) {
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  private run(tool: string, args: string[]): Promise<void> {
    const root = "/usr/lib/postgresql";
    const bin = existsSync(root)
      ? readdirSync(root)
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => path.join(root, v, "bin"))
          .findLast((b) => existsSync(path.join(b, "initdb")))
      : undefined;
    if (!bin) throw new Error("PostgreSQL's server binaries are missing (.ci/run installs them)");
    const asRoot = userInfo().uid === 0;
    const child = asRoot
      ? spawn("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "ignore" })
      : spawn(path.join(bin, tool), args, { stdio: "ignore" });
    return new Promise((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}`)))));
  }

  async init() {
    if (userInfo().uid === 0) chownSync(this.dir, Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()), 0);
    await this.run("initdb", ["-D", path.join(this.dir, "data"), "-A", "trust", "-U", "postgres"]);
    await this.start();
    return this;
  }

  start() {
    return this.run("pg_ctl", [
      "-D",
      path.join(this.dir, "data"),
      "-o",
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(this.dir, "log"),
      "-w",
      "start",
    ]);
  }

  stop() {
    return this.run("pg_ctl", ["-D", path.join(this.dir, "data"), "-m", "fast", "-w", "stop"]).catch(() => {});
  }

  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
