import { describe, expect, it } from "vitest";
import { MESSAGES } from "@/lib/content/i18n/messages";
import { sitemapEntries, TRANSLATED_PAGES } from "@/lib/content/i18n/translated-pages";
import { DURATIONS, PRICES, SORTS, tourListSeo, type TourListFilters } from "@/lib/content/tours/list-filters";
import { tourFilterWords, tourListHeading } from "@/lib/content/tours/list-words";
import { eventSupportSchema, ticketSchema } from "@/lib/audience/inquiries/schema";
import { AIR_TICKET_SENT, EVENT_SUPPORT_SENT } from "@/lib/audience/inquiries/service";
import { eventSupportFormWords } from "@/lib/audience/inquiries/event-support-words";
import { EVENT_SUPPORT_FORM_ENGLISH } from "@/components/site/forms/event-support-form";
import { ticketFormWords } from "@/lib/audience/inquiries/ticket-words";
import { SPAM_MESSAGE } from "@/lib/platform/forms/public-form";
import { TICKET_FORM_ENGLISH } from "@/components/site/forms/ticket-form";
import { ERROR_PAGE_ENGLISH } from "@/components/site/site-error";
import { ERROR_PAGE_WORDS } from "@/components/site/error-words";
import { PORTAL_COPY } from "@/lib/content/portal-copy";

