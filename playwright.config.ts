import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ADMIN, SEEDED_STAFF } from "./e2e/helpers/accounts";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
// Where the e2e server builds and keeps its data; specs that measure disk use read these too.
process.env.E2E_DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next-e2e";
process.env.E2E_DATA_DIR = path.join(tmpdir(), `ikaze-e2e-${port}`);
// Where the e2e server's SMTP listener drops each message it receives (e2e/helpers/mailbox.ts).
process.env.E2E_MAIL_DIR = path.join(tmpdir(), `ikaze-e2e-${port}-mail`);
// Debian's Chromium when present (this machine cannot download Playwright's own build).
const systemChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "on-first-retry",
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/api/health`,
    // Generous: in CI the build may share two cores with the other lane's browser tests.
    timeout: 20 * 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: `${ADMIN.first} ${ADMIN.last}`,
      E2E_STAFF: JSON.stringify(SEEDED_STAFF),
      CORS_ORIGINS: "https://partner.example",
      // The production server refuses the built-in test gateway unless this is set.
      PAYMENTS_TEST_MODE: "1",
      // A newsletter message every 3 s, so e2e/newsletters.spec.ts can watch, pause and resume the progress.
      NEWSLETTER_RATE: "20",
    },
  },
});
