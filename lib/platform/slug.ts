/**
 * URL slugs made from titles: lower-case ASCII words joined by hyphens, accents folded
 * ("Café à Kigali" → "cafe-a-kigali"). Uniqueness is the caller's job (see uniqueSlug).
 */
export function slugify(title: string, maxLength = 80): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // "King's" is one word: an apostrophe joins, it does not split.
    .replace(/['’ʼ]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = slug.slice(0, maxLength).replace(/-+$/g, "");
  return cut || "item";
}

/**
 * The first free slug for a title: "title", then "title-2", "title-3" … `taken` answers which of
 * the candidates already exist (one query for the base and its numbered variants).
 */
export async function uniqueSlug(title: string, taken: (base: string) => Promise<string[]>): Promise<string> {
  const base = slugify(title);
  const used = new Set(await taken(base));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** True for a string shaped like a UUID (our ids), so a slug is never sent to a uuid column. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * True when a path segment can be looked up as a slug or an id at all: at most 200 characters and
 * no control characters or lone surrogates (PostgreSQL refuses NUL in text). Anything else is
 * simply "not found", never a database error.
 */
export function isLookupKey(value: string): boolean {
  return value.length <= 200 && !/[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);
}
