// While 100 wrong logins from 100 addresses and 100 requests for pages never
// rendered before arrive at once, how long do /api/health and an uncached page take? Probes ask
// for both every 100 ms during the flood. Budgets: /api/health p99 ≤ 250 ms, an uncached page
// p99 ≤ 1 s. The server must trust one proxy (TRUST_PROXY=1) so that each login comes from its own
// address, as a distributed attack looks.
//
// Usage: node bench/flood.mjs http://localhost:3000   (prints one JSON line; run.mjs calls floodRun)
export const FLOOD_BUDGET = { healthP99Ms: 250, pageP99Ms: 1000 };
const N = 100;

async function timed(url, init, json = false) {
  const t = performance.now();
  try {
    const res = await fetch(url, init);
    const body = json ? await res.json() : await res.arrayBuffer();
    return { ms: performance.now() - t, status: res.status, body };
  } catch (err) {
    return { ms: performance.now() - t, status: err.cause?.code ?? "error" };
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const summary = (xs) => ({ n: xs.length, p50: Math.round(pct(xs, 50)), p99: Math.round(pct(xs, 99)), max: Math.round(Math.max(...xs)) });
const rand = () => Math.random().toString(36).slice(2, 10);
const tally = (rs) => rs.reduce((o, r) => ({ ...o, [r.status]: (o[r.status] ?? 0) + 1 }), {});

export async function floodRun(origin) {
  const login = (i) =>
    timed(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.77.${i >> 8}.${i & 255}` },
      body: JSON.stringify({ email: `flood-${i}@ikaze.test`, password: `wrong-password-${i}` }),
    });
  const page = (name) => timed(`${origin}/tour/${name}`, { headers: { accept: "text/html" } });
  // Every route once, so no figure includes a route's first compilation or module loading.
  await timed(`${origin}/api/health`);
  await page(`warm-${rand()}`);
  await login(0);

  const health = [];
  // What health itself reports as its database round trip: the rest of its time is the server's
  // (event loop, HTTP), which tells a stalled database from a stalled renderer.
  const healthDb = [];
  const pages = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const [h, p] = await Promise.all([timed(`${origin}/api/health`, undefined, true), page(`probe-${rand()}`)]);
      health.push(h.ms);
      if (typeof h.body?.database?.latencyMs === "number") healthDb.push(h.body.database.latencyMs);
      pages.push(p.ms);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const [logins, flooded] = await Promise.all([
    Promise.all(Array.from({ length: N }, (_, i) => login(i + 1))),
    Promise.all(Array.from({ length: N }, (_, i) => page(`flood-${i}-${rand()}`))),
  ]);
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await probing;
  const result = {
    seconds: Number(seconds.toFixed(1)),
    health: summary(health),
    healthDatabase: summary(healthDb),
    uncachedPage: summary(pages),
    floodPages: summary(flooded.map((r) => r.ms)),
    loginStatuses: tally(logins),
    pageStatuses: tally(flooded),
  };
  result.pass = result.health.p99 <= FLOOD_BUDGET.healthP99Ms && result.uncachedPage.p99 <= FLOOD_BUDGET.pageP99Ms;
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await floodRun(process.argv[2] ?? "http://localhost:3000")));
}
