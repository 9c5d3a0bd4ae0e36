import { expect, test } from "@playwright/test";

/**
 * A burst of pages nobody has cached must not hold up /api/health or the next
 * visitor's page (lib/platform/admission.ts: a few renders at a time, the newest waiting one first once the queue is a burst, health
 * never waits). Judged by the order in which answers come back, not by times: 40 uncached pages are
 * sent at once; once the first of them are answered, health is asked for and must be answered before
 * most of the burst still outstanding (without the admission every render runs at once and health
 * came back after 35 of 40). A page asked for after the burst is checked for its answer only: on a
 * busy machine the burst's own requests may reach the server after it, and then they are the newer
 * ones; how long such a page waits is what `npm run bench`'s flood measures (uncached page p99).
 */
test("a burst of uncached pages does not hold up /api/health or the page asked for after it", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const run = Math.random().toString(36).slice(2, 8);
  const finished: string[] = [];
  const get = async (path: string, name: string) => {
    const res = await fetch(`${baseURL}${path}`);
    await res.arrayBuffer();
    finished.push(name);
    return res.status;
  };

  const burst = Array.from({ length: 40 }, (_, i) => get(`/tour/burst-${run}-${i}`, `burst ${i}`));
  await expect.poll(() => finished.length, { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(2);
  const outstanding = 40 - finished.length;
  const askedAt = finished.length;
  const [health, late] = await Promise.all([get("/api/health", "health"), get(`/tour/late-${run}`, "late page")]);
  const statuses = await Promise.all(burst);

  expect(health).toBe(200);
  expect(late).toBe(404);
  expect(statuses.every((s) => s === 404)).toBe(true);
  // Burst pages answered after health / the late page were asked for and before they were answered.
  const ahead = (name: string) => finished.slice(askedAt, finished.indexOf(name)).filter((n) => n.startsWith("burst")).length;
  expect(outstanding).toBeGreaterThan(20);
  expect(ahead("health"), `health waited for ${ahead("health")} of the ${outstanding} burst pages still outstanding`).toBeLessThan(outstanding / 2);
});
