import { z } from "zod";

/**
 * The filters and sort orders of /tours, as a small closed set of values. They live in the path
 * (`/tours/duration/2-3/price/250-1000/sort/price-low/page/2`) so that every filtered page is a
 * cacheable URL like any other page of the list; because each value comes from these lists and
 * each combination has exactly one spelling, the number of pages the cache can ever hold is
 * bounded (5 × 5 × 6 combinations, times the pages of tours that exist). Client-safe.
 */
export const DURATIONS = {
  any: { label: "Any length" },
  // Not "1": an integer-like key would be listed first by Object.entries, before "any".
  "one-day": { label: "One day", min: 1, max: 1 },
  "2-3": { label: "2 to 3 days", min: 2, max: 3 },
  "4-7": { label: "4 to 7 days", min: 4, max: 7 },
  "8-plus": { label: "8 days or more", min: 8 },
} as const satisfies Record<string, { label: string; min?: number; max?: number }>;

/**
 * Bands of the lowest price a tour is offered at (the total for the smallest party it takes), from
 * `min` (included) to `below` (excluded). Tours without any price ("Ask for a quote") match only "any".
 */
export const PRICES = {
  any: { label: "Any price" },
  "under-250": { label: "Under $250", below: 250 },
  "250-1000": { label: "$250 to $999", min: 250, below: 1000 },
  "1000-2000": { label: "$1,000 to $1,999", min: 1000, below: 2000 },
  "2000-plus": { label: "$2,000 and over", min: 2000 },
} as const satisfies Record<string, { label: string; min?: number; below?: number }>;

export const SORTS = {
  featured: { label: "Featured first" },
  newest: { label: "Newest first" },
  "price-low": { label: "Price: lowest first" },
  "price-high": { label: "Price: highest first" },
  "duration-short": { label: "Duration: shortest first" },
  "duration-long": { label: "Duration: longest first" },
} as const satisfies Record<string, { label: string }>;

/** The bounds of a duration band in days, both included. */
export function durationBounds(band: DurationBand): { label: string; min?: number; max?: number } {
  return DURATIONS[band];
}

/** The bounds of a price band in USD, `min` included, `below` excluded. */
export function priceBounds(band: PriceBand): { label: string; min?: number; below?: number } {
  return PRICES[band];
}

export type DurationBand = keyof typeof DURATIONS;
export type PriceBand = keyof typeof PRICES;
export type TourSort = keyof typeof SORTS;

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** What the list shows. Unknown values are refused by the path parser and replaced by the form parser. */
export const tourListFilters = z.object({
  duration: z.enum(keys(DURATIONS)).catch("any"),
  price: z.enum(keys(PRICES)).catch("any"),
  sort: z.enum(keys(SORTS)).catch("featured"),
});

export type TourListFilters = z.output<typeof tourListFilters>;

export const DEFAULT_FILTERS: TourListFilters = { duration: "any", price: "any", sort: "featured" };

/** The order of the path's key/value pairs; `page` always comes last. */
export const PATH_KEYS = ["duration", "price", "sort"] as const;

const strict = z.object({
  duration: z.enum(keys(DURATIONS)),
  price: z.enum(keys(PRICES)),
  sort: z.enum(keys(SORTS)),
});

/**
 * The filters and page number of the list route's optional catch-all, or null when the path is not
 * the one canonical spelling (unknown key or value, keys out of order or repeated, a default value
 * spelled out, page 1 spelled out): those are 404s, never new cache entries.
 */
export function parseTourListPath(segments: string[] | undefined): { filters: TourListFilters; page: number } | null {
  const parts = segments ?? [];
  if (parts.length % 2 !== 0 || parts.length > 8) return null;
  const found: Record<string, string> = {};
  let page = 1;
  let next = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const [key, value] = [parts[i], parts[i + 1]];
    if (key === "page") {
      if (i !== parts.length - 2 || !/^[1-9]\d{0,5}$/.test(value) || Number(value) < 2) return null;
      page = Number(value);
      continue;
    }
    const at = PATH_KEYS.indexOf(key as (typeof PATH_KEYS)[number]);
    if (at < next) return null;
    next = at + 1;
    found[key] = value;
  }
  const parsed = strict.safeParse({ ...DEFAULT_FILTERS, ...found });
  if (!parsed.success) return null;
  for (const key of PATH_KEYS) if (key in found && found[key] === DEFAULT_FILTERS[key]) return null;
  return { filters: parsed.data, page };
}

/** The canonical path of a filtered list page (defaults left out). */
export function tourListPath(filters: TourListFilters, page = 1): string {
  const parts: string[] = PATH_KEYS.filter((k) => filters[k] !== DEFAULT_FILTERS[k]).flatMap((k) => [k, filters[k]]);
  if (page > 1) parts.push("page", String(page));
  return ["/tours", ...parts].join("/");
}

/** The filter form's query string (`?duration=…&price=…&sort=…`) read leniently: odd values fall back to the defaults. */
export function filtersFromQuery(params: URLSearchParams): TourListFilters {
  return tourListFilters.parse({
    duration: params.get("duration") ?? undefined,
    price: params.get("price") ?? undefined,
    sort: params.get("sort") ?? undefined,
  });
}

/** Whether a query string carries the filter form's fields. */
export function hasFilterQuery(params: URLSearchParams): boolean {
  return PATH_KEYS.some((k) => params.has(k));
}

export function isDefaultFilters(filters: TourListFilters): boolean {
  return PATH_KEYS.every((k) => filters[k] === DEFAULT_FILTERS[k]);
}

const DURATION_HEADINGS: Record<DurationBand, string> = {
  any: "Tours",
  "one-day": "One-day tours",
  "2-3": "Tours of 2 to 3 days",
  "4-7": "Tours of 4 to 7 days",
  "8-plus": "Tours of 8 days or more",
};
const PRICE_PHRASES: Record<PriceBand, string> = {
  any: "",
  "under-250": " under $250",
  "250-1000": " from $250 to $999",
  "1000-2000": " from $1,000 to $1,999",
  "2000-plus": " from $2,000",
};

/**
 * How search engines see the list pages: the sort order only reorders a list, so a sorted page
 * names the unsorted one as canonical; a page narrowed by one facet (a length or a price band) is a
 * page of its own, with its own heading ("One-day tours in Rwanda"); one narrowed by both is for
 * people only (noindex), so 5 × 5 combinations do not become 25 near-copies in an index.
 */
export function tourListSeo(filters: TourListFilters, page = 1): { heading: string | null; canonical: string; indexable: boolean } {
  const facets = (filters.duration !== "any" ? 1 : 0) + (filters.price !== "any" ? 1 : 0);
  const heading = facets ? `${DURATION_HEADINGS[filters.duration]}${PRICE_PHRASES[filters.price]} in Rwanda` : null;
  return { heading, canonical: tourListPath({ ...filters, sort: DEFAULT_FILTERS.sort }, page), indexable: facets < 2 };
}
