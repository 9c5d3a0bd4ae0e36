import { describe, expect, it } from "vitest";
import { isCurrent } from "@/components/site/nav-links";
import { listPageNumber, pageHref } from "@/components/site/page-links";
import { previewablePath } from "@/app/(site)/preview/paths";
import { FAQ_BY_LANGUAGE, faqSections, type FaqSection } from "@/lib/content/faq";
import { blogPostingJsonLd, eventJsonLd, touristTripJsonLd, travelAgencyJsonLd } from "@/lib/content/seo/json-ld";
import { absoluteUrl, pageMetadata } from "@/lib/content/seo/metadata";
import { SERVICES_BY_LANGUAGE, findService, services, type Service } from "@/lib/content/services";
import { partyLabel, priceRange, priceTiers } from "@/lib/booking/orders/party-prices";

describe("tour prices", () => {
  const prices = { price1: 890, price2: 1240, price3: 0, price4: 1920, price5: 0 };

  it("offers the tiers with a price and hides the ones at 0", () => {
    expect(priceTiers(prices)).toEqual([
      { people: 1, total: 890, perPerson: 890 },
      { people: 2, total: 1240, perPerson: 620 },
      { people: 4, total: 1920, perPerson: 480 },
    ]);
    expect(priceRange(prices)).toEqual({ low: 890, high: 1920 });
    expect(priceRange({ price1: 0, price2: 0, price3: 0, price4: 0, price5: 0 })).toBeNull();
    expect(partyLabel(1)).toBe("1 traveller");
    expect(partyLabel(3)).toBe("3 travellers");
  });
});

describe("services", () => {
  it("has the four built-in services with ids 1 to 4; anything else is not found", () => {
    expect(services.map((s) => [s.id, s.title])).toEqual([
      [1, "Climate and sustainability consulting"],
      [2, "Environmental Conservation"],
      [3, "Policy Analysis and Research"],
      [4, "Interpretation and Translation"],
    ]);
    expect(findService("3")?.title).toBe("Policy Analysis and Research");
    for (const id of ["0", "5", "9", "01", "1.0", "abc", "", "-1"]) expect(findService(id)).toBeNull();
  });

  it("says the same in French and Kinyarwanda: the same ids, pictures, sections and deliverables, and no English left", () => {
    const shape = (list: Service[]) => list.map((s) => [s.id, s.image, s.sections.length, s.deliverables.length]);
    const words = (list: Service[]) =>
      list.flatMap((s) => [s.title, s.summary, s.imageAlt, s.intro, ...s.sections.flatMap((x) => [x.heading, x.text]), ...s.deliverables]);
    const english = new Set(words(services));
    for (const locale of ["fr", "rw"] as const) {
      const list = SERVICES_BY_LANGUAGE[locale];
      expect(shape(list), locale).toEqual(shape(services));
      for (const text of words(list)) expect(english.has(text), `${locale}: ${text.slice(0, 40)}`).toBe(false);
      expect(findService("2", locale)?.title).toBe(list[1].title);
      expect(findService("5", locale)).toBeNull();
    }
    expect(findService("1", "fr")?.title).toBe("Conseil en climat et développement durable");
  });
});

describe("FAQ", () => {
  it("has a tourism section and a COVID-19 section with the USD 50 test valid within 120 hours before departure", () => {
    expect(faqSections.map((s) => s.title)).toEqual(["Questions about tourism", "Questions about COVID-19"]);
    const covid = faqSections[1].entries.flatMap((e) => e.answer).join(" ");
    expect(covid).toContain("USD 50");
    expect(covid).toContain("within 120 hours before departure");
  });

  it("says the same in French and Kinyarwanda: the same sections, questions and paragraphs, the same figures", () => {
    const shape = (sections: FaqSection[]) => sections.map((s) => [s.id, s.entries.map((e) => e.answer.length)]);
    for (const locale of ["fr", "rw"] as const) {
      const sections = FAQ_BY_LANGUAGE[locale];
      expect(shape(sections), locale).toEqual(shape(faqSections));
      const covid = sections[1].entries.flatMap((e) => e.answer).join(" ");
      for (const figure of ["50", "120", "24"]) expect(covid, `${locale} ${figure}`).toContain(figure);
      const texts = sections.flatMap((s) => [s.title, s.intro, ...s.entries.flatMap((e) => [e.question, ...e.answer])]);
      const english = new Set(faqSections.flatMap((s) => [s.title, s.intro, ...s.entries.flatMap((e) => [e.question, ...e.answer])]));
      for (const text of texts) expect(english.has(text), `${locale}: ${text.slice(0, 40)}`).toBe(false);
    }
  });
});

