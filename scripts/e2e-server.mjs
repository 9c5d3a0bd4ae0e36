// Starts the production server for Playwright: a fresh data directory (or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set), a production build, the test staff accounts, then the production server (`next start`, as `npm start`).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";

const port = process.env.E2E_PORT ?? "3100";
const NEXT_BIN = path.join("node_modules", "next", "dist", "bin", "next");
const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
// A fresh data directory: the one playwright.config.ts names (specs measure it), or a new one.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "ikaze-e2e-"));
if (process.env.E2E_DATA_DIR) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}
const staff = JSON.parse(process.env.E2E_STAFF ?? "[]");

const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  PORT: port,
  APP_URL: `http://localhost:${port}`,
  SEED_DEMO: "1",
  // Playwright stands where nginx would (docs/security.md "Client addresses"): specs give a request an address
  // of its own with X-Forwarded-For, so one spec's forms do not spend another's per-address limits.
  // A request without the header is the socket's, 127.0.0.1, as before.
  TRUST_PROXY: "1",
};
delete env.DATABASE_URL;

// A real SMTP listener standing in for the mail relay (when the config names E2E_MAIL_DIR): each
// message lands there as a file, where specs read what the recipient would (e2e/helpers/mailbox.ts).
// The outbox shows one-time links without their token, so the e-mail is the only place to find one.
let closeMailbox = () => {};
if (process.env.E2E_MAIL_DIR) {
  const mailDir = process.env.E2E_MAIL_DIR;
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  const { SMTPServer } = await import("smtp-server");
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        writeFileSync(path.join(mailDir, `${Date.now()}-${String(++count).padStart(5, "0")}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
  closeMailbox = () => smtp.close();
  console.log(`[e2e] SMTP listener at ${env.SMTP_URL}, mail in ${mailDir}`);
}

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const { default: postgres } = await import("postgres");
  const name = `ikaze_e2e_${randomBytes(6).toString("hex")}`;
  const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const a = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await a.unsafe(`drop database if exists ${name} with (force)`);
    await a.end();
  };
  console.log(`[e2e] PostgreSQL database ${name}`);
} else {
  console.log(`[e2e] PGlite in ${dataDir}`);
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { env, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const reuse = process.env.E2E_REUSE_BUILD === "1" && existsSync(path.join(distDir, "BUILD_ID"));
if (!reuse) run("npx", ["next", "build"]);
// As `npm run build` does (postbuild): the .gz copies nginx's gzip_static sends (e2e/nginx-proxy.spec.ts).
run(process.execPath, ["scripts/precompress-static.mjs", distDir]);
// Pages and data cached by an earlier run came from another database (and `next build` keeps
// cache/): start every run from the build alone.
for (const dir of ["server/route-cache", "cache/fetch-cache"]) rmSync(path.join(distDir, dir), { recursive: true, force: true });

for (const u of staff) {
  run("npx", [
    "tsx",
    "--conditions=react-server",
    "scripts/user-create.ts",
    "--email",
    u.email,
    "--password",
    u.password,
    "--role",
    u.role,
    "--first",
    u.first,
    "--last",
    u.last,
  ]);
}

// What `npm start` runs, its options included (read from package.json, so the two cannot drift).
const startArgs = JSON.parse(readFileSync("package.json", "utf8")).scripts.start.split(" ").slice(1);
const server = spawn(process.execPath, [NEXT_BIN, ...startArgs, "--port", port], { env, stdio: "inherit" });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  closeMailbox();
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on("exit", (code) => stop(code ?? 0));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(0));
