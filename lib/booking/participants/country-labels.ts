import "server-only";
import type { CountryCode } from "libphonenumber-js";
import type { Locale } from "@/lib/platform/db/enums";
import { COUNTRIES } from "./countries";

/**
 * Kinyarwanda names of the countries most registrants come from: Intl has no Kinyarwanda region
 * names but Rwanda's, so the other countries keep their English name. Written without a native
 * speaker: to be reviewed with the site's other Kinyarwanda words.
 */
export const KINYARWANDA_COUNTRIES: Partial<Record<CountryCode, string>> = {
  RW: "U Rwanda",
  BI: "Uburundi",
  CD: "Repubulika Iharanira Demokarasi ya Kongo",
  CG: "Repubulika ya Kongo",
  UG: "Uganda",
  TZ: "Tanzaniya",
  KE: "Kenya",
  SS: "Sudani y’Epfo",
  ET: "Etiyopiya",
  SO: "Somaliya",
  NG: "Nijeriya",
  GH: "Gana",
  SN: "Senegali",
  CM: "Kameruni",
  ZA: "Afurika y’Epfo",
  FR: "Ubufaransa",
  BE: "Ububiligi",
  DE: "Ubudage",
  NL: "Ubuholandi",
  CH: "Ubusuwisi",
  IT: "Ubutaliyani",
  GB: "Ubwongereza",
  US: "Leta Zunze Ubumwe za Amerika",
  CA: "Kanada",
  CN: "Ubushinwa",
  IN: "Ubuhinde",
  JP: "Ubuyapani",
};

export type CountryOption = { code: CountryCode; name: string; label?: string };

/** A country's name in the language, where it has one of its own: Intl's in French, the list above in Kinyarwanda. */
function ownName(locale: Locale, code: CountryCode, names?: Intl.DisplayNames): string | undefined {
  if (locale === "en") return undefined;
  if (locale === "rw") return KINYARWANDA_COUNTRIES[code];
  const label = (names ?? new Intl.DisplayNames(locale, { type: "region" })).of(code);
  return label && label !== code ? label : undefined;
}

/** A country named in the language (its English name where the language has none), as a refusal names it. */
export function countryLabel(locale: Locale, country: { code: CountryCode; name: string }): string {
  return ownName(locale, country.code) ?? country.name;
}

/**
 * The registration form's countries, named in the page's language: Intl's names in French, the list
 * above in Kinyarwanda, English otherwise. The value sent stays the English name.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  if (locale === "en") return COUNTRIES;
  const names = locale === "rw" ? undefined : new Intl.DisplayNames(locale, { type: "region" });
  return COUNTRIES.map((c): CountryOption => {
    const label = ownName(locale, c.code, names);
    return label ? { ...c, label } : c;
  }).sort((a, b) => (a.label ?? a.name).localeCompare(b.label ?? b.name, locale));
}
