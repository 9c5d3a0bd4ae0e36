import type { FeeTable, ParticipantCategory } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";

/** Spec §5: a paid event's registration at a fee of 0 is refused, by the form and by the API. */
export const priceNotAllowed = (price: number | string) => `Selected price : ${price} is not allowed`;

/**
 * Registration fees (spec §9): which fee a participant pays, worked out the same way on the server
 * (the amount charged) and in the browser (the table's marked column, the 'not allowed' alert).
 * Client-safe: no database, no server imports.
 */
export type FeeEvent = {
  /** 0 means free entry when there is no fee table. */
  price: number;
  price1: number;
  fees: FeeTable | null;
  earlyBirdDeadline: Date | string | null;
};

export type FeeColumn = "earlyBird" | "normal";

export const CATEGORY_LABELS: Record<ParticipantCategory, string> = {
  rwandan: "Rwandans",
  african: "Africans",
  international: "Internationals",
};

export const COLUMN_LABELS: Record<FeeColumn, string> = { earlyBird: "Early Birds", normal: "Normal" };

/**
 * Early-bird fees apply up to and including the deadline's moment. The deadline is entered in
 * Kigali time in the event form and stored as an instant, so comparing instants is Kigali time.
 */
export function feeColumn(event: Pick<FeeEvent, "earlyBirdDeadline">, now: Date = new Date()): FeeColumn {
  if (!event.earlyBirdDeadline) return "normal";
  return now.getTime() <= new Date(event.earlyBirdDeadline).getTime() ? "earlyBird" : "normal";
}

/** Tier 1 is the event's default price (spec §3); `price` when tier 1 is unset. */
const tierOne = (event: FeeEvent) => Number(event.price1) || Number(event.price) || 0;

/** The fee a participant of `category` pays at `now`, in USD. */
export function feeFor(event: FeeEvent, category: ParticipantCategory, now: Date = new Date()): number {
  if (!event.fees) return tierOne(event);
  return Number(event.fees[category][feeColumn(event, now)]) || 0;
}

/** A paid event has at least one fee above 0; everyone registers free otherwise. */
export function isPaidEvent(event: FeeEvent): boolean {
  if (!event.fees) return tierOne(event) > 0;
  return Object.values(event.fees).some((row) => Number(row.earlyBird) > 0 || Number(row.normal) > 0);
}

/** What an event page shows: one figure, 'from $x' when categories differ, or free entry (0). */
export function feeSummary(event: FeeEvent, now: Date = new Date()): { amount: number; from: boolean } {
  if (!event.fees) return { amount: tierOne(event), from: false };
  const column = feeColumn(event, now);
  const amounts = Object.values(event.fees)
    .map((row) => Number(row[column]) || 0)
    .filter((n) => n > 0);
  if (amounts.length === 0) return { amount: 0, from: false };
  const low = Math.min(...amounts);
  return { amount: low, from: amounts.some((n) => n !== low) || amounts.length < 3 };
}

/** The same in words, wherever an event's price is written: "$150", "from $120" or "Free entry". */
export function feeLabel(event: FeeEvent, now: Date = new Date()): string {
  const { amount, from } = feeSummary(event, now);
  if (amount <= 0) return "Free entry";
  return from ? `from ${formatUsd(amount)}` : formatUsd(amount);
}

/** ISO 3166 codes of the African countries: their citizens pay the Africans' fee. */
const AFRICA = new Set(
  "DZ AO BJ BW BF BI CV CM CF TD KM CD CG CI DJ EG GQ ER SZ ET GA GM GH GN GW KE LS LR LY MG MW ML MR MU MA MZ NA NE NG RW ST SN SC SL SO ZA SS SD TZ TG TN UG ZM ZW EH".split(
    " ",
  ),
);

/** The category an old API client gets when it sends none: from the participant's country. */
export function categoryForCountry(countryCode: string): ParticipantCategory {
  const code = countryCode.toUpperCase();
  if (code === "RW") return "rwandan";
  return AFRICA.has(code) ? "african" : "international";
}
