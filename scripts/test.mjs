// `npm test`: every leg of the test suite, each step timed, and a table of the times at the end.
//
//   npm test                                    PGlite (embedded), one step after another
//   TEST_DATABASE_URL=postgres://… npm test     the database legs on that PostgreSQL server instead
//   TEST_DATABASES=pglite,postgres              both, in that order (needs TEST_DATABASE_URL); on the
//                                               second, the unit and browser legs run the files whose
//                                               outcome rests on the database, and reuse the build
//   TEST_LANES=2                                after lint and types, two lanes side by side (CI):
//     A: browser tests on each database (the second: the database specs only), the two-instance
//        tests (they reuse that build), npm start of that build on a new DATA_DIR
//     B: unit and API tests on each database (niced)
//     then either: the card journey on each database (its own build, on the lane's port) and the
//        README's quick start in a fresh clone, taken by whichever lane is free first
//   E2E_PORT                                    the browser tests' server (default 3100); the specs
//                                               derive their other ports from it (+100 … +5000);
//                                               lane B's card journey runs on E2E_PORT + 6000
//
// A lane stops at its first failed step; the other lane goes on, and the run fails at the end.
// With two lanes the steps' lines interleave, so the end of the run repeats what matters: the last
// lines of each failed step, and Playwright's "flaky" counts (a test that passed on its retry).
// The builds skip Next's own type-check pass (SKIP_BUILD_TYPECHECK): `npm run typecheck` has just
// checked the same tree.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";

const env = process.env;
const databases = (env.TEST_DATABASES ?? (env.TEST_DATABASE_URL ? "postgres" : "pglite")).split(",").map((d) => d.trim());
const lanes = Number(env.TEST_LANES ?? 1);
const port = Number(env.E2E_PORT ?? 3100);

if (!databases.length || databases.some((d) => d !== "pglite" && d !== "postgres"))
  fail(`TEST_DATABASES lists pglite and/or postgres, not "${env.TEST_DATABASES}"`);
if (databases.includes("postgres") && !env.TEST_DATABASE_URL)
  fail("TEST_DATABASES=postgres needs TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on)");
if (lanes !== 1 && lanes !== 2) fail(`TEST_LANES is 1 or 2, not "${env.TEST_LANES}"`);

function fail(message) {
  console.error(`[npm test] ${message}`);
  process.exit(2);
}

const NAMES = { pglite: "PGlite", postgres: "PostgreSQL" };
/** The environment that points a leg at one database. */
const on = (db) => (db === "postgres" ? { TEST_DATABASE_URL: env.TEST_DATABASE_URL } : { TEST_DATABASE_URL: undefined });
/** The first leg of a config builds; the later ones only change the database, so they reuse it. */
const reuse = (i) => (i > 0 ? { E2E_REUSE_BUILD: "1" } : {});

const step = (name, script, extra = {}, niced = false, args = []) => ({ name, script, extra, niced, args });
// Beside lane A, niced (A's browsers mostly wait on timers and the network) and on Vitest's one worker:
// two workers beside lane A overloaded a 2-core machine (password hashing and axe timed out).
// On the second database the unit leg runs the files whose outcome rests on the server itself rather
// than on SQL: PGlite is PostgreSQL's own engine, one connection wide, so what a server adds is
// several connections at once (seats, claims, locks, idempotent payments), timeouts and restores.
const DATABASE_UNIT_TESTS = [
  "audit-log",
  "backup-restore",
  "cancellation",
  "company-digest",
  "db-deadlines",
  "db-prepare",
  "departures-api",
  "departures-seats",
  "event-orders",
  "fixed-texts",
  "free-registrations",
  "health-under-load",
  "hold-lapse",
  "mail-delivery",
  "mail-flood",
  "mail-outbox",
  "newsletter-rate",
  "newsletters",
  "orders-api",
  "participants",
  "payments-card-authorisation",
  "payments-late-captures",
  "payments-late-captures-mpgs",
  "payments-mobile-money",
  "payments-mpgs",
  "payments-price-of-now",
  "payments-test-gateway",
  "rate-limit",
  "refunds-mpgs",
  "reminders",
  "search-api",
  "search-indexes",
  "seat-holds",
  "session-revocation",
  "vouchers-check-in",
].map((name) => `tests/${name}.test.ts`);
const unit = databases.map((db, i) =>
  step(`unit and API tests, ${NAMES[db]}${i ? " (database files)" : ""}`, "test:unit", on(db), lanes > 1, i ? DATABASE_UNIT_TESTS : []),
);
// The browser suite runs whole on the first database. On the second it runs the specs whose outcome
// rests on the database (money, seats, departures, registrations, crash recovery, search); the pages'
// markup, accessibility and HTTP behaviour do not change with it, and the unit and API tests run whole on both.
const DATABASE_SPECS = [
  "access-control",
  "account-lists",
  "after-booking",
  "booking",
  "comments",
  "crash",
  "dashboard-search",
  "departures",
  "newsletter-crash",
  "newsletters",
  "order-pages",
  "participant-category",
  "participants",
  "pay-price-change",
  "shutdown",
].map((name) => `e2e/${name}.spec.ts`);
// A renamed or removed file would quietly drop out of the second leg.
for (const file of [...DATABASE_UNIT_TESTS, ...DATABASE_SPECS]) if (!existsSync(file)) fail(`${file} is listed for the second database but does not exist`);
const browser = (lanePort) =>
  databases.map((db, i) =>
    step(
      `browser tests, ${NAMES[db]}${i ? " (database specs, build reused)" : " (builds .next-e2e)"}`,
      "test:browser",
      { ...on(db), ...reuse(i), E2E_PORT: String(lanePort) },
      false,
      i ? DATABASE_SPECS : [],
    ),
  );
