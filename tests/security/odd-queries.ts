/**
 * The query-string half of the bad-input corpus: values no link of ours carries,
 * each already percent-encoded as it travels. Every page and Route Handler that reads a query
 * parameter must answer them without a 5xx (a list falls back to its defaults, a lookup finds
 * nothing, a form says what is wrong). Plain data, no imports: the vitest corpus and the
 * Playwright spec (real HTTP, pages included) both read it.
 */
export const oddQueryValues: [label: string, encoded: string][] = [
  ["NUL", "%00"],
  ["NUL inside", "ab%00cd"],
  ["a bell character", "ab%07"],
  ["a line break", "ab%0D%0Acd"],
  ["DEL", "ab%7F"],
  ["a lone surrogate's UTF-8", "%ED%A0%80"],
  ["bytes that are not UTF-8", "%FF%FE"],
  ["%zz left undecoded", "%zz"],
  ["an emoji", "%F0%9F%98%80"],
  ["5,000 characters", "x".repeat(5000)],
  ["a UUID of nothing", "00000000-0000-4000-8000-000000000000"],
  ["SQL", "'%20or%201%3D1%20--"],
  ["1e308", "1e308"],
];

/** A key repeated with a bad second value, and a key that is itself odd. */
export const oddQueryShapes = (key: string): [label: string, query: string][] => [
  ["the key twice, NUL second", `${key}=a&${key}=%00`],
  ["an array-style key", `${key}[]=%00`],
  ["a NUL key", `%00=${key}`],
];

/**
 * Every page (and redirecting route) that reads a query string, with the keys it reads, for the
 * real-HTTP leg (e2e/bad-query.spec.ts). `staff` pages are visited signed in as an administrator.
 * tests/bad-input-corpus.test.ts checks that every app file reading `searchParams` is listed here
 * or among the Route Handlers of tests/security/input-routes.ts.
 */
export const queryPages: { path: string; keys: string[]; staff?: boolean }[] = [
  { path: "/participant", keys: ["event"] },
  { path: "/sent", keys: ["form", "back", "error"] },
  { path: "/pay/00000000-0000-4000-8000-000000000000", keys: ["payment"] },
  { path: "/myorder/00000000-0000-4000-8000-000000000000", keys: ["payment"] },
  { path: "/tours", keys: ["duration", "price", "sort"] },
  { path: "/preview", keys: ["path"], staff: true },
  { path: "/preview/exit", keys: ["path"] },
  { path: "/auth/login", keys: ["next", "error", "reset"] },
  { path: "/auth/password/forgot", keys: ["sent", "error"] },
  { path: "/auth/password/new/x", keys: ["error"] },
  { path: "/auth/set-new-password/x", keys: ["error"] },
  { path: "/account/users", keys: ["page", "limit", "q"], staff: true },
  { path: "/account/search", keys: ["q", "kind", "page"], staff: true },
  { path: "/account/publications", keys: ["page", "q", "status"], staff: true },
  { path: "/account/audit", keys: ["page", "actor", "action"], staff: true },
  { path: "/account/mail", keys: ["page", "q", "status"], staff: true },
  { path: "/account/subscribers", keys: ["page", "q"], staff: true },
  { path: "/account/translations", keys: ["page", "limit", "kind", "locale", "state"], staff: true },
  { path: "/account/newsletters", keys: ["page"], staff: true },
  { path: "/account/newsletters/00000000-0000-4000-8000-000000000000", keys: ["page"], staff: true },
  { path: "/account/newsletters/00000000-0000-4000-8000-000000000000/preview", keys: ["lang"], staff: true },
  { path: "/maillist/unsubcribe/00000000-0000-4000-8000-000000000000", keys: ["newsletter"] },
  { path: "/account/events", keys: ["page", "q", "status"], staff: true },
  { path: "/account/events/participant", keys: ["page", "event", "payment"], staff: true },
  { path: "/account/news", keys: ["page", "q", "status"], staff: true },
  { path: "/account/news/comment/x", keys: ["page"], staff: true },
  { path: "/account/inbox", keys: ["page", "q", "kind", "status"], staff: true },
  { path: "/account/tour-bookings", keys: ["page", "q", "status"], staff: true },
  { path: "/account/tours", keys: ["page", "q", "status"], staff: true },
  { path: "/account/tours/comment/x", keys: ["page"], staff: true },
  { path: "/account/departures", keys: ["page", "period"], staff: true },
  { path: "/account/tours/view/gorilla-trekking-volcanoes-national-park", keys: ["page", "departures"], staff: true },
];
