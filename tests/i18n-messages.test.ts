import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { LOCALES, localePath, splitLocalePath } from "@/lib/content/i18n/locales";
import { MESSAGES, formatter, translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { primaryNav, isGroup, type NavItem } from "@/components/site/nav-links";
import { sitemapEntries } from "@/lib/content/i18n/translated-pages";
import { bookingWords, orderErrors } from "@/lib/content/i18n/booking-words";
import { ORDER_MESSAGES } from "@/lib/booking/orders/schema";
import { MAX_BOOKING_YEARS } from "@/lib/booking/orders/dates";
import { PHONE_INVALID, PHONE_REQUIRED } from "@/lib/booking/orders/phone";
import { CONTACT_LIMITS, contactSchema } from "@/lib/audience/inquiries/schema";
import { CONTACT_SENT } from "@/lib/audience/inquiries/service";
import { SUBSCRIBE_ANSWER } from "@/lib/audience/mailing-list/service";
import { contactFormWords } from "@/lib/audience/inquiries/contact-words";
import { SPAM_MESSAGE } from "@/lib/platform/forms/public-form";
import { site } from "@/lib/platform/site";
import { CONTACT_FORM_ENGLISH } from "@/components/site/forms/contact-form";
import { SERVICE_CARD_ENGLISH } from "@/components/site/home/service-grid";
import { CAROUSEL_ENGLISH } from "@/components/site/carousel";
import { EVENT_CARD_ENGLISH } from "@/components/site/event-card-view";
import { cardWords } from "@/lib/content/i18n/card-words";
import { TRANSLATED_PAGES } from "@/lib/content/i18n/translated-pages";
import { airTicketSchema } from "@/lib/audience/inquiries/schema";
import { airTicketFormWords } from "@/lib/audience/inquiries/air-ticket-words";
import { AIR_TICKET_FORM_ENGLISH } from "@/components/site/forms/air-ticket-form";

/** Every key of a messages tree, as "a.b.c". */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}
type Ast = ReturnType<IntlMessageFormat["getAst"]>;
/** The names of a message's arguments, in its branches too. */
function argumentNames(ast: Ast): string[] {
  return ast.flatMap((el) => {
    const own = "value" in el && el.type !== 0 ? [String(el.value)] : [];
    const branches = "options" in el ? Object.values(el.options as Record<string, { value: Ast }>).flatMap((o) => argumentNames(o.value)) : [];
    const children = "children" in el ? argumentNames(el.children as Ast) : [];
    return [...own, ...branches, ...children];
  });
}
function leaf(tree: object, key: string): unknown {
  return key.split(".").reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], tree);
}

