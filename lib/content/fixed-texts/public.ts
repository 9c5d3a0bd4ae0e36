import "server-only";
import { cache } from "react";
import { FAQ_BY_LANGUAGE, type FaqSection } from "@/lib/content/faq";
import type { MetadataRoute } from "next";
import { LOCALES, type Locale } from "@/lib/content/i18n/locales";
import { sitemapEntries } from "@/lib/content/i18n/translated-pages";
import { SERVICES_BY_LANGUAGE, type Service } from "@/lib/content/services";
import { findFixedText } from "./defaults";
import { paragraphs, type FixedTextKind, type FixedTextValues } from "./fields";
import { LEGAL_DEFAULT_UPDATED } from "./legal";
import { publicFixedTexts } from "./queries";

/*
 * What the public pages show of the fixed texts: a staff edit where there is one, else the code's
 * default. Read through the tagged cache, once per render.
 */

const stored = cache((kind: FixedTextKind, locale: Locale) => publicFixedTexts(kind, locale));

/** The FAQ in a language, each section's title and intro and each entry replaced by its edit where there is one. */
export async function faqFor(locale: Locale): Promise<FaqSection[]> {
  const [sectionEdits, edits] = await Promise.all([stored("faq-section", locale), stored("faq", locale)]);
  return FAQ_BY_LANGUAGE[locale].map((section) => {
    const head = sectionEdits[section.id]?.fields as FixedTextValues<"faq-section"> | undefined;
    return {
    ...section,
    title: head?.title ?? section.title,
    intro: head?.intro ?? section.intro,
    entries: section.entries.map((entry, i) => {
      const edit = edits[`${section.id}-${i + 1}`]?.fields as FixedTextValues<"faq"> | undefined;
      return edit ? { question: edit.question, answer: paragraphs(edit.answer) } : entry;
    }),
  };
  });
}

/** The four services in a language, each replaced by its edit where there is one (the picture stays). */
export async function servicesFor(locale: Locale): Promise<Service[]> {
  const edits = await stored("service", locale);
  return SERVICES_BY_LANGUAGE[locale].map((service) => {
    const edit = edits[String(service.id)]?.fields as FixedTextValues<"service"> | undefined;
    return edit ? { ...service, ...edit, imageAlt: edit.imageAlt || service.imageAlt } : service;
  });
}

export async function serviceFor(id: string, locale: Locale): Promise<Service | null> {
  if (!/^[1-9]\d*$/.test(id)) return null;
  return (await servicesFor(locale)).find((s) => s.id === Number(id)) ?? null;
}

export type PageText = FixedTextValues<"page"> & { updated: string };

/** A fixed page in a language: its edit, else its default, else null (no version in that language). */
export async function pageText(key: "about" | "terms" | "policy", locale: Locale): Promise<PageText | null> {
  const edit = (await stored("page", locale))[key];
  if (edit) return { ...(edit.fields as FixedTextValues<"page">), updated: edit.updatedAt.slice(0, 10) };
  const fallback = findFixedText("page", key)?.defaults[locale] as FixedTextValues<"page"> | null | undefined;
  return fallback ? { ...fallback, updated: LEGAL_DEFAULT_UPDATED } : null;
}

/** The languages a fixed page exists in: those with a default or an edit (it follows the data). */
export async function pageLanguages(key: "about" | "terms" | "policy"): Promise<Locale[]> {
  const found = await Promise.all(LOCALES.map(async (l) => ((await pageText(key, l)) ? l : null)));
  return found.filter((l): l is Locale => l !== null);
}

/** /terms and /policy in the sitemap: English, and each language they have a version in, with those alternates. */
export async function legalSitemapEntries(entry: Omit<MetadataRoute.Sitemap[number], "url" | "alternates">): Promise<MetadataRoute.Sitemap> {
  const pages = await Promise.all((["terms", "policy"] as const).map(async (key) => ({ key, languages: await pageLanguages(key) })));
  return pages.flatMap(({ key, languages }) => sitemapEntries(`/${key}`, entry, languages.length > 1, languages));
}
