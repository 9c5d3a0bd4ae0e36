import type { Locale } from "@/lib/content/i18n/locales";
import { faqSections, type FaqSection } from "./en";
import { faqSectionsFr } from "./fr";
import { faqSectionsRw } from "./rw";

export { COVID_TEST_PRICE_USD, COVID_TEST_VALIDITY_HOURS, faqSections, type FaqEntry, type FaqSection } from "./en";

/** The FAQ in each language: the same sections and questions, in the same order. */
export const FAQ_BY_LANGUAGE: Record<Locale, FaqSection[]> = { en: faqSections, fr: faqSectionsFr, rw: faqSectionsRw };
