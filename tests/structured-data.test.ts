import { describe, expect, it } from "vitest";
import type { Event, FeeTable } from "@/lib/platform/db/schema";
import { serializeEvent } from "@/lib/content/events/serialize";
import { feeSummary } from "@/lib/booking/terms/fees";
import { blogPostingJsonLd, eventJsonLd, eventLocation, travelAgencyJsonLd } from "@/lib/content/seo/json-ld";
import { DEFAULT_FILTERS, tourListSeo } from "@/lib/content/tours/list-filters";

/**
 * The structured data says what the page says, and an event
 * has one price, derived from its fee table, wherever it is read (list, page, JSON-LD, API).
 */
const fees: FeeTable = {
  rwandan: { earlyBird: 120, normal: 150 },
  african: { earlyBird: 170, normal: 210 },
  international: { earlyBird: 260, normal: 320 },
};
const forum = {
  slug: "forum",
  title: "Tourism Forum",
  image: "",
  description: "<p>Talks</p>",
  place: "Kinigi, Musanze District",
  price: 220,
  price1: 220,
  fees,
  earlyBirdDeadline: "2027-03-31T21:59:00.000Z", // 23:59 in Kigali
  startDate: "2027-05-18T06:30:00.000Z",
  endDate: "2027-05-20T11:00:00.000Z",
  createdAt: "2026-09-21T12:00:00.000Z",
};
const beforeDeadline = new Date("2027-01-10T10:00:00Z");
const afterDeadline = new Date("2027-04-10T10:00:00Z");
const afterStart = new Date("2027-05-19T10:00:00Z");

describe("an event's Event JSON-LD", () => {
  it("offers the fee table: an AggregateOffer over its six fees, early-bird fees valid until the deadline, normal ones from it", () => {
    const ld = eventJsonLd(forum, beforeDeadline);
    expect(ld.offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: 120,
      highPrice: 320,
      offerCount: 6,
      availability: "https://schema.org/InStock",
    });
    const offers = (ld.offers as { offers: { name: string; price: number; validFrom: string; validThrough?: string }[] }).offers;
    expect(offers.map((o) => o.price).sort((a, b) => a - b)).toEqual([120, 150, 170, 210, 260, 320]);
    expect(offers.find((o) => o.name === "Rwandans, Early Birds")).toMatchObject({
      price: 120,
      validFrom: "2026-09-21T14:00:00+02:00",
      validThrough: "2027-03-31T23:59:00+02:00",
    });
    expect(offers.find((o) => o.name === "Internationals, Normal")).toMatchObject({ price: 320, validFrom: "2027-03-31T23:59:00+02:00" });
    expect(ld.isAccessibleForFree).toBe(false);
  });

  it("gives times with Kigali's offset, and nothing in stock once registration has closed (the event started)", () => {
    const ld = eventJsonLd(forum, afterStart);
    expect(ld.startDate).toBe("2027-05-18T08:30:00+02:00");
    expect(ld.endDate).toBe("2027-05-20T13:00:00+02:00");
    expect((ld.offers as { availability: string }).availability).toBe("https://schema.org/Discontinued");
  });

  it("leaves out fees of 0 (shown as '–') and the early-bird column when there is no deadline", () => {
    const ld = eventJsonLd({ ...forum, earlyBirdDeadline: null, fees: { ...fees, rwandan: { earlyBird: 0, normal: 0 } } }, beforeDeadline);
    expect(ld.offers).toMatchObject({ lowPrice: 210, highPrice: 320, offerCount: 2 });
  });

  it("without a fee table: one Offer at tier 1; a free event is free", () => {
    expect(eventJsonLd({ ...forum, fees: null, price: 40, price1: 40 }, beforeDeadline).offers).toMatchObject({ "@type": "Offer", price: 40 });
    const free = eventJsonLd({ ...forum, fees: null, price: 0, price1: 0 }, beforeDeadline);
    expect(free).toMatchObject({ isAccessibleForFree: true, offers: { "@type": "Offer", price: 0 } });
  });

  it("places the event where it is: the venue first, the town last, a country name as the country", () => {
    expect(eventLocation("Kinigi, Musanze District")).toEqual({
      "@type": "Place",
      name: "Kinigi",
      address: { "@type": "PostalAddress", addressLocality: "Musanze District", addressCountry: "RW" },
    });
    expect(eventLocation("Ikaze Training Room, KG 7 Ave, Kacyiru, Kigali")).toMatchObject({
      name: "Ikaze Training Room",
      address: { streetAddress: "KG 7 Ave, Kacyiru", addressLocality: "Kigali", addressCountry: "RW" },
    });
    expect(eventLocation("Sarit Expo Centre, Nairobi, Kenya")).toMatchObject({
      name: "Sarit Expo Centre",
      address: { addressLocality: "Nairobi", addressCountry: "KE" },
    });
    expect(eventLocation("Musanze")).toMatchObject({ name: "Musanze", address: { addressLocality: "Musanze" } });
    expect(eventLocation("")).toMatchObject({ name: "Ikaze Travel & Consultancy Ltd", address: { addressLocality: "Kigali" } });
  });
});

