/** Rwandan francs: no minor unit. Client-safe. */
const rwf = new Intl.NumberFormat("en-RW", { style: "currency", currency: "RWF", maximumFractionDigits: 0 });

/** "RF 187,000". */
export const formatRwf = (francs: number | string) => rwf.format(Number(francs));

/** An amount in its own currency: "RF 187,000", "$1,250.50". */
export function formatMoney(amount: number | string, currency: string): string {
  if (currency === "RWF") return formatRwf(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: Number.isInteger(Number(amount)) ? 0 : 2 }).format(
    Number(amount),
  );
}

/**
 * Dollars to whole francs at `rate` (francs per dollar, up to 4 decimals), rounded up: the payer
 * never pays less than the price. Exact integer arithmetic (cents × rate in ten-thousandths).
 */
export function toFrancs(usd: number, rate: number): number {
  const cents = BigInt(Math.round(usd * 100));
  const rate4 = BigInt(Math.round(rate * 10_000));
  const scaled = cents * rate4;
  const unit = 1_000_000n;
  return Number(scaled / unit + (scaled % unit === 0n ? 0n : 1n));
}