/** The shape of a JSON value: its keys and the lengths of its lists, not its words. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

const every = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];
const combinations: TourListFilters[] = every(DURATIONS).flatMap((duration) =>
  every(PRICES).flatMap((price) => every(SORTS).map((sort) => ({ duration, price, sort }))),
);

describe("the tours list's words", () => {
  it("English keeps its headings and filter labels word for word", () => {
    for (const filters of combinations) expect(tourListHeading("en", filters), JSON.stringify(filters)).toBe(tourListSeo(filters).heading);
    const en = tourFilterWords("en");
    expect(en.durations).toEqual(Object.fromEntries(Object.entries(DURATIONS).map(([k, v]) => [k, v.label])));
    expect(en.prices).toEqual(Object.fromEntries(Object.entries(PRICES).map(([k, v]) => [k, v.label])));
    expect(en.sorts).toEqual(Object.fromEntries(Object.entries(SORTS).map(([k, v]) => [k, v.label])));
  });

  it("French and Kinyarwanda name every filtered page in their words", () => {
    const fr = tourListHeading("fr", { duration: "one-day", price: "under-250", sort: "featured" });
    expect(fr).toBe("Circuits d’une journée à moins de 250 $US au Rwanda");
    expect(tourListHeading("rw", { duration: "any", price: "any", sort: "newest" })).toBeNull();
    for (const locale of ["fr", "rw"] as const) {
      for (const filters of combinations) {
        const heading = tourListHeading(locale, filters);
        if (heading) expect(heading).not.toBe(tourListSeo(filters).heading);
      }
      // The options keep the path's values, in the same order.
      const w = tourFilterWords(locale);
      expect(Object.keys(w.durations)).toEqual(Object.keys(DURATIONS));
      expect(Object.keys(w.prices)).toEqual(Object.keys(PRICES));
      expect(Object.keys(w.sorts)).toEqual(Object.keys(SORTS));
    }
  });

  it("its content being English, the tours list keeps the English list as canonical", () => {
    expect(TRANSLATED_PAGES.has("/tours")).toBe(false);
    expect(sitemapEntries("/tours", { priority: 0.8 })).toHaveLength(1);
  });
});

describe("the ticket form's words", () => {
  function schemaMessages(): string[] {
    const long = "x".repeat(121);
    const tries: Record<string, unknown>[] = [
      { fullName: "", email: "", departure: "", destination: "", departureDate: "", arrivalDate: "" },
      { fullName: long, email: "not-an-address", departure: long, destination: long, departureDate: "2027-02-30", arrivalDate: "x" },
      { fullName: "A\u0000b", email: "a@b.c", departure: "K\u0007", destination: "N\u0000", departureDate: "2027-05-10", arrivalDate: "2027-05-01" },
    ];
    return [...new Set(tries.flatMap((t) => ticketSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []))];
  }

  it("English keeps en.json's words; every message the schema gives and the API's answers are translated", () => {
    expect(TICKET_FORM_ENGLISH).toEqual(MESSAGES.en.ticketPage.form);
    expect(ticketFormWords("en")).toBeUndefined();
    expect(MESSAGES.en.airTicket.form.sent).toBe(AIR_TICKET_SENT);
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(12);
    for (const locale of ["fr", "rw"] as const) {
      const { errors } = ticketFormWords(locale)!;
      for (const english of [...messages, SPAM_MESSAGE, AIR_TICKET_SENT]) {
        expect(errors[english], `${locale}: ${english}`).toBeTruthy();
        expect(errors[english]).not.toBe(english);
      }
    }
    expect(ticketFormWords("fr")!.errors["Departure is required."]).toBe("La ville de départ est obligatoire.");
  });
});

describe("the event support form's words", () => {
  function schemaMessages(): string[] {
    const long = (n: number) => "x".repeat(n + 1);
    const tries: Record<string, unknown>[] = [
      { organization: "", names: "", email: "", phone: "", eventType: "", startDate: "", endDate: "", attendees: "", message: "" },
      {
        organization: long(160),
        names: long(120),
        email: "not-an-address",
        phone: "12ab",
        eventType: long(120),
        startDate: "2027-02-30",
        endDate: "x",
        attendees: 0,
        services: long(1000),
        message: long(5000),
      },
      {
        organization: "O\u0000",
        names: "A\u0000b",
        email: "a@b.c",
        phone: long(30),
        eventType: "T\u0007",
        startDate: "2027-05-10",
        endDate: "2027-05-01",
        attendees: 10,
        services: "s\u0000",
        message: "m\u0000",
      },
      {
        organization: "O",
        names: "A b",
        email: "a@b.c",
        phone: "+250 788 000 000",
        eventType: "T",
        startDate: "2027-05-10",
        endDate: "2027-05-01",
        attendees: 10,
        message: "m",
      },
    ];
    return [...new Set(tries.flatMap((t) => eventSupportSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []))];
  }

  it("English keeps en.json's words; every message the schema gives and the API's answer are translated", () => {
    expect(EVENT_SUPPORT_FORM_ENGLISH).toEqual(MESSAGES.en.eventSupportPage.form);
    expect(MESSAGES.en.eventSupportPage.sent).toBe(EVENT_SUPPORT_SENT);
    expect(eventSupportFormWords("en")).toBeUndefined();
    const messages = schemaMessages();
    expect(messages).toContain("The end date cannot be before the start date.");
    expect(messages.length).toBeGreaterThanOrEqual(20);
    for (const locale of ["fr", "rw"] as const) {
      const { errors } = eventSupportFormWords(locale)!;
      for (const english of [...messages, SPAM_MESSAGE, EVENT_SUPPORT_SENT]) {
        expect(errors[english], `${locale}: ${english}`).toBeTruthy();
        expect(errors[english]).not.toBe(english);
      }
    }
  });
});

describe("the error page's and the portal pages' words", () => {
  it("the error page carries en.json's words, and the others' from their files", () => {
    expect(ERROR_PAGE_ENGLISH).toEqual(MESSAGES.en.errorPage);
    expect(ERROR_PAGE_WORDS.fr).toEqual(MESSAGES.fr.errorPage);
    expect(ERROR_PAGE_WORDS.rw).toEqual(MESSAGES.rw.errorPage);
  });

  it("/accommodation and /carrental have the same copy in each language, and read wholly in it", () => {
    for (const [name, copy] of Object.entries(PORTAL_COPY)) {
      for (const locale of ["fr", "rw"] as const) {
        expect(shape(copy[locale]), `${name} ${locale}`).toEqual(shape(copy.en));
        const { path, image, portal } = copy[locale];
        expect([path, image.url, portal.site]).toEqual([copy.en.path, copy.en.image.url, copy.en.portal.site]);
        expect(copy[locale].heading).not.toBe(copy.en.heading);
      }
      expect(TRANSLATED_PAGES.has(copy.en.path)).toBe(true);
    }
    expect(TRANSLATED_PAGES.has("/eventform")).toBe(true);
    expect(sitemapEntries("/ticket", { priority: 0.5 }).map((e) => new URL(e.url).pathname)).toEqual(["/ticket", "/fr/ticket", "/rw/ticket"]);
  });
});
