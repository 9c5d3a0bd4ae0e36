import type { Tour, TourItineraryDay } from "@/lib/platform/db/schema";
import { durationOf, type TourDuration } from "./duration";

export type ItineraryDayJson = { day: string; title: string; body: string };

/** A tour in the contract's shape; `itenerary` is spelled as the old API spells it. */
export type TourJson = {
  id: string;
  slug: string;
  title: string;
  image: string;
  images: string[];
  toursBody: string;
  authorId: string | null;
  location: string;
  price1: number;
  price2: number;
  price3: number;
  price4: number;
  price5: number;
  departureTime: string;
  /** Added to the contract: staff's duration, or null (then the itinerary's days tell). */
  duration: TourDuration | null;
  tips: string[];
  includes: string[];
  excludes: string[];
  itenerary: ItineraryDayJson[];
  isPublished: boolean;
  /** Added to the contract: staff's "show first" mark. */
  featured: boolean;
  createdAt: string;
  updatedAt: string;
};

export function serializeTour(row: Tour, days: Pick<TourItineraryDay, "day" | "title" | "body">[] = []): TourJson {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    images: row.image ? [row.image] : [],
    toursBody: row.toursBody,
    authorId: row.authorId,
    location: row.location,
    price1: Number(row.price1),
    price2: Number(row.price2),
    price3: Number(row.price3),
    price4: Number(row.price4),
    price5: Number(row.price5),
    departureTime: row.departureTime,
    duration: durationOf(row),
    tips: row.tips,
    includes: row.includes,
    excludes: row.excludes,
    itenerary: days.map((d) => ({ day: d.day, title: d.title, body: d.body })),
    isPublished: row.isPublished,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
