import "server-only";
import { getCountries, type CountryCode } from "libphonenumber-js";
import { parseTypedPhone } from "@/lib/booking/orders/phone";
import type { ParticipantCategory } from "@/lib/platform/db/schema";
import { categoryForCountry } from "@/lib/booking/terms/fees";

/**
 * Countries for the registration form: ISO codes from libphonenumber-js, English names from Intl.
 * Server-only so the browser does not download the phone metadata; the page passes the list down.
 */
const names = new Intl.DisplayNames(["en"], { type: "region" });

export const COUNTRIES: { code: CountryCode; name: string }[] = getCountries()
  .map((code) => ({ code, name: names.of(code) ?? code }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const byName = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c]));
const byCode = new Map(COUNTRIES.map((c) => [c.code as string, c]));

/** A country from its English name or ISO-2 code (any case); undefined when unknown. */
export function findCountry(input: string) {
  const v = input.trim();
  return byCode.get(v.toUpperCase()) ?? byName.get(v.toLowerCase());
}

/**
 * The number in E.164 (+250788…), or undefined when it cannot be a phone number. Digits typed with
 * their country code but without "+" (250788777222) are read as international when they make a
 * valid number that way; otherwise the number is read in the registrant's country.
 */
export function normalisePhone(input: string, country: CountryCode): string | undefined {
  const parsed = parseTypedPhone(input, country);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/**
 * The fee category of an event order's `location`, by a registration's rule: the country it names
 * (the whole text, or its last part: "Kigali, Rwanda"), and Rwanda when it names none, as for a
 * registration sent without a country.
 */
export function categoryOfLocation(location: string): ParticipantCategory {
  const country = findCountry(location) ?? findCountry(location.split(",").at(-1) ?? "");
  return categoryForCountry(country?.code ?? "RW");
}
