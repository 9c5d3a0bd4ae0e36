// Floods a running server with requests that hash a password (100 bogus
// reset-link uses, then 100 wrong logins) and meanwhile times /api/health and an uncached page.
// Usage: node bench/hash-flood.mjs http://localhost:3000 [email] [flood]
const base = process.argv[2] ?? "http://localhost:3000";
const email = process.argv[3] ?? "admin@ikaze.rw";
const only = process.argv[4] || undefined; // run one flood only: "reset-password-account" or "login"
// With ROTATE=1 each request claims its own address in X-Forwarded-For, as a distributed attack
// would look to a server started with TRUST_PROXY=1: the per-address limits then do not apply,
// and what remains is the cap on concurrent hashing. Logins then go to N different accounts.
const rotate = process.env.ROTATE === "1";
const N = 100;

async function timed(path, init) {
  const t = performance.now();
  try {
    const res = await fetch(base + path, init);
    await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status };
  } catch (err) {
    return { ms: performance.now() - t, status: err.cause?.code ?? "error" };
  }
}

async function probe(stop) {
  const health = [];
  const page = [];
  while (!stop.done) {
    const [h, p] = await Promise.all([timed("/api/health"), timed(`/auth/password/new/probe${Math.random().toString(36).slice(2)}`)]);
    health.push(h.ms);
    page.push(p.ms);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { health, page };
}

const post = (path, body, i) =>
  timed(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(rotate ? { "x-forwarded-for": `10.${i >> 8}.${i & 255}.7` } : {}) },
    body: JSON.stringify(body),
  });
const floods = {
  "reset-password-account": (i) =>
    post("/api/auth/reset-password-account", { token: `bogus-${i}-${Math.random()}`, password: "Correct-Horse-42x", confirmPassword: "Correct-Horse-42x" }, i),
  login: (i) => post("/api/auth/login", { email: rotate ? `sprayed-${i}@ikaze.test` : email, password: `wrong-password-${i}` }, i),
};

const max = (a) => Math.max(...a).toFixed(0);
const verbose = process.env.VERBOSE === "1";
// Load each route once first, so no figure includes a route's first-request start-up.
await timed("/api/health");
await timed("/auth/password/new/warm-up");
await post("/api/auth/reset-password-account", {}, 0);
await post("/api/auth/login", {}, 0);
for (const [name, one] of Object.entries(floods)) {
  if (only && name !== only) continue;
  const stop = { done: false };
  const probing = probe(stop);
  const t = performance.now();
  const results = await Promise.all(Array.from({ length: N }, (_, i) => one(i)));
  const total = performance.now() - t;
  stop.done = true;
  const { health, page } = await probing;
  if (verbose) console.log("health", health.map((x) => x.toFixed(0)).join(" "), "\npage", page.map((x) => x.toFixed(0)).join(" "));
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  console.log(
    `${N} × ${name}: all answered in ${(total / 1000).toFixed(1)} s, slowest ${max(results.map((r) => r.ms))} ms, statuses ${JSON.stringify(statuses)}; ` +
      `during it /api/health max ${max(health)} ms (${health.length} probes), uncached page max ${max(page)} ms`,
  );
}