describe("list pages and navigation", () => {
  it("reads the page number from the path: none → 1, /page/n → n, anything else → not a page", () => {
    expect(listPageNumber(undefined)).toBe(1);
    expect(listPageNumber([])).toBe(1);
    expect(listPageNumber(["page", "2"])).toBe(2);
    for (const bad of [["page", "1"], ["page", "0"], ["page", "x"], ["2"], ["page", "2", "3"], ["page", "02"]]) expect(listPageNumber(bad)).toBeNull();
    expect(pageHref("/tours", 1)).toBe("/tours");
    expect(pageHref("/tours", 3)).toBe("/tours/page/3");
  });

  it("marks a section current on its own pages and its detail pages", () => {
    expect(isCurrent("/tours", "/tours")).toBe(true);
    expect(isCurrent("/tours", "/tours/page/2")).toBe(true);
    expect(isCurrent("/tours", "/tour/akagera-big-five-safari")).toBe(true);
    expect(isCurrent("/blogs", "/blog/x")).toBe(true);
    expect(isCurrent("/services", "/services/2")).toBe(true);
    expect(isCurrent("/tours", "/events")).toBe(false);
  });

  it("previews only tour, blog and event pages", () => {
    expect(previewablePath("/tour/nyanza-royal-heritage-day")).toBe("/tour/nyanza-royal-heritage-day");
    expect(previewablePath("/blog/a-b_c")).toBe("/blog/a-b_c");
    for (const bad of [null, "", "/account", "//evil.example/tour/x", "https://evil.example/tour/x", "/tour/../account", "/tour/x?y=1", "/tours"]) {
      expect(previewablePath(bad)).toBeNull();
    }
  });
});

describe("search engine data", () => {
  it("builds absolute canonical and social-card URLs from APP_URL", () => {
    expect(absoluteUrl("/tours")).toBe("http://ikaze.test/tours");
    expect(absoluteUrl("https://res.cloudinary.com/x/image.jpg")).toBe("https://res.cloudinary.com/x/image.jpg");
    const meta = pageMetadata({ title: "Tours", description: "d", path: "/tours", image: { url: "/demo/a.jpg", alt: "A" } });
    expect(meta.alternates?.canonical).toBe("http://ikaze.test/tours");
    expect(meta.openGraph).toMatchObject({ url: "http://ikaze.test/tours", images: [{ url: "http://ikaze.test/demo/a.jpg", alt: "A" }] });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
    expect(meta.robots).toBeUndefined();
    expect(pageMetadata({ title: "Draft", description: "d", path: "/tour/x", noIndex: true }).robots).toEqual({ index: false, follow: false });
  });

  it("describes the company, a tour with its price range, a post and an event in schema.org terms", () => {
    expect(travelAgencyJsonLd()).toMatchObject({ "@type": "TravelAgency", "@id": "http://ikaze.test/#organization", url: "http://ikaze.test/" });
    const trip = touristTripJsonLd({
      slug: "akagera",
      title: "Akagera",
      image: "/demo/a.jpg",
      body: "<p>Big <b>five</b></p>",
      location: "Akagera",
      itinerary: [{ day: "Day 1", title: "Plains" }],
      price1: 890,
      price2: 0,
      price3: 1590,
      price4: 0,
      price5: 2250,
    });
    expect(trip).toMatchObject({
      "@type": "TouristTrip",
      description: "Big five",
      offers: { "@type": "AggregateOffer", lowPrice: 890, highPrice: 2250, priceCurrency: "USD" },
      provider: { "@id": "http://ikaze.test/#organization" },
    });
    const noPrice = touristTripJsonLd({
      slug: "x",
      title: "X",
      image: "",
      body: "",
      location: "",
      itinerary: [],
      price1: 0,
      price2: 0,
      price3: 0,
      price4: 0,
      price5: 0,
    });
    expect(noPrice).not.toHaveProperty("offers");

    expect(
      blogPostingJsonLd({
        slug: "p",
        title: "P",
        image: "",
        body: "<p>Hi</p>",
        createdAt: "2026-01-01T00:00:00.000Z",
        updatedAt: "2026-01-02T00:00:00.000Z",
        authorName: null,
      }),
    ).toMatchObject({
      "@type": "BlogPosting",
      headline: "P",
      datePublished: "2026-01-01T02:00:00+02:00",
      dateModified: "2026-01-02T02:00:00+02:00",
    });
    const free = { slug: "e", title: "E", image: "", description: "", place: "Kigali", price: 0, price1: 0, fees: null, earlyBirdDeadline: null };
    expect(
      eventJsonLd({ ...free, startDate: "2027-01-01T08:00:00.000Z", endDate: "2027-01-01T16:00:00.000Z", createdAt: "2026-01-01T00:00:00.000Z" }),
    ).toMatchObject({
      "@type": "Event",
      isAccessibleForFree: true,
      location: { name: "Kigali" },
    });
  });
});