const card = (lanePort) =>
  databases.map((db, i) =>
    step(`card journey, ${NAMES[db]}${i ? " (build reused)" : " (builds .next-e2e-mpgs)"}`, "test:card", {
      ...on(db),
      ...reuse(i),
      E2E_PORT: String(lanePort),
    }),
  );
// They bring their own PostgreSQL and Redis, so the database a run was given changes nothing: once.
const cluster = (lanePort) => step("two instances (own PostgreSQL and Redis)", "test:cluster", { E2E_PORT: String(lanePort) });
// A newcomer's first run: the README's quick start in a fresh clone, and npm start (of the browser
// tests' build) on a DATA_DIR that does not exist yet.
const freshClone = step("fresh clone: the README's npm install && npm run dev", "test:fresh-clone");
const firstStart = step("npm start on a new DATA_DIR (browser tests' build)", "test:first-start");

const times = [];
/** How many of a failed step's last lines the end of the run repeats. */
const TAIL_LINES = 100;
const FLAKY = /^\s*\d+ flaky\b/;
const running = new Set();
const started = Date.now();
const loadStart = loadavg()
  .map((l) => l.toFixed(2))
  .join(" ");

/** Runs `npm run <script>`; when `tag` is given, each line of its output is prefixed with it. */
function run({ name, script, extra, niced, args }, tag) {
  const childEnv = { ...env, ...extra };
  for (const [k, v] of Object.entries(extra)) if (v === undefined) delete childEnv[k];
  const npmArgs = ["run", script, ...(args.length ? ["--", ...args] : [])];
  const [cmd, cmdArgs] = niced ? ["nice", ["-n", "10", "npm", ...npmArgs]] : ["npm", npmArgs];
  const label = tag ? `[${tag}] ` : "";
  console.log(`${label}== ${name} (npm run ${script})`);
  const t0 = Date.now();
  const tail = [];
  const flaky = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
    if (FLAKY.test(line)) flaky.push(line.trim());
  };
  return new Promise((resolve) => {
    // Its own process group, so that an interrupted run stops its servers and browsers too.
    const child = spawn(cmd, cmdArgs, { env: childEnv, stdio: ["ignore", tag ? "pipe" : "inherit", tag ? "pipe" : "inherit"], detached: true });
    running.add(child);
    if (tag)
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on("line", (line) => {
          console.log(label + line);
          keep(line);
        });
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0;
      times.push({ lane: tag ?? "", name, seconds, status: ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`, tail: ok ? [] : tail, flaky });
      console.log(`${label}== ${name}: ${ok ? "passed" : "FAILED"} in ${mmss(seconds)}`);
      resolve(ok);
    });
  });
}

/**
 * Runs the steps one after another, stopping at the first that fails. Then, with `shared` (a queue
 * of step chains both lanes draw from), takes the next chain until none is left: whichever lane
 * finishes its own work first runs them, so the two end close together however the machine's load
 * shifts the time of each. `lanePort`: the E2E_PORT a chain gets in this lane.
 */
async function lane(steps, tag, shared = [], lanePort = port) {
  for (const s of steps) if (!(await run(s, tag))) return false;
  for (let chain; (chain = shared.shift());) for (const s of chain(lanePort)) if (!(await run(s, tag))) return false;
  return true;
}

function mmss(seconds) {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function summary(ok) {
  // Only collected with lanes (tagged output); one lane's output already ends with its failure.
  for (const t of times.filter((t) => t.tail.length)) {
    console.log(`\n== ${t.name} FAILED: its last ${t.tail.length} lines`);
    for (const line of t.tail) console.log(`   ${line}`);
  }
  console.log("\n== npm test: step times (lane, step, m:ss, result)");
  for (const t of times)
    console.log(`   ${t.lane.padEnd(5)} ${t.name.padEnd(52)} ${mmss(t.seconds).padStart(6)}  ${t.status}${t.flaky.length ? ` (${t.flaky.join(", ")})` : ""}`);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(
    `== npm test ${ok ? "passed" : "FAILED"} in ${mmss((Date.now() - started) / 1000)} (${databases.map((d) => NAMES[d]).join(" + ")}, ${lanes} lane${lanes > 1 ? "s" : ""}; load average ${loadStart} at the start, ${load} at the end)`,
  );
}

for (const sig of ["SIGINT", "SIGTERM"]) {
  process.on(sig, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    console.log(`\n[npm test] ${sig}: stopped`);
    process.exit(130);
  });
}

// The programs the legs need besides Node (installed from Debian's packages when run as root).
if (spawnSync(process.execPath, ["scripts/test-needs.mjs"], { stdio: "inherit" }).status !== 0) process.exit(1);

const lintAndTypes = [step("lint", "lint"), step("types", "typecheck")];
let ok = lanes === 1 ? await lane(lintAndTypes) : (await Promise.all(lintAndTypes.map((s) => run(s, s.name)))).every(Boolean);
if (ok) {
  env.SKIP_BUILD_TYPECHECK = "1";
  if (lanes === 1) ok = await lane([freshClone, ...unit, ...browser(port), firstStart, ...card(port), cluster(port)]);
  else {
    // The card journey (its own build and servers, on the lane's port) and the fresh clone (its own
    // ports) go to whichever lane is free first. B's port is clear of every port A's specs derive.
    const shared = [(p) => card(p), () => [freshClone]];
    const [a, b] = await Promise.all([lane([...browser(port), cluster(port), firstStart], "A", shared), lane(unit, "B", shared, port + 6000)]);
    ok = a && b;
  }
}
summary(ok);
process.exit(ok ? 0 : 1);
