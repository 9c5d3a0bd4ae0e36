import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from "node:fs";
import { userInfo, tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { precompressStatic } from "../scripts/precompress-static.mjs";

/**
 * The real parts of a multi-instance deployment, owned by the cluster tests so they can restart
 * them: a throwaway PostgreSQL cluster, a redis-server, an SMTP listener standing in for the mail
 * relay, and two production instances (`next start` on the build the main Playwright run made)
 * sharing all three. Ports derive from E2E_PORT so parallel runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
export const PORTS = { a: base + 1000, b: base + 2000, pg: base + 3000, redis: Number(process.env.CLUSTER_REDIS_PORT ?? base + 4000) };
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-e2e";
export const ADMIN = { email: "admin@cluster.test", password: "Cluster-admin-2026!" };
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
// `npm start`'s options (its keep-alive timeout), as scripts/e2e-server.mjs reads them.
const START_ARGS: string[] = JSON.parse(readFileSync("package.json", "utf8")).scripts.start.split(" ").slice(1);

export type Mail = { to: string[]; raw: string };

function pgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((x, y) => Number(x) - Number(y)) : [];
  const bin = versions.map((v) => path.join(root, v, "bin")).findLast((b) => existsSync(path.join(b, "initdb")));
  if (!bin) throw new Error("PostgreSQL's server binaries are missing (.ci/run installs them)");
  return bin;
}

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pg(tool: string, args: string[], opts: { check?: boolean } = {}) {
  const cmd = path.join(pgBin(), tool);
  const asRoot = userInfo().uid === 0;
  const r = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" }) : spawnSync(cmd, args, { encoding: "utf8" });
  if (opts.check !== false && r.status !== 0) throw new Error(`${tool} failed: ${r.stderr || r.stdout}`);
}

/** The same, without blocking the test's event loop (requests under way keep being timed). */
function pgAsync(tool: string, args: string[]): Promise<void> {
  const cmd = path.join(pgBin(), tool);
  const child = userInfo().uid === 0 ? spawn("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "ignore" }) : spawn(cmd, args, { stdio: "ignore" });
  return new Promise((resolve, reject) => child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}`)))));
}

export class Cluster {
  readonly mails: Mail[] = [];
  private pgDir = "";
  private redis?: ChildProcess;
  private smtp?: SMTPServer;
  private apps = new Map<"a" | "b", ChildProcess>();
  readonly exits: { name: string; code: number | null }[] = [];
  /** Each instance's last lines of output, printed when a test fails (CLUSTER_LOG=1: all of it, as it comes). */
  readonly logs: Record<"a" | "b", string[]> = { a: [], b: [] };
  static readonly LOG_LINES = 40;
  readonly urlA = `http://127.0.0.1:${PORTS.a}`;
  readonly urlB = `http://127.0.0.1:${PORTS.b}`;
  readonly databaseUrl = `postgres://postgres@127.0.0.1:${PORTS.pg}/postgres`;
  readonly redisUrl = `redis://127.0.0.1:${PORTS.redis}`;

  async start() {
    if (!existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
      // Built with the payment settings the instances run with (the TEST MODE banner is part of the pages).
      const r = spawnSync("npx", ["next", "build"], {
        env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, PAYMENTS_TEST_MODE: "1" },
        stdio: "inherit",
      });
      if (r.status !== 0) throw new Error("next build failed");
    }
    // As the browser tests' server does after its build: the .gz copies nginx's gzip_static sends
    // (the nginx test checks them). Cheap when they are already there.
    precompressStatic(DIST_DIR);
    this.pgDir = mkdtempSync(path.join(tmpdir(), "ikaze-cluster-pg-"));
    if (userInfo().uid === 0) chownSync(this.pgDir, Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()), 0);
    pg("initdb", ["-D", path.join(this.pgDir, "data"), "-A", "trust", "-U", "postgres"]);
    await this.startPostgres();
    this.startRedis();
    await this.startSmtp();
    // Both instances at once: they migrate under an advisory lock (lib/platform/db/client.ts).
    await Promise.all([this.startApp("a"), this.startApp("b")]);
  }

  startPostgres() {
    return pgAsync("pg_ctl", [
      "-D",
      path.join(this.pgDir, "data"),
      "-o",
      `-p ${PORTS.pg} -k ${this.pgDir} -c listen_addresses=127.0.0.1`,
      "-l",
      path.join(this.pgDir, "log"),
      "-w",
      "start",
    ]);
  }

  stopPostgres() {
    return pgAsync("pg_ctl", ["-D", path.join(this.pgDir, "data"), "-m", "fast", "-w", "stop"]).catch(() => {});
  }

  startRedis() {
    this.redis = spawn("redis-server", ["--port", String(PORTS.redis), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  }

  async stopRedis() {
    const r = this.redis;
    this.redis = undefined;
    if (!r || r.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      r.once("exit", () => resolve());
      r.kill("SIGTERM");
    });
  }

  /** `redis-cli` against the test's Redis. */
  redisCli(...args: string[]): string {
    return spawnSync("redis-cli", ["-p", String(PORTS.redis), ...args], { encoding: "utf8" }).stdout.trim();
  }

  private async startSmtp() {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.smtp!.listen(0, "127.0.0.1", resolve));
  }

  private async startApp(name: "a" | "b") {
    const port = PORTS[name];
    const { port: smtpPort } = this.smtp!.server.address() as AddressInfo;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: DIST_DIR,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `ikaze-cluster-${name}-`)),
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      // Shared by every instance, so a session signed by one is valid on the other.
      SESSION_SECRET: "cluster-test-session-secret-0123456789abcdef",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: "1",
      PAYMENTS_TEST_MODE: "1",
    };
    const child = spawn(process.execPath, [NEXT_BIN, ...START_ARGS, "--port", String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
    const log = (chunk: Buffer) => {
      if (process.env.CLUSTER_LOG) process.stdout.write(`[${name}] ${chunk}`);
      const lines = this.logs[name];
      lines.push(...String(chunk).split("\n").filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - Cluster.LOG_LINES));
    };
    child.stdout!.on("data", log);
    child.stderr!.on("data", log);
    child.on("exit", (code) => this.exits.push({ name, code }));
    this.apps.set(name, child);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
      if (res?.ok) return;
      const said = () => `; its last lines:\n${this.logs[name].join("\n")}`;
      if (child.exitCode !== null) throw new Error(`instance ${name} exited with ${child.exitCode}${said()}`);
      if (Date.now() > deadline) throw new Error(`instance ${name} did not become healthy${said()}`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  /** Whether both instances are still running (neither exited on a fault). */
  running(): boolean {
    return [...this.apps.values()].every((c) => c.exitCode === null && c.signalCode === null);
  }

  async stop() {
    for (const child of this.apps.values()) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    for (const child of this.apps.values()) if (child.exitCode === null) child.kill("SIGKILL");
    await this.stopRedis();
    if (this.smtp) await new Promise<void>((resolve) => this.smtp!.close(() => resolve()));
    if (this.pgDir) {
      await this.stopPostgres();
      rmSync(this.pgDir, { recursive: true, force: true });
    }
  }
}
