import { defineConfig } from "@playwright/test";

/**
 * Two production instances with one PostgreSQL and one Redis (e2e-cluster/). Reuses the build the
 * main Playwright run made (`.next-e2e`) and owns its own PostgreSQL cluster and redis-server, so
 * it can restart them. It brings its own database, so CI runs it once (not again per database).
 */
export default defineConfig({
  testDir: "e2e-cluster",
  forbidOnly: !!process.env.CI,
  workers: 1,
  // As the browser suite (playwright.config.ts): once more in CI, where a pass on the retry is
  // reported as flaky (npm test's summary repeats it) rather than failing the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
});
