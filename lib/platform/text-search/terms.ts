/**
 * What a staff member typed into the dashboard search, as the words the search texts hold
 * (lib/platform/db/schema.ts `searchText`): lower case; a booking reference without its `IKZ-` prefix (the
 * text holds the booking's id); a phone number as its digits, without the trunk `0` or the
 * country code 250, so that "0788 123 456", "+250 788 123 456" and "788123456" find each other.
 * Client-safe: the search box uses it to decide when to ask.
 */
export const MIN_TERM = 3;
const MAX_TERMS = 6;

const PHONE = /^\+?[\d\s().-]+$/;

function phoneDigits(v: string): string {
  const d = v.replace(/\D+/g, "");
  return d.startsWith("250") && d.length > 9 ? d.slice(3) : d.startsWith("0") ? d.slice(1) : d;
}

export function searchTerms(q: string): string[] {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  // A whole phone number, spaces and all, is one term.
  if (PHONE.test(text) && text.replace(/\D/g, "").length >= 6) return [phoneDigits(text)];
  const words = text
    .split(/\s+/)
    .map((w) => w.replace(/^ikz-/, ""))
    .map((w) => (/^\+?\d[\d().-]*$/.test(w) && w.replace(/\D/g, "").length >= 6 ? phoneDigits(w) : w))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** Whether the terms can be looked up: at least one long enough for the trigram index. */
export const searchable = (terms: string[]) => terms.some((t) => t.length >= MIN_TERM);
