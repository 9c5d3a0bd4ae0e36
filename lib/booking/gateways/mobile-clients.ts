import "server-only";
import { appUrl, env } from "@/lib/platform/env";
import { airtelClient } from "./airtel";
import { testGatewayActive } from "./gateway";
import type { FakeMobileMoney } from "./mobile-fake";
import { MOBILE_PROVIDERS, type MobileMoneyClient, type MobileProvider } from "./mobile-money";
import { momoClient } from "./momo";

/** Where the providers call back: the callback only makes us ask the provider (lib/booking/payments/mobile-service.ts). */
export const callbackUrl = (provider: MobileProvider) => `${appUrl()}/api/v1/payments/mobile/callback/${provider}`;

function configured(provider: MobileProvider): MobileMoneyClient | null {
  const e = env();
  if (provider === "momo") {
    if (!(e.MOMO_BASE_URL && e.MOMO_SUBSCRIPTION_KEY && e.MOMO_API_USER && e.MOMO_API_KEY)) return null;
    const d = e.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY && e.MOMO_DISBURSEMENT_API_USER && e.MOMO_DISBURSEMENT_API_KEY;
    return momoClient({
      baseUrl: e.MOMO_BASE_URL,
      subscriptionKey: e.MOMO_SUBSCRIPTION_KEY,
      apiUser: e.MOMO_API_USER,
      apiKey: e.MOMO_API_KEY,
      targetEnvironment: e.MOMO_TARGET_ENVIRONMENT,
      disbursement: d
        ? { subscriptionKey: e.MOMO_DISBURSEMENT_SUBSCRIPTION_KEY!, apiUser: e.MOMO_DISBURSEMENT_API_USER!, apiKey: e.MOMO_DISBURSEMENT_API_KEY! }
        : undefined,
    });
  }
  if (!(e.AIRTEL_BASE_URL && e.AIRTEL_CLIENT_ID && e.AIRTEL_CLIENT_SECRET)) return null;
  return airtelClient({
    baseUrl: e.AIRTEL_BASE_URL,
    clientId: e.AIRTEL_CLIENT_ID,
    clientSecret: e.AIRTEL_CLIENT_SECRET,
    country: e.AIRTEL_COUNTRY,
    currency: e.AIRTEL_CURRENCY,
    countryCallingCode: "250",
  });
}

/** Clients are kept per configuration: their bearer tokens are cached inside. */
const clients = new Map<MobileProvider, MobileMoneyClient>();
type FakeHolder = { fake?: Promise<FakeMobileMoney> };
const holder = globalThis as typeof globalThis & { __ikazeMobileFake?: FakeHolder };

/**
 * The built-in test mode's stand-in for both providers, in this process on a loopback port, so a
 * newcomer can pay by mobile money in dev. Never started when a provider is configured or outside
 * the test gateway's mode (a production server without PAYMENTS_TEST_MODE=1 never runs it).
 */
export function testFake(): Promise<FakeMobileMoney> {
  const h = (holder.__ikazeMobileFake ??= {});
  h.fake ??= import("./mobile-fake").then(({ startFakeMobileMoney }) =>
    startFakeMobileMoney({ airtelCallbackUrl: callbackUrl("airtel"), expireMs: env().TEST_PHONE_PROMPT_SECONDS * 1000 }),
  );
  return h.fake;
}

/** Whether the provider runs on the in-process fake (its orders are TEST orders: no money moves). */
export const usesTestFake = (provider: MobileProvider) => configured(provider) === null && testGatewayActive();

export function mobileConfigured(provider: MobileProvider): boolean {
  return configured(provider) !== null || testGatewayActive();
}

/** The providers /pay offers: configured ones, or both on the fake in test mode. */
export const mobileProvidersAvailable = (): MobileProvider[] => MOBILE_PROVIDERS.filter(mobileConfigured);

export async function mobileClient(provider: MobileProvider): Promise<MobileMoneyClient | null> {
  const cached = clients.get(provider);
  if (cached) return cached;
  let client = configured(provider);
  if (!client && testGatewayActive()) {
    const fake = await testFake();
    const { momo, airtel } = fake.credentials;
    client =
      provider === "momo"
        ? momoClient({ baseUrl: fake.url, ...momo, targetEnvironment: "sandbox", disbursement: momo })
        : airtelClient({ baseUrl: fake.url, ...airtel, country: "RW", currency: "RWF", countryCallingCode: "250" });
  }
  if (client) clients.set(provider, client);
  return client;
}

/** Tests change the configuration between files' cases. */
export function forgetMobileClients() {
  clients.clear();
}
