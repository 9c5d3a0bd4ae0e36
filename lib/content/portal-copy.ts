import type { Locale } from "@/lib/content/i18n/locales";
import accommodationEn from "@/content/portals/accommodation.json";
import accommodationFr from "@/content/portals/accommodation.fr.json";
import accommodationRw from "@/content/portals/accommodation.rw.json";
import carrentalEn from "@/content/portals/carrental.json";
import carrentalFr from "@/content/portals/carrental.fr.json";
import carrentalRw from "@/content/portals/carrental.rw.json";

/** The portal pages' copy (/accommodation, /carrental) in each language: the same shape, held together by a test. */
export const PORTAL_COPY = {
  accommodation: { en: accommodationEn, fr: accommodationFr, rw: accommodationRw },
  carrental: { en: carrentalEn, fr: carrentalFr, rw: carrentalRw },
} satisfies Record<string, Record<Locale, unknown>>;
