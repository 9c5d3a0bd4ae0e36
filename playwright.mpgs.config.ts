import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The card journey against a fake Mastercard Gateway on loopback (tests/helpers/fake-mpgs.ts),
 * reached through MPGS_BASE_URL like the real one. Its own build: the Content-Security-Policy
 * allows the gateway origin known at build time.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const fakePort = Number(process.env.FAKE_MPGS_PORT ?? port + 100);
const merchant = { FAKE_MPGS_MERCHANT: "TESTIKAZE", FAKE_MPGS_PASSWORD: "fake-api-password" };
const app = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer!;

export default defineConfig({
  ...base,
  testDir: "e2e-mpgs",
  // Its own folder: in CI it may run beside the browser tests, whose start empties test-results/.
  outputDir: "test-results-card",
  webServer: [
    { command: "npx tsx tests/helpers/fake-mpgs-cli.ts", port: fakePort, reuseExistingServer: false, env: { FAKE_MPGS_PORT: String(fakePort), ...merchant } },
    {
      ...app,
      env: {
        ...app.env,
        PAYMENTS_TEST_MODE: "0",
        NEXT_DIST_DIR: ".next-e2e-mpgs",
        MPGS_BASE_URL: `http://127.0.0.1:${fakePort}`,
        MPGS_MERCHANT_ID: merchant.FAKE_MPGS_MERCHANT,
        MPGS_API_PASSWORD: merchant.FAKE_MPGS_PASSWORD,
        MPGS_NOTIFICATION_SECRET: "e2e-notification-secret",
      },
    },
  ],
});
