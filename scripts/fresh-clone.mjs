// The first run, as a newcomer or a new server meets it: nothing made by hand beforehand.
//
//   node scripts/fresh-clone.mjs dev     clones the commit into an empty folder and runs the README's
//                                        quick-start line there (`npm install && npm run dev`, as
//                                        written, no DATA_DIR): / and /auth/login answer 200 and the
//                                        log printed the admin login, within FRESH_LIMIT_SECONDS
//   node scripts/fresh-clone.mjs start   `npm start` of this checkout's production build (NEXT_DIST_DIR,
//                                        default .next-e2e; built first when missing) on a DATA_DIR that
//                                        does not exist yet: the same three checks
//
// FRESH_COMMIT picks another commit than HEAD (to see the check fail on an older one);
// FRESH_PORT the port (default 3090 for dev, 3091 for start).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const mode = process.argv[2];
if (mode !== "dev" && mode !== "start") {
  console.error("usage: node scripts/fresh-clone.mjs dev|start");
  process.exit(2);
}
const limitMs = Number(process.env.FRESH_LIMIT_SECONDS ?? 420) * 1000;
const port = Number(process.env.FRESH_PORT ?? (mode === "dev" ? 3090 : 3091));
const repo = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const seconds = (from = started) => ((Date.now() - from) / 1000).toFixed(1);
const say = (line) => console.log(`[first run] ${line}`);

// What a newcomer's shell would not have: this run's own database, data folder and accounts.
const cleanEnv = { ...process.env, PORT: String(port), npm_config_audit: "false", npm_config_fund: "false", NEXT_TELEMETRY_DISABLED: "1" };
for (const name of [
  "DATA_DIR",
  "DATABASE_URL",
  "TEST_DATABASE_URL",
  "ADMIN_EMAIL",
  "ADMIN_PASSWORD",
  "ADMIN_NAME",
  "SEED_DEMO",
  "NEXT_DIST_DIR",
  "SKIP_BUILD_TYPECHECK",
  "E2E_PORT",
  "E2E_REUSE_BUILD",
  "NODE_ENV",
])
  delete cleanEnv[name];

function git(args, cwd = repo) {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** The README's quick-start line that starts the site: the commands joined by && before the dev server. */
function quickStart(readme) {
  for (const block of readme.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const line = block[1].split("\n").find((l) => /\bnpm run dev\b/.test(l));
    if (line)
      return line
        .replace(/\s+#.*$/, "")
        .split("&&")
        .map((c) => c.trim())
        .filter(Boolean);
  }
  throw new Error("the README has no code block with `npm run dev`");
}

/** Starts a server command in its own process group; its output is kept for the checks and a failure. */
function serve(command, cwd, env) {
  const child = spawn(command, { cwd, env, shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  for (const s of [child.stdout, child.stderr]) s.on("data", (d) => (log += d));
  let exited;
  child.on("exit", (code, signal) => (exited = signal ?? `exit ${code}`));
  return {
    log: () => log,
    exited: () => exited,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    },
  };
}

async function status(url) {
  try {
    const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** / answers 200, then /auth/login, and the log holds the admin login; throws with the reason. */
async function check(server, since) {
  const deadline = since + limitMs;
  let home = 0;
  while (Date.now() < deadline && !server.exited()) {
    home = await status(`http://localhost:${port}/`);
    if (home === 200) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (home !== 200)
    throw new Error(
      server.exited()
        ? `the server stopped (${server.exited()}) before / answered 200`
        : `/ did not answer 200 within ${limitMs / 1000} s (last: ${home || "no answer"})`,
    );
  say(`/ answered 200, ${seconds(since)} s after the start command`);
  const login = await status(`http://localhost:${port}/auth/login`);
  if (login !== 200) throw new Error(`/auth/login answered ${login || "nothing"}`);
  say("/auth/login answered 200");
  const admin = server.log().match(/Admin account created: (\S+@\S+) \/ \S+/);
  if (!admin) throw new Error("the log did not print the admin login");
  say(`the log printed the admin login (${admin[1]})`);
}

async function dev() {
  const commit = process.env.FRESH_COMMIT ?? git(["rev-parse", "HEAD"]);
  const dir = mkdtempSync(path.join(tmpdir(), "ikaze-fresh-clone-"));
  say(`cloning ${commit.slice(0, 12)} into an empty folder, ${dir}`);
  git(["clone", "--quiet", "--no-local", repo, dir]);
  git(["checkout", "--quiet", commit], dir);
  const commands = quickStart(readFileSync(path.join(dir, "README.md"), "utf8"));
  const last = commands.pop();
  if (!/\bnpm run dev\b/.test(last)) throw new Error(`the quick-start line ends with "${last}", not npm run dev`);
  let server;
  try {
    for (const command of commands) {
      const t = Date.now();
      say(`$ ${command}`);
      const r = spawnSync(command, { cwd: dir, env: cleanEnv, shell: true, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
      if (r.status !== 0) throw new Error(`"${command}" failed (exit ${r.status}):\n${(r.stdout + r.stderr).split("\n").slice(-30).join("\n")}`);
      say(`"${command}" took ${seconds(t)} s`);
    }
    say(`$ ${last}   (PORT=${port})`);
    const t = Date.now();
    server = serve(last, dir, cleanEnv);
    await check(server, t);
    say(`from the clone to the first 200 on /: ${seconds()} s`);
  } catch (err) {
    if (server) console.error(`[first run] the server's last lines:\n${server.log().split("\n").slice(-40).join("\n")}`);
    throw err;
  } finally {
    server?.stop();
    // The clone's node_modules takes a while to delete: in the background, not in the step's time.
    spawn("rm", ["-rf", dir], { detached: true, stdio: "ignore" }).unref();
  }
}

async function start() {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next-e2e";
  const env = { ...cleanEnv, NEXT_DIST_DIR: distDir, PAYMENTS_TEST_MODE: "1" };
  if (!existsSync(path.join(repo, distDir, "BUILD_ID"))) {
    say(`no build in ${distDir}: npm run build`);
    const r = spawnSync("npm", ["run", "build"], { cwd: repo, env, stdio: "inherit" });
    if (r.status !== 0) throw new Error("npm run build failed");
  }
  // Pages cached by this run belong to its throwaway database: none is left for the next user of the build.
  const forgetPages = () => ["server/route-cache", "cache/fetch-cache"].forEach((d) => rmSync(path.join(repo, distDir, d), { recursive: true, force: true }));
  forgetPages();
  const parent = mkdtempSync(path.join(tmpdir(), "ikaze-first-start-"));
  const dataDir = path.join(parent, "not-yet", "data");
  say(`$ npm start   (build ${distDir}, DATA_DIR=${dataDir}, which does not exist)`);
  const t = Date.now();
  const server = serve("npm start", repo, { ...env, DATA_DIR: dataDir });
  try {
    await check(server, t);
  } catch (err) {
    console.error(`[first run] the server's last lines:\n${server.log().split("\n").slice(-40).join("\n")}`);
    throw err;
  } finally {
    server.stop();
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(parent, { recursive: true, force: true });
    forgetPages();
  }
}

try {
  await (mode === "dev" ? dev() : start());
  say(`passed in ${seconds()} s`);
} catch (err) {
  console.error(`[first run] FAILED: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