describe("one price per event", () => {
  const row = (extra: Partial<Event> = {}): Event =>
    ({
      id: "00000000-0000-4000-8000-000000000001",
      slug: "forum",
      title: "Forum",
      image: "",
      description: "",
      place: "",
      startDate: new Date(forum.startDate),
      endDate: new Date(forum.endDate),
      price: "220",
      price1: "220",
      price2: "430",
      price3: "630",
      price4: "820",
      price5: "1000",
      fees,
      earlyBirdDeadline: new Date(forum.earlyBirdDeadline),
      capacity: 300,
      isApproved: true,
      authorId: null,
      createdAt: new Date(forum.createdAt),
      updatedAt: new Date(forum.createdAt),
      ...extra,
    }) as unknown as Event;

  it("the API's price and price1 are the fee that applies today, the same 'from' figure the pages show", () => {
    expect(serializeEvent(row(), beforeDeadline)).toMatchObject({ price: 120, price1: 120, price2: 430 });
    expect(serializeEvent(row(), afterDeadline)).toMatchObject({ price: 150, price1: 150 });
    expect(feeSummary(forum, beforeDeadline)).toEqual({ amount: 120, from: true });
    expect(feeSummary(forum, afterDeadline)).toEqual({ amount: 150, from: true });
  });

  it("without a fee table the stored tiers are answered as they are", () => {
    expect(serializeEvent(row({ fees: null }), beforeDeadline)).toMatchObject({ price: 220, price1: 220 });
  });
});

describe("posts and the company", () => {
  it("a post names its author (or the company) and its publisher, with Kigali times", () => {
    const post = { slug: "p", title: "P", image: "", body: "<p>Hi</p>", createdAt: "2027-01-04T08:00:00.000Z", updatedAt: "2027-01-05T08:00:00.000Z" };
    expect(blogPostingJsonLd({ ...post, authorName: "Aline Mukamana" })).toMatchObject({
      author: { "@type": "Person", name: "Aline Mukamana" },
      publisher: { "@type": "Organization", name: "Ikaze Travel & Consultancy Ltd" },
      datePublished: "2027-01-04T10:00:00+02:00",
    });
    expect(blogPostingJsonLd({ ...post, authorName: null }).author).toMatchObject({ "@type": "Organization", name: "Ikaze Travel & Consultancy Ltd" });
  });

  it("texts say the language they are written in (English until translated, whatever the page's interface); the company knows three", () => {
    const post = {
      slug: "p",
      title: "P",
      image: "",
      body: "<p>Hi</p>",
      createdAt: "2027-01-04T08:00:00.000Z",
      updatedAt: "2027-01-05T08:00:00.000Z",
      authorName: null,
    };
    expect(blogPostingJsonLd(post).inLanguage).toBe("en");
    expect(blogPostingJsonLd({ ...post, language: "fr" }).inLanguage).toBe("fr");
    expect(eventJsonLd(forum, beforeDeadline).inLanguage).toBe("en");
    expect(eventJsonLd({ ...forum, language: "rw" }, beforeDeadline).inLanguage).toBe("rw");
    expect(travelAgencyJsonLd().knowsLanguage).toEqual(["en", "fr", "rw"]);
  });

  it("the company's address has no made-up postcode", () => {
    const { address } = travelAgencyJsonLd() as { address: Record<string, string> };
    expect(address).not.toHaveProperty("postalCode");
    expect(address).toMatchObject({ streetAddress: "KG 7 Ave, Kacyiru", addressLocality: "Kigali", addressRegion: "Kigali City", addressCountry: "RW" });
  });
});

describe("tour list pages for search engines", () => {
  it("a sort order is the unsorted list's page; one facet is a page of its own; two are not indexed", () => {
    expect(tourListSeo({ ...DEFAULT_FILTERS, sort: "newest" })).toEqual({ heading: null, canonical: "/tours", indexable: true });
    expect(tourListSeo({ ...DEFAULT_FILTERS, sort: "price-low" }, 2)).toMatchObject({ canonical: "/tours/page/2" });
    expect(tourListSeo({ ...DEFAULT_FILTERS, duration: "one-day", sort: "newest" })).toEqual({
      heading: "One-day tours in Rwanda",
      canonical: "/tours/duration/one-day",
      indexable: true,
    });
    expect(tourListSeo({ ...DEFAULT_FILTERS, price: "under-250" }).heading).toBe("Tours under $250 in Rwanda");
    expect(tourListSeo({ duration: "2-3", price: "250-1000", sort: "featured" })).toEqual({
      heading: "Tours of 2 to 3 days from $250 to $999 in Rwanda",
      canonical: "/tours/duration/2-3/price/250-1000",
      indexable: false,
    });
  });
});