describe("messages", () => {
  const reference = keys(MESSAGES.en).sort();

  it.each(LOCALES)("%s has every English key and no other", (locale) => {
    expect(keys(MESSAGES[locale]).sort()).toEqual(reference);
  });

  it.each(LOCALES)("%s: every message is a non-empty ICU message with the English one's placeholders", (locale) => {
    // Argument names, read from the parsed message (a plural's or a select's branches, "{1 traveller}", "{booking}", are text, not arguments).
    const placeholders = (text: string) => [...new Set(argumentNames(new IntlMessageFormat(text, "en").getAst()))].sort();
    for (const key of reference) {
      const text = leaf(MESSAGES[locale], key);
      expect(typeof text === "string" && text.trim().length > 0, `${locale} ${key}`).toBe(true);
      // Parses (a stray brace would break the page at run time, not at build time).
      expect(() => new IntlMessageFormat(text as string, locale), `${locale} ${key}`).not.toThrow();
      expect(placeholders(text as string), `${locale} ${key}`).toEqual(placeholders(leaf(MESSAGES.en, key) as string));
    }
  });

  it("the English words of the menus and the footer are the site's, word for word", () => {
    // The footer's English is the company's description and the subscribe answer, word for word.
    expect(MESSAGES.en.footer.about).toBe(site.description);
    expect(MESSAGES.en.footer.subscribed).toBe(SUBSCRIBE_ANSWER);
    const items: NavItem[] = primaryNav.flatMap((i) => (isGroup(i) ? [{ href: "", label: i.label, key: i.key }, ...i.items] : [i]));
    for (const item of items) expect(item.label).toBe(MESSAGES.en.nav[item.key!]);
  });

  it("the home page's English words kept in its client components are en.json's, word for word as before", () => {
    const home = MESSAGES.en.home;
    expect(SERVICE_CARD_ENGLISH).toEqual(home.serviceCard);
    expect(CAROUSEL_ENGLISH).toEqual(home.carousel);
    const { pastEvent, viewEvent, seeDetails } = MESSAGES.en.cards;
    expect(EVENT_CARD_ENGLISH).toEqual({ pastEvent, viewEvent, seeDetails });
    expect(home.tagline).toBe(site.tagline);
  });

  it("the cards' words: English as before, French and Kinyarwanda by Intl", () => {
    const en = cardWords("en");
    expect(en.fromPrice(1240, en.party(2))).toEqual({ before: "From ", price: "$1,240", after: " for 2 travellers" });
    expect([en.length({ amount: 1, unit: "days" }), en.length({ amount: 8, unit: "hours" }), en.days(3)]).toEqual(["1 day", "8 hours", "3 days"]);
    expect(en.date("2027-03-10T08:00:00Z")).toBe("10 Mar 2027");
    expect(en.feeFrom(40)).toBe("from $40");
    const fr = cardWords("fr");
    expect(fr.fromPrice(1240, fr.party(2))).toEqual({ before: "À partir de ", price: expect.stringMatching(/^1\s240\s\$US$/), after: " pour 2 voyageurs" });
    expect(fr.length({ amount: 3, unit: "days" })).toBe("3 jours");
    expect(fr.date("2027-03-10T08:00:00Z")).toBe("10 mars 2027");
    const rw = cardWords("rw");
    expect(rw.length({ amount: 3, unit: "days" })).toBe("Iminsi: 3");
    expect(rw.fromPrice(300, rw.party(1)).before).toBe("Guhera kuri ");
  });

  it("Kinyarwanda has no plural forms beyond =1 and other (Intl has no plural rules for it)", () => {
    for (const key of keys(MESSAGES.rw)) {
      const text = leaf(MESSAGES.rw, key) as string;
      for (const m of text.matchAll(/plural,([^{]*\{)/g)) expect(m[1], key).not.toMatch(/\b(one|two|few|many|zero)\b/);
    }
  });

  it("translates and formats by language", () => {
    expect(translator("fr", "nav")("tours")).toBe("Circuits");
    expect(translator("rw", "site")("languageCurrent", { name: "Kinyarwanda" })).toBe("Kinyarwanda (ururimi urimo)");
    expect(translator("en", "site")("skipToContent")).toBe("Skip to content");
    const day = new Date("2026-12-24T10:00:00Z");
    expect(formatter("fr").dateTime(day, { day: "numeric", month: "long", year: "numeric" })).toBe("24 décembre 2026");
    expect(formatter("en").number(1240, { style: "currency", currency: "USD" })).toBe("$1,240.00");
    expect(formatter("fr").number(1240, { style: "currency", currency: "USD" })).toMatch(/^1\s240,00\s\$US$/);
  });
});

describe("language paths", () => {
  it("English keeps today's paths; French and Kinyarwanda are prefixed", () => {
    expect(localePath("en", "/tours")).toBe("/tours");
    expect(localePath("fr", "/tours")).toBe("/fr/tours");
    expect(localePath("rw", "/")).toBe("/rw");
    expect(splitLocalePath("/fr/tour/akagera")).toEqual({ locale: "fr", path: "/tour/akagera" });
    expect(splitLocalePath("/rw")).toEqual({ locale: "rw", path: "/" });
    expect(splitLocalePath("/french-tours")).toEqual({ locale: "en", path: "/french-tours" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
  });
});

describe("canonical and hreflang", () => {
  const base = { title: "Tours", description: "d", path: "/tours" };

  it("a translated page is its own canonical in each language and lists all three plus x-default", () => {
    const fr = pageMetadata({ ...base, locale: "fr", translated: true });
    expect(String(fr.alternates?.canonical)).toMatch(/\/fr\/tours$/);
    const languages = fr.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual(["en", "fr", "rw", "x-default"]);
    expect(languages.en).toMatch(/[^/]\/tours$/);
    expect(languages.rw).toMatch(/\/rw\/tours$/);
    expect(languages["x-default"]).toBe(languages.en);
    expect(fr.openGraph).toMatchObject({ locale: "fr_FR" });
  });

  it("a page whose content is English only names the English page as canonical and has no hreflang", () => {
    const rw = pageMetadata({ ...base, locale: "rw" });
    expect(String(rw.alternates?.canonical)).toMatch(/[^w]\/tours$/);
    expect(rw.alternates?.languages).toBeUndefined();
    expect(pageMetadata(base).alternates).toEqual({ canonical: expect.stringMatching(/\/tours$/) });
  });
});

describe("sitemap entries", () => {
  const entry = { lastModified: "2026-11-01T00:00:00.000Z", changeFrequency: "monthly" as const, priority: 0.6 };

  it("a page with English content only is listed once, in English, without alternates", () => {
    const entries = sitemapEntries("/tour/akagera", entry, false);
    expect(entries).toHaveLength(1);
    expect(entries[0].url).toMatch(/[^/]\/tour\/akagera$/);
    expect(entries[0].alternates).toBeUndefined();
  });

  it("a translated page is listed in each language, each with every language and x-default", () => {
    const entries = sitemapEntries("/faq", entry, true);
    expect(entries.map((e) => new URL(e.url).pathname)).toEqual(["/faq", "/fr/faq", "/rw/faq"]);
    for (const e of entries) {
      expect(Object.keys(e.alternates!.languages!).sort()).toEqual(["en", "fr", "rw", "x-default"]);
      expect(e.alternates!.languages!["x-default"]).toBe(entries[0].url);
    }
  });
});

describe("the booking form's words", () => {
  it("English keeps the schema's messages word for word; French and Kinyarwanda translate each of them", () => {
    const schema = { ...ORDER_MESSAGES, phoneRequired: PHONE_REQUIRED, phoneInvalid: PHONE_INVALID };
    for (const key of Object.keys(schema) as (keyof typeof schema)[]) {
      expect(translator("en", "orderErrors")(key, { years: MAX_BOOKING_YEARS })).toBe(schema[key]);
    }
    expect(orderErrors("en")).toEqual({});
    for (const locale of ["fr", "rw"] as const) {
      const errors = orderErrors(locale);
      expect(Object.keys(errors).sort()).toEqual(Object.values(schema).sort());
      for (const [english, shown] of Object.entries(errors)) expect(shown, english).not.toBe(english);
    }
    expect(orderErrors("fr")[ORDER_MESSAGES.tooFar]).toBe("Les circuits se réservent au plus 2 ans à l’avance.");
  });

  it("labels and party sizes by language, as today in English", () => {
    const tour = { title: "Akagera", price1: 100, price2: 180, price3: 0, price4: 300, price5: 0 };
    const en = bookingWords("en", tour);
    expect([en.people, en.payNow, en.formLabel, en.party[1], en.party[4]]).toEqual([
      "Select Number of People",
      "Pay now",
      "Book Akagera",
      "1 traveller",
      "4 travellers",
    ]);
    const fr = bookingWords("fr", tour);
    expect([fr.payNow, fr.party[1], fr.party[2]]).toEqual(["Payer maintenant", "1 voyageur", "2 voyageurs"]);
    expect(bookingWords("rw", tour).party[4]).toBe("Abagenzi: 4");
  });
});

describe("the contact form's words", () => {
  /** Every message the contact schema gives for what a visitor can type (each field empty, too long, odd). */
  function schemaMessages(): string[] {
    const long = (n: number) => "x".repeat(n + 1);
    const tries = [
      { names: "", email: "", message: "" },
      {
        names: long(CONTACT_LIMITS.names),
        email: "not-an-address",
        subject: long(CONTACT_LIMITS.subject),
        phone: long(CONTACT_LIMITS.phone),
        message: long(CONTACT_LIMITS.message),
      },
      { names: "A\u0000b", email: "a@b.c\u0000", subject: "s\u0007", phone: "12ab", message: "m\u0000" },
    ];
    return [...new Set(tries.flatMap((t) => contactSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []))];
  }

  it("English pages keep the form's English (en.json's, the API's answer word for word); every schema message is translated", () => {
    const { sent, ...labels } = MESSAGES.en.contactForm;
    expect(CONTACT_FORM_ENGLISH).toEqual(labels);
    expect(sent).toBe(CONTACT_SENT);
    expect(MESSAGES.en.sent.subscribeText).toBe(SUBSCRIBE_ANSWER);
    expect(contactFormWords("en")).toBeUndefined();
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(10);
    for (const locale of ["fr", "rw"] as const) {
      const { errors } = contactFormWords(locale)!;
      for (const english of messages) {
        expect(errors[english], `${locale}: ${english}`).toBeTruthy();
        expect(errors[english]).not.toBe(english);
      }
    }
    // What the service answers a form sent faster than a person types (the schema does not give it).
    expect(contactFormWords("rw")!.errors[SPAM_MESSAGE]).toBe("Ubutumwa bwawe ntibwoherejwe. Ongera ugerageze.");
    expect(contactFormWords("fr")!.errors[`Full name may be at most ${CONTACT_LIMITS.names} characters.`]).toBe("Nom complet : 120 caractères au plus.");
  });

  it("/contact reads wholly in each language: in the sitemap three times, with alternates", () => {
    expect(sitemapEntries("/contact", { priority: 0.6 }).map((e) => new URL(e.url).pathname)).toEqual(["/contact", "/fr/contact", "/rw/contact"]);
  });

  it("the home page, the services and /about read wholly in each language: in the sitemap once per language", () => {
    for (const path of ["/", "/services", "/services/1", "/services/4", "/about"]) expect(TRANSLATED_PAGES.has(path), path).toBe(true);
    expect(sitemapEntries("/", { priority: 1 }).map((e) => new URL(e.url).pathname)).toEqual(["/", "/fr", "/rw"]);
    expect(sitemapEntries("/services/2", { priority: 0.7 }).map((e) => new URL(e.url).pathname)).toEqual(["/services/2", "/fr/services/2", "/rw/services/2"]);
  });
});

describe("the air-ticket form's words", () => {
  /** Every message the air-ticket schema gives for what a visitor can type or leave out. */
  function schemaMessages(): string[] {
    const long = (n: number) => "x".repeat(n + 1);
    const tries: Record<string, unknown>[] = [
      { tripType: "return", fullName: "", email: "", phone: "", departureCity: "", destinationCity: "", departureDate: "", returnDate: "" },
      {
        tripType: "both",
        fullName: long(120),
        email: "not-an-address",
        phone: long(30),
        departureCity: long(120),
        destinationCity: long(120),
        departureDate: "2027-02-30",
        numberOfPassengers: 0,
        cabinClass: "deck",
        specialRequests: long(2000),
      },
      {
        fullName: "A\u0000b",
        email: "a@b.c",
        phone: "12ab",
        departureCity: "K\u0007",
        destinationCity: "N\u0000",
        departureDate: "2027-05-10",
        returnDate: "2027-05-01",
        specialRequests: "s\u0000",
      },
    ];
    return [...new Set(tries.flatMap((t) => airTicketSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []))];
  }

  it("English keeps en.json's words; every message the schema gives is translated in French and Kinyarwanda", () => {
    expect(AIR_TICKET_FORM_ENGLISH).toEqual(MESSAGES.en.airTicket.form);
    expect(airTicketFormWords("en")).toBeUndefined();
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThanOrEqual(15);
    for (const locale of ["fr", "rw"] as const) {
      const { errors } = airTicketFormWords(locale)!;
      for (const english of messages) {
        expect(errors[english], `${locale}: ${english}`).toBeTruthy();
        expect(errors[english]).not.toBe(english);
      }
    }
    expect(airTicketFormWords("fr")!.errors["Departure city may be at most 120 characters."]).toBe("Ville de départ : 120 caractères au plus.");
  });
});

describe("the payment API's refusals on /pay", () => {
  it("English keeps the API's messages word for word; French and Kinyarwanda translate each of them", async () => {
    const { PAY_REFUSALS_ENGLISH, payRefusals } = await import("@/components/site/payment/payment-words");
    const { providerDown } = await import("@/lib/booking/payments/mobile-service");
    const english = Object.values(MESSAGES.en.payRefusals).filter((m) => !m.includes("{"));
    expect(english.sort()).toEqual([...PAY_REFUSALS_ENGLISH, "Too many payment attempts. Please wait a few minutes and try again."].sort());
    expect(payRefusals("en")).toEqual({});
    for (const locale of ["fr", "rw"] as const) {
      const shown = payRefusals(locale);
      expect(Object.keys(shown).sort()).toEqual([...english, providerDown("momo"), providerDown("airtel")].sort());
      for (const [message, words] of Object.entries(shown)) expect(words, message).not.toBe(message);
    }
    expect(payRefusals("fr")[providerDown("momo")]).toBe(
      "MTN MoMo n’a pas pu être joint. Réessayez dans un instant, ou choisissez un autre moyen de paiement.",
    );
  });
});

describe("the event page's and the registration form's words", () => {
  const long = (n: number) => "x".repeat(n + 1);

  it("English keeps en.json's words word for word: English pages send no copy", async () => {
    const { REGISTRATION_FORM_ENGLISH } = await import("@/components/site/registration/registration-form");
    const { FEE_TABLE_ENGLISH } = await import("@/components/site/registration/form-words");
    const { registrationFormWords } = await import("@/components/site/registration/registration-words");
    expect(REGISTRATION_FORM_ENGLISH).toEqual(MESSAGES.en.registration.form);
    expect(FEE_TABLE_ENGLISH).toEqual(MESSAGES.en.eventPage.fees);
    expect(registrationFormWords("en")).toBeUndefined();
  });

  it("every message the registration schema and API give is shown in French and Kinyarwanda", async () => {
    const { registrationFormSchema } = await import("@/lib/booking/participants/schema");
    const { registrationFormWords } = await import("@/components/site/registration/registration-words");
    const { sayIn } = await import("@/components/site/registration/form-words");
    const { eventFull, eventStarted } = await import("@/lib/booking/orders/seats");
    const { TOO_MANY_FREE_REGISTRATIONS } = await import("@/lib/booking/participants/service");
    const { categoryMismatch, priceNotAllowed } = await import("@/lib/booking/participants/schema");
    const { TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } = await import("@/lib/platform/forms/public-form");
    const tries: Record<string, unknown>[] = [
      {
        eventName: "",
        title: null,
        familyName: "",
        firstName: "",
        position: "",
        department: "",
        organization: "",
        address: "",
        town: "",
        phone: "",
        email: "",
      },
      {
        eventName: long(300),
        title: "Sir",
        familyName: long(200),
        firstName: long(200),
        position: long(200),
        department: long(200),
        organization: long(200),
        address: long(500),
        country: long(100),
        town: long(200),
        phone: long(40),
        email: "not-an-address",
        dietRequirements: long(500),
        category: "martian",
      },
      {
        eventName: "a\u0000",
        familyName: "b\u0007",
        firstName: "c\u0000",
        position: "d\u0000",
        department: "e\u0000",
        organization: "f\u0000",
        address: "g\u0000",
        country: "h\u0000",
        town: "i\u0000",
        phone: "j\u0000",
        email: "a@b.c",
        dietRequirements: "k\u0000",
        dataProtection: "false",
      },
    ];
    const schema = [...new Set(tries.flatMap((t) => registrationFormSchema.safeParse(t).error?.issues.map((i) => i.message) ?? []))];
    expect(schema.length).toBeGreaterThanOrEqual(30);
    const refusals = [
      "Please choose a country from the list.",
      "Please enter a valid telephone number.",
      "This event is not open for registration.",
      TOO_MANY_FREE_REGISTRATIONS,
      TOO_FAST_MESSAGE,
      TOO_MANY_MESSAGE,
      eventFull("Green Careers Open Day 2027"),
      eventStarted("Green Careers Open Day 2027"),
      "Many registrations for Green Careers Open Day 2027 are waiting for their e-mail confirmation. Please try again in a few hours.",
      categoryMismatch("Kenya", "african"),
      priceNotAllowed(0),
    ];
    for (const locale of ["fr", "rw"] as const) {
      const words = registrationFormWords(locale)!;
      for (const english of [...schema, ...refusals]) {
        const shown = sayIn(words, english);
        expect(shown, `${locale}: ${english}`).toBeTruthy();
        expect(shown, `${locale}: ${english}`).not.toBe(english);
      }
    }
    const fr = registrationFormWords("fr")!;
    expect(sayIn(fr, eventFull("Forum 2027"))).toBe("Les inscriptions à Forum 2027 sont closes : l’événement est complet.");
    expect(sayIn(fr, "Town may be at most 200 characters.")).toBe("Ville : 200 caractères au plus.");
    expect(sayIn(fr, "An answer nobody mapped.")).toBe("An answer nobody mapped.");
    expect(registrationFormWords("rw")!.paidSent).toContain("iminota 30");
  });
});
