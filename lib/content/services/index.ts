import type { Locale } from "@/lib/content/i18n/locales";
import { services, type Service } from "./en";
import { servicesFr } from "./fr";
import { servicesRw } from "./rw";

export { services, type Service } from "./en";

/** The four services in each language: the same ids, pictures, sections and deliverables, in the same order. */
export const SERVICES_BY_LANGUAGE: Record<Locale, Service[]> = { en: services, fr: servicesFr, rw: servicesRw };

/** A built-in service by its id from the URL, or null for anything else ('Services not found'). */
export function findService(id: string, locale: Locale = "en"): Service | null {
  if (!/^[1-9]\d*$/.test(id)) return null;
  return SERVICES_BY_LANGUAGE[locale].find((s) => s.id === Number(id)) ?? null;
}
