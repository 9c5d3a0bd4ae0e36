import "server-only";
import { getCountries, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

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

/** The number in international form (+250 788 …), or undefined when it cannot be a phone number. */
export function normalisePhone(input: string, country: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(input, country);
  return parsed?.isPossible() ? parsed.formatInternational() : undefined;
}
