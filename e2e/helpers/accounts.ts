/**
 * Staff accounts the e2e server creates before it starts (scripts/e2e-server.mjs). Specs that change
 * an account (block, reset) use the one reserved for them so specs can run in parallel.
 */
export type Account = { email: string; password: string; role: "admin" | "user"; first: string; last: string };

export const ADMIN: Account = { email: "admin@ikaze.test", password: "Admin-pass-2026!", role: "admin", first: "Aline", last: "Mukamana" };
export const EDITOR: Account = { email: "editor@ikaze.test", password: "Editor-pass-2026!", role: "user", first: "Eric", last: "Habimana" };
export const AUTHOR: Account = { email: "author@ikaze.test", password: "Author-pass-2026!", role: "user", first: "Grace", last: "Uwase" };
export const TO_BLOCK: Account = { email: "blockme@ikaze.test", password: "Blockme-pass-2026!", role: "user", first: "Jean", last: "Nshuti" };
export const TO_RESET: Account = { email: "resetme@ikaze.test", password: "Resetme-pass-2026!", role: "user", first: "Diane", last: "Ingabire" };
/** Blocked by the access-control walk (e2e/access-control.spec.ts) after it has taken a session. */
export const ACCESS_BLOCKED: Account = { email: "blocked-access@ikaze.test", password: "Blocked-pass-2026!", role: "user", first: "Paul", last: "Kagabo" };

/** Created by the e2e server; the admin comes from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const SEEDED_STAFF = [EDITOR, AUTHOR, TO_BLOCK, TO_RESET, ACCESS_BLOCKED];
