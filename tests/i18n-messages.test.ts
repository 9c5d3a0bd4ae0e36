import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { LOCALES, localePath, splitLocalePath } from "@/lib/i18n/locales";
import { MESSAGES, formatter, translator } from "@/lib/i18n/messages";
import { pageMetadata } from "@/lib/seo/metadata";

/** Every key of a messages tree, as "a.b.c". */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "object" && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
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
    // Argument names (a plural's branches, "{1 traveller}", are text, not arguments).
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const key of reference) {
      const text = leaf(MESSAGES[locale], key);
      expect(typeof text === "string" && text.trim().length > 0, `${locale} ${key}`).toBe(true);
      // Parses (a stray brace would break the page at run time, not at build time).
      expect(() => new IntlMessageFormat(text as string, locale), `${locale} ${key}`).not.toThrow();
      expect(placeholders(text as string), `${locale} ${key}`).toEqual(placeholders(leaf(MESSAGES.en, key) as string));
    }
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
