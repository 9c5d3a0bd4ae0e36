import { expect, test } from "@playwright/test";

/**
 * Issue 23 item 3: a burst of pages nobody has cached must not hold up /api/health or the next
 * visitor's page (lib/admission.ts: a few renders at a time, the newest waiting one first, health
 * never waits). Judged by the order in which answers come back, not by times: 40 uncached pages are
 * sent at once, then health and one more page; both must be answered while most of the burst is
 * still waiting. Without the admission every render runs at once and the late page finishes with
 * the last of them.
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
  // Let the burst's requests reach the server before the two that must not wait behind it.
  await new Promise((r) => setTimeout(r, 300));
  const [health, late] = await Promise.all([get("/api/health", "health"), get(`/tour/late-${run}`, "late page")]);
  const statuses = await Promise.all(burst);

  expect(health).toBe(200);
  expect(late).toBe(404);
  expect(statuses.every((s) => s === 404)).toBe(true);
  const before = (name: string) => finished.slice(0, finished.indexOf(name)).filter((n) => n.startsWith("burst")).length;
  expect(before("health"), `health answered after ${before("health")} of the burst's 40 pages`).toBeLessThan(20);
  expect(before("late page"), `the late page answered after ${before("late page")} of the burst's 40 pages`).toBeLessThan(20);
});
