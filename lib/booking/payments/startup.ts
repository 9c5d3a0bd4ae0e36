import "server-only";
import { readFlag } from "@/lib/platform/env";
import { gatewayKind, paymentSettings } from "@/lib/booking/gateways/gateway";

export const TEST_MODE_WARNING =
  "[payments] TEST MODE: the built-in test gateway is active. It takes no money: every public page shows a TEST MODE banner and orders paid through it are marked TEST. Configure MPGS (MPGS_BASE_URL, MPGS_MERCHANT_ID, MPGS_API_PASSWORD) to take real payments.";

/**
 * Start-up (instrumentation.ts): says loudly when the test gateway is active, and refuses a
 * production server whose pages were built for another gateway. Prerendered pages carry the TEST
 * MODE banner (or not) from the build, so they must agree with the gateway that takes payments.
 * `built` is what next.config.mjs recorded at build time (no secrets: whether MPGS was configured).
 */
export function checkPaymentMode(built: string | undefined = process.env.IKAZE_BUILT_PAYMENTS, log: Pick<Console, "warn"> = console): void {
  const settings = paymentSettings();
  const kind = gatewayKind(settings);
  if (kind === "test") log.warn(TEST_MODE_WARNING);
  if (settings.testMode === true && settings.mpgs) log.warn("[payments] PAYMENTS_TEST_MODE=1 is ignored: MPGS is configured, so payments are real.");
  if (!settings.production || !built) return;
  const b = JSON.parse(built) as { testMode: string; mpgs: boolean };
  const builtKind = gatewayKind({ production: true, testMode: readFlag(b.testMode), mpgs: b.mpgs });
  if ((builtKind === "test") !== (kind === "test")) {
    throw new Error(
      `The pages were built ${builtKind === "test" ? "with" : "without"} the test gateway, but this server would run ${kind === "test" ? "with" : "without"} it: build again with the same PAYMENTS_TEST_MODE and MPGS settings as the server (the TEST MODE banner is part of the built pages).`,
    );
  }
}
