import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js";

/**
 * Countries whose phone numbers may book and pay online (spec §5: the booking box checks the
 * number against a list; other numbers are asked to contact the office). Client-safe.
 */
export const ONLINE_BOOKING_COUNTRIES: readonly CountryCode[] = [
  // East Africa and neighbours
  "RW",
  "UG",
  "KE",
  "TZ",
  "BI",
  "CD",
  "ET",
  "SS",
  "ZA",
  "NG",
  "GH",
  // Europe
  "GB",
  "IE",
  "FR",
  "DE",
  "BE",
  "NL",
  "LU",
  "CH",
  "AT",
  "IT",
  "ES",
  "PT",
  "SE",
  "NO",
  "DK",
  "FI",
  "PL",
  "CZ",
  // Americas, Asia-Pacific, Middle East
  "US",
  "CA",
  "AU",
  "NZ",
  "JP",
  "KR",
  "CN",
  "IN",
  "SG",
  "AE",
  "QA",
  "IL",
];

export const PHONE_REQUIRED = "Your phone is required.";
export const PHONE_INVALID = "Please enter a valid phone number, with the country code if it is not Rwandan (e.g. +250 788 123 456).";
/** Spec §5 worded correctly (the old text said the number "is allowed at the office"). */
export const officeOnlyMessage = (n: string) => `That number ${n} is only accepted at the office, please contact us`;

export type PhoneCheck = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A typed number. Digits typed with their country code but without "+" (250788777222,
 * 4930901820) are read as international when that makes a valid number; anything else is read in
 * `country` (a number with "+" keeps its own code).
 */
export function parseTypedPhone(raw: string, country: CountryCode): PhoneNumber | undefined {
  const digits = raw.replace(/[\s().-]/g, "");
  if (/^[1-9]\d{6,14}$/.test(digits)) {
    const international = parsePhoneNumberFromString(`+${digits}`);
    if (international?.isValid()) return international;
  }
  return parsePhoneNumberFromString(raw, country);
}

/** Parses a number (Rwandan when it has no country code) and checks it may book online. */
export function checkBookingPhone(raw: string): PhoneCheck {
  const value = raw.trim();
  if (!value) return { ok: false, message: PHONE_REQUIRED };
  const parsed = value.length <= 40 ? parseTypedPhone(value, "RW") : undefined;
  if (!parsed || !parsed.isValid()) return { ok: false, message: PHONE_INVALID };
  if (!parsed.country || !ONLINE_BOOKING_COUNTRIES.includes(parsed.country)) {
    return { ok: false, message: officeOnlyMessage(parsed.formatInternational()) };
  }
  return { ok: true, e164: parsed.number };
}

/**
 * A stored number as people read it ("+250 788 123 456"): numbers are stored in E.164, older rows
 * and messages as typed; what cannot be read as a number is shown as it is.
 */
export function readablePhone(stored: string): string {
  const value = stored.trim();
  if (!value) return "";
  const parsed = value.length <= 40 ? parseTypedPhone(value, "RW") : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : value;
}
