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
