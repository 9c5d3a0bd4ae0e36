import "server-only";
import { rateState } from "./exchange-rate";
import { toFrancs } from "./francs";
import { mobileProvidersAvailable, testFake, usesTestFake } from "@/lib/booking/gateways/mobile-clients";
import type { MobileProvider } from "@/lib/booking/gateways/mobile-money";
import { formatRwf } from "@/lib/platform/format";

/**
 * What /pay offers by mobile money for a price in dollars: the providers that work and the amount
 * in francs at today's rate (the server computes it again, and locks it, when the payment starts).
 * Null when no provider works or the rate may not be used (staff see why in the back office).
 */
export async function mobileOffer(
  usd: number,
  now = new Date(),
): Promise<{ providers: MobileProvider[]; francs: number; amountText: string; testPhone?: string } | null> {
  const providers = mobileProvidersAvailable();
  if (providers.length === 0) return null;
  const { rate, usable } = await rateState(now);
  if (!usable || !rate) return null;
  const testPhone = providers.some(usesTestFake) ? (await testFake()).url : undefined;
  const francs = toFrancs(usd, Number(rate.rate));
  return { providers, francs, amountText: formatRwf(francs), ...(testPhone ? { testPhone } : {}) };
}
