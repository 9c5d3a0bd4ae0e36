import { FAQ_BY_LANGUAGE } from "@/lib/content/faq";
import { LOCALES, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";
import { site } from "@/lib/platform/site";
import type { FixedTextKind, FixedTextValues } from "./fields";
import { POLICY_EN, TERMS_EN } from "./legal";

/**
 * Every fixed text staff can edit, with the code's default in each language (null: no default, the
 * page reads in English there until staff write one). The code files stay what a fresh site shows.
 */
export type FixedTextEntry<K extends FixedTextKind = FixedTextKind> = {
  kind: K;
  key: string;
  /** The English name in the back office's list. */
  label: string;
  /** The public page that shows it (English path). */
  path: string;
  defaults: Record<Locale, FixedTextValues<K> | null>;
};

const byLocale = <T>(make: (locale: Locale) => T | null): Record<Locale, T | null> =>
  Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as Record<Locale, T | null>;

/**
 * The FAQ: each section's title and intro (key: the section's id), then its entries (key: the
 * section and the entry's place there, "tourism-1"), in the page's order.
 */
const faqEntries: (FixedTextEntry<"faq-section"> | FixedTextEntry<"faq">)[] = FAQ_BY_LANGUAGE.en.flatMap((section, s) => [
  {
    kind: "faq-section" as const,
    key: section.id,
    label: section.title,
    path: "/faq",
    defaults: byLocale((l) => {
      const found = FAQ_BY_LANGUAGE[l][s];
      return found ? { title: found.title, intro: found.intro } : null;
    }),
  },
  ...section.entries.map((entry, e) => ({
    kind: "faq" as const,
    key: `${section.id}-${e + 1}`,
    label: entry.question,
    path: "/faq",
    defaults: byLocale((l) => {
      const found = FAQ_BY_LANGUAGE[l][s]?.entries[e];
      return found ? { question: found.question, answer: found.answer.join("\n\n") } : null;
    }),
  })),
]);

const serviceEntries: FixedTextEntry<"service">[] = SERVICES_BY_LANGUAGE.en.map((service, i) => ({
  kind: "service",
  key: String(service.id),
  label: service.title,
  path: `/services/${service.id}`,
  defaults: byLocale((l) => {
    const s = SERVICES_BY_LANGUAGE[l][i];
    return s ? { title: s.title, summary: s.summary, intro: s.intro, imageAlt: s.imageAlt, sections: s.sections.map((x) => ({ heading: x.heading, text: x.text })), deliverables: s.deliverables } : null;
  }),
}));

/** /about from its messages: who we are, mission, vision, then the values (the page lays them out in that order). */
function aboutDefault(locale: Locale): FixedTextValues<"page"> {
  const t = translator(locale, "about");
  return {
    title: t("title"),
    intro: translator(locale, "home")("tagline"),
    sections: [
      { heading: t("whoTitle"), text: `${t("who1", { name: site.name })}\n\n${t("who2")}` },
      { heading: t("mission"), text: t("missionText") },
      { heading: t("vision"), text: t("visionText") },
      ...([1, 2, 3, 4, 5] as const).map((n) => ({ heading: t(`value${n}Name`), text: t(`value${n}Text`) })),
    ],
  };
}

/** The about page's first three sections are placed apart (who we are, mission, vision). */
export const ABOUT_FIXED_SECTIONS = 3;

const pageEntries: FixedTextEntry<"page">[] = [
  { kind: "page", key: "about", label: "About us", path: "/about", defaults: byLocale(aboutDefault) },
  { kind: "page", key: "terms", label: "Terms and Conditions", path: "/terms", defaults: { en: TERMS_EN, fr: null, rw: null } },
  { kind: "page", key: "policy", label: "Privacy Policy", path: "/policy", defaults: { en: POLICY_EN, fr: null, rw: null } },
];

export const FIXED_TEXTS: FixedTextEntry[] = [...faqEntries, ...serviceEntries, ...pageEntries];

export function findFixedText(kind: string, key: string): FixedTextEntry | null {
  return FIXED_TEXTS.find((t) => t.kind === kind && t.key === key) ?? null;
}
