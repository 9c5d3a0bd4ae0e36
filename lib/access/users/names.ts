/**
 * The name the first administrator gets when ADMIN_NAME is not set: a placeholder, not a person's
 * name, so it is never used to greet anyone.
 */
export const PLACEHOLDER_ADMIN = { firstName: "Site", lastName: "Administrator" } as const;

/** "Aline Mukamana" → first and last name (the last name may hold several words, or none). */
export function splitName(full: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = full.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/** The name to greet a person by: their first name, or null while they carry the placeholder. */
export function greetingName(p: { firstName: string; lastName: string }): string | null {
  if (p.firstName === PLACEHOLDER_ADMIN.firstName && p.lastName === PLACEHOLDER_ADMIN.lastName) return null;
  return p.firstName.trim() || null;
}
