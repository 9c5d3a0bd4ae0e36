/**
 * Whether an error means the database cannot be reached right now (restarting, failing over, a
 * network cut) rather than a bug: the request is answered 503 "try again", not 500. postgres.js
 * names its connection failures in `code`; PostgreSQL's own are SQLSTATE class 08 (connection
 * exception) and 57P01-57P03 (shutting down, starting up). Drizzle wraps them in `cause`.
 */
const CONNECTION_CODES = new Set([
  "QUERY_DEADLINE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (CONNECTION_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)) return true;
  }
  return false;
}

/** What forms show (the API's `error`), and the page's words: they keep what was typed. */
export const DATABASE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a minute.";
/** Retry-After of every answer given while the database is unreachable (pages and API). */
export const RETRY_AFTER_SECONDS = 60;
