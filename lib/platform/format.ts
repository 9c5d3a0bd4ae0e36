// Money and text formats. Dates are formatted in lib/platform/dates.ts, in Kigali time.

const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Every amount a person reads (pages, e-mails, PDFs): "$3,980", or "$1,250.50" when there are cents.
 * Prices are USD, so the sign says the currency. Takes the database's numeric strings too.
 */
export function formatUsd(amount: number | string): string {
  const n = Number(amount);
  return (Number.isInteger(Math.round(n * 100) / 100) ? whole : cents).format(n);
}

/** Cuts at a word boundary and adds an ellipsis (list titles: 40 characters, publications: 80). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const kept = (space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd();
  // A cut that ends a sentence needs no ellipsis ("world.…"); a comma or colon gives way to it.
  if (/[.!?]["'”)]?$/.test(kept)) return kept;
  return `${kept.replace(/[,;:–—-]+$/, "").trimEnd()}…`;
}

/** Plain text of stored (sanitized) HTML, for excerpts and meta descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The 130-character excerpt of spec §9. */
export const excerpt = (html: string, max = 130) => truncate(plainText(html), max);

/** Rwandan francs: no minor unit. Client-safe. */
const rwf = new Intl.NumberFormat("en-RW", { style: "currency", currency: "RWF", maximumFractionDigits: 0 });

/** "RF 187,000". */
export const formatRwf = (francs: number | string) => rwf.format(Number(francs));

/** An amount in its own currency: "RF 187,000", "$1,250.50". */
export function formatMoney(amount: number | string, currency: string): string {
  if (currency === "RWF") return formatRwf(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: Number.isInteger(Number(amount)) ? 0 : 2 }).format(
    Number(amount),
  );
}
