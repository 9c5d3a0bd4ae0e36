import type { Event, FeeTable } from "@/lib/platform/db/schema";
import { feeSummary } from "@/lib/booking/terms/fees";

/** An event in the contract's shape, plus the fee table, early-bird deadline and capacity. */
export type EventJson = {
  id: string;
  slug: string;
  title: string;
  image: string;
  images: string[];
  startDate: string;
  endDate: string;
  place: string;
  price: number;
  price1: number;
  price2: number;
  price3: number;
  price4: number;
  price5: number;
  fees: FeeTable | null;
  earlyBirdDeadline: string | null;
  capacity: number | null;
  description: string;
  authorId: string | null;
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
};

/**
 * With a fee table, the table is the one source of the event's price: `price` and `price1` are the
 * fee that applies today (the lowest of the column in force, what the site shows as 'from $x'), so
 * API clients, the events list and the event page agree. Without one they are the stored tiers.
 */
export function serializeEvent(row: Event, now: Date = new Date()): EventJson {
  const derived = row.fees
    ? feeSummary({ price: Number(row.price), price1: Number(row.price1), fees: row.fees, earlyBirdDeadline: row.earlyBirdDeadline }, now).amount
    : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    images: row.image ? [row.image] : [],
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    place: row.place,
    price: derived ?? Number(row.price),
    price1: derived ?? Number(row.price1),
    price2: Number(row.price2),
    price3: Number(row.price3),
    price4: Number(row.price4),
    price5: Number(row.price5),
    fees: row.fees ?? null,
    earlyBirdDeadline: row.earlyBirdDeadline?.toISOString() ?? null,
    capacity: row.capacity,
    description: row.description,
    authorId: row.authorId,
    isApproved: row.isApproved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
