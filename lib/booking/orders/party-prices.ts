/**
 * Tour prices by party size (spec §3, §9): price1 is the total for one traveller, price5 for a
 * party of five. A tier at 0 is not offered and never shown. Client-safe (no server imports).
 */
export type TourPrices = { price1: number; price2: number; price3: number; price4: number; price5: number };

export const PARTY_SIZES = [1, 2, 3, 4, 5] as const;
export type PartySize = (typeof PARTY_SIZES)[number];

export type PriceTier = { people: PartySize; total: number; perPerson: number };

export function priceOf(prices: TourPrices, people: PartySize): number {
  return Number(prices[`price${people}`]) || 0;
}

/** The offered tiers, smallest party first. */
export function priceTiers(prices: TourPrices): PriceTier[] {
  return PARTY_SIZES.map((people) => {
    const total = priceOf(prices, people);
    return { people, total, perPerson: Math.round((total / people) * 100) / 100 };
  }).filter((t) => t.total > 0);
}

/** Lowest and highest offered totals, or null when no tier has a price. */
export function priceRange(prices: TourPrices): { low: number; high: number } | null {
  const totals = priceTiers(prices).map((t) => t.total);
  if (totals.length === 0) return null;
  return { low: Math.min(...totals), high: Math.max(...totals) };
}

export function partyLabel(people: number): string {
  return people === 1 ? "1 traveller" : `${people} travellers`;
}
