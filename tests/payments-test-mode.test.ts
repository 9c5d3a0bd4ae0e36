import { afterEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The test gateway is never mistaken for money. Which gateway runs is read from
 * the environment once per module load, so each configuration gets fresh modules.
 */
const MPGS = { MPGS_BASE_URL: "https://gateway.example", MPGS_MERCHANT_ID: "IKAZE", MPGS_API_PASSWORD: "secret" };

async function withEnv(vars: Record<string, string>) {
  vi.resetModules();
  for (const k of ["PAYMENTS_TEST_MODE", "MPGS_BASE_URL", "MPGS_MERCHANT_ID", "MPGS_API_PASSWORD"]) vi.stubEnv(k, "");
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  return { gateway: await import("@/lib/booking/gateways/gateway"), startup: await import("@/lib/booking/payments/startup") };
}

describe("which gateway takes payments", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("in production the test gateway needs PAYMENTS_TEST_MODE=1 and no MPGS configuration", async () => {
    const both = await withEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1", ...MPGS });
    expect(both.gateway.activeGateway()?.kind).toBe("mpgs");
    expect(both.gateway.testGatewayActive()).toBe(false);

    const testOnly = await withEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1" });
    expect(testOnly.gateway.activeGateway()?.kind).toBe("test");

    const nothing = await withEnv({ NODE_ENV: "production" });
    expect(nothing.gateway.activeGateway()).toBeNull();
  });

  it("while the test gateway is active every public page carries the TEST MODE banner, and start-up warns", async () => {
    // (React is loaded in its development build here; the banner shows whenever testGatewayActive(), tested above.)
    await withEnv({ PAYMENTS_TEST_MODE: "1" });
    const banner = await import("@/components/site/test-mode-banner");
    const html = renderToStaticMarkup(banner.TestModeBanner()!);
    expect(html).toContain('aria-label="Test mode"');
    expect(html).toContain("TEST MODE: payments on this site are simulated. No money is taken");
    const { startup } = await withEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1" });
    const warnings: string[] = [];
    startup.checkPaymentMode(JSON.stringify({ testMode: "1", mpgs: false }), { warn: (m: string) => warnings.push(m) });
    expect(warnings).toEqual([startup.TEST_MODE_WARNING]);
    // Pages built without the banner would hide test mode: that server does not start.
    expect(() => startup.checkPaymentMode(JSON.stringify({ testMode: "", mpgs: false }), { warn: () => {} })).toThrow(/built without the test gateway/);
  });

  it("MPGS configured with PAYMENTS_TEST_MODE=1: real payments, and start-up says the flag is ignored", async () => {
    const { startup } = await withEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "1", ...MPGS });
    const warnings: string[] = [];
    startup.checkPaymentMode(JSON.stringify({ testMode: "1", mpgs: true }), { warn: (m: string) => warnings.push(m) });
    expect(warnings).toEqual(["[payments] PAYMENTS_TEST_MODE=1 is ignored: MPGS is configured, so payments are real."]);
  });
});
