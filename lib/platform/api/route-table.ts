/**
 * THE list of routes: every Route Handler (each method it exports) and every /account page, with
 * the answer each caller gets. Everything else is derived from it:
 *  - `API_ROUTES` below: the methods of each /api path, so the proxy answers a wrong method with 405,
 *    an `Allow` header and a JSON body (lib/platform/api/methods.ts; Next alone answers an empty 405);
 *  - the access walk against the production server (e2e/access-control.spec.ts) and the dashboard's
 *    phone-width walk (e2e/dashboard-phone.spec.ts);
 *  - the bad-input corpus takes each input route's method and caller from here
 *    (tests/security/input-routes.ts).
 * tests/route-table.test.ts fails, naming the line to add, when a route.ts method or an /account
 * page exists that this table lacks, or when a line names nothing that exists.
 *
 * To add a route: one line here, in its module's group, saying who may call it and what an allowed
 * caller gets for an empty request: `open(method, path, status)` (everyone alike), `staff(…)` (any
 * signed-in staff member; anonymous and blocked get 401), `admin(…)` (administrators; staff get
 * 403), `staffPage(path)` / `adminPage(path)` for /account pages, `row(…)` for anything else.
 * Dynamic segments are named after the `AccessFixtures` value the walker puts there (`[tour]`,
 * `[uuid]`, `[missing]`…), catch-alls as `[...name]`. Write requests send `{}` (or no body), so 400
 * means "let in, refused for its body" and nothing is ever written; "login" is a redirect to
 * /auth/login. If the route reads a JSON body, add its valid body to tests/security/input-routes.ts.
 */
export type Expected = number | "login";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type RouteRow = {
  method: Method;
  path: string;
  anonymous: Expected;
  staff: Expected;
  blocked: Expected;
  admin: Expected;
  /** Sent without the caller's session: logout would end the shared test accounts' sessions. */
  withoutSession?: boolean;
};

/** Values for the `[name]` segments: seeded demo content, or ids and slugs that exist nowhere. */
export type AccessFixtures = {
  tour: string;
  news: string;
  event: string;
  publication: string;
  user: string;
  missing: string;
  uuid: string;
  token: string;
  file: string;
};

const row = (method: Method, path: string, anonymous: Expected, staff: Expected, blocked: Expected, admin: Expected): RouteRow => ({
  method,
  path,
  anonymous,
  staff,
  blocked,
  admin,
});

/** Public reads: the same for everyone. */
const open = (method: Method, path: string, status: Expected) => row(method, path, status, status, status, status);
/** Any staff member may; blocked sessions are anonymous. `ok` is the answer to an allowed caller. */
const staff = (method: Method, path: string, ok: Expected) => row(method, path, 401, ok, 401, ok);
/** Administrators only. */
const admin = (method: Method, path: string, ok: Expected) => row(method, path, 401, 403, 401, ok);
/** /account pages. */
const staffPage = (path: string, ok: Expected = 200) => row("GET", path, "login", ok, "login", ok);
const adminPage = (path: string, ok: Expected = 200) => row("GET", path, "login", 403, "login", ok);

export const routeTable: RouteRow[] = [
  // Auth: anyone may call them; `{}` is refused for its body.
  open("POST", "/api/auth/login", 400),
  { ...open("POST", "/api/auth/logout", 200), withoutSession: true },
  open("POST", "/api/auth/reset-password-account", 400),
  open("POST", "/api/auth/send-forgot-password", 400),
  // Would end the shared test accounts' sessions everywhere: checked without a session.
  { ...open("POST", "/api/auth/logout-everywhere", 401), withoutSession: true },
  open("GET", "/api/health", 200),

  // Unknown API paths: JSON 404 whatever the method (app/api/[...path]).
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((m) => open(m, "/api/[...missing]", 404)),

  // Visitor forms: anyone may send; `{}` is refused for its body.
  open("POST", "/api/contact", 400),
  open("POST", "/api/airticket", 400),
  open("POST", "/api/ticket", 400),
  open("POST", "/api/eventform", 400),
  open("POST", "/api/maillist/sendhtml", 400),
  open("POST", "/api/maillist/subscribe", 400),
  open("POST", "/api/maillist/confirm/[uuid]", 404),
  open("GET", "/api/maillist/unsubcribe/[uuid]", 404),
  open("POST", "/api/maillist/unsubcribe/[uuid]", 404),
  staff("GET", "/api/maillist/subcribers", 200),
  staff("GET", "/api/maillist/subcribers/export", 200),
  staff("PUT", "/api/inbox/[uuid]", 400),

  // Newsletters: staff write drafts and send themselves a test; administrators send, pause, resume, cancel.
  staff("GET", "/api/newsletters", 200),
  staff("POST", "/api/newsletters", 400),
  staff("GET", "/api/newsletters/[uuid]", 404),
  staff("PUT", "/api/newsletters/[uuid]", 400),
  staff("DELETE", "/api/newsletters/[uuid]", 404),
  staff("POST", "/api/newsletters/[uuid]/test", 404),
  admin("POST", "/api/newsletters/[uuid]/send", 404),
  admin("POST", "/api/newsletters/[uuid]/pause", 404),
  admin("POST", "/api/newsletters/[uuid]/resume", 404),
  admin("POST", "/api/newsletters/[uuid]/cancel", 404),

  open("POST", "/api/comments/create", 400),
  open("GET", "/api/comments/[news]/news", 200),
  open("GET", "/api/comments/[tour]/tours", 200),
  admin("PUT", "/api/comments/change/[uuid]", 400),
  admin("DELETE", "/api/comments/delete/[uuid]", 404),

  open("POST", "/api/participant/create", 400),
  open("POST", "/api/participant/confirm/[token]", 404),
  staff("GET", "/api/participant/all", 200),
  admin("PUT", "/api/participant/category/[uuid]", 400),

  open("POST", "/api/order", 400),
  staff("GET", "/api/order", 200),
  open("GET", "/api/order/[uuid]", 404),
  admin("PUT", "/api/order/[uuid]", 400),
  admin("PUT", "/api/order/[uuid]/departure", 400),
  // After the booking: the id is the key for the traveller's own reads and cancellation.
  open("GET", "/api/order/[uuid]/cancel", 404),
  open("POST", "/api/order/[uuid]/cancel", 404),
  open("GET", "/api/order/[uuid]/voucher", 404),
  admin("POST", "/api/order/[uuid]/refund", 400),
  admin("POST", "/api/order/[uuid]/refund/made", 404),
  admin("POST", "/api/order/[uuid]/check-in-code", 404),
  staff("POST", "/api/check-in", 400),
  admin("POST", "/api/check-in/undo", 400),
  open("POST", "/api/v1/payments/session", 400),
  open("POST", "/api/v1/payments/bank-transfer", 400),
  open("POST", "/api/v1/payments/test-gateway", 400),
  open("POST", "/api/v1/payments/webhook", 403),
  open("GET", "/api/v1/payments/return", 404),
  open("POST", "/api/v1/payments/mobile", 400),
  open("GET", "/api/v1/payments/mobile/[uuid]", 404),
  staff("POST", "/api/v1/payments/mobile/[uuid]/recheck", 404),
  // Provider callbacks: an unknown provider is a 404; a known one always answers 200 (the body is only a hint).
  open("POST", "/api/v1/payments/mobile/callback/[missing]", 404),
  open("PUT", "/api/v1/payments/mobile/callback/[missing]", 404),
  admin("GET", "/api/v1/exchange-rate", 200),
  admin("POST", "/api/v1/exchange-rate", 400),

  open("GET", "/api/events", 200),
  open("GET", "/api/events/[event]", 200),
  admin("PUT", "/api/events/[missing]", 404),
  admin("DELETE", "/api/events/[missing]", 404),
  admin("PUT", "/api/events/[event]/cancellation-policy", 400),
  admin("PUT", "/api/events/approve/[missing]", 400),
  staff("POST", "/api/events/create", 400),

  open("GET", "/api/news", 200),
  open("GET", "/api/news/[news]", 200),
  staff("POST", "/api/news/create", 400),
  admin("DELETE", "/api/news/delete/[missing]", 404),
  open("GET", "/api/news/five", 200),
  admin("PUT", "/api/news/publish/[missing]", 400),
  admin("PUT", "/api/news/update/[missing]", 404),

  open("GET", "/api/publications", 200),
  open("GET", "/api/publications/[publication]", 200),
  admin("PUT", "/api/publications/[uuid]", 404),
  admin("DELETE", "/api/publications/[uuid]", 404),
  admin("PUT", "/api/publications/approve/[uuid]", 400),
  staff("POST", "/api/publications/create", 400),

  // French and Kinyarwanda versions of news, tours, events and publications: the right to edit the item.
  admin("PUT", "/api/translations/[missing]/[uuid]/[missing]", 404),
  admin("DELETE", "/api/translations/[missing]/[uuid]/[missing]", 404),
  // Staff edits of the FAQ, the services and the fixed pages, per language: administrators.
  admin("PUT", "/api/fixed-texts/[missing]/[missing]/[missing]", 404),
  admin("DELETE", "/api/fixed-texts/[missing]/[missing]/[missing]", 404),
  open("GET", "/api/tours", 200),
  open("GET", "/api/tours/[tour]", 200),
  staff("POST", "/api/tours/create", 400),
  admin("DELETE", "/api/tours/delete/[missing]", 404),
  open("GET", "/api/tours/five", 200),
  admin("PUT", "/api/tours/publish/[missing]", 400),
  admin("PUT", "/api/tours/update/[missing]", 404),
  admin("PUT", "/api/tours/[tour]/cancellation-policy", 400),
  open("GET", "/api/tours/[tour]/departures", 200),
  admin("POST", "/api/tours/[tour]/departures", 400),
  admin("PATCH", "/api/tours/[tour]/departures/[uuid]", 404),
  admin("DELETE", "/api/tours/[tour]/departures/[uuid]", 404),

  staff("POST", "/api/uploads", 400),

  staff("GET", "/api/users", 200),

  // Dashboard search: no `q` is a 400.
  staff("GET", "/api/search", 400),
  admin("PUT", "/api/users/approve/[user]", 400),
  admin("POST", "/api/users/create", 400),

  // Route Handlers outside /api.
  open("GET", "/preview", 400),
  open("GET", "/preview/exit", 307),
  open("GET", "/uploads/[...file]", 404),

  staffPage("/account"),
  adminPage("/account/audit"),
  staffPage("/account/check-in"),
  // The check-in desk's QR decoder (WebAssembly), for browsers without a BarcodeDetector.
  row("GET", "/account/check-in/zxing-reader.wasm", "login", 200, 401, 200),
  staffPage("/account/orders/[uuid]", 404),
  staffPage("/account/events"),
  staffPage("/account/events/create"),
  staffPage("/account/events/view/[event]"),
  staffPage("/account/events/participant"),
  row("GET", "/account/events/participant/export", "login", 200, 401, 200),
  staffPage("/account/inbox"),
  staffPage("/account/inbox/[uuid]", 404),
  adminPage("/account/mail"),
  adminPage("/account/exchange-rate"),
  adminPage("/account/mail/[uuid]", 404),
  staffPage("/account/newsletters"),
  staffPage("/account/newsletters/create"),
  staffPage("/account/newsletters/[uuid]", 404),
  staffPage("/account/newsletters/[uuid]/preview", 404),
  staffPage("/account/news"),
  staffPage("/account/news/create"),
  staffPage("/account/news/view/[news]"),
  staffPage("/account/news/comment/[news]"),
  staffPage("/account/publications"),
  staffPage("/account/publications/create"),
  staffPage("/account/publications/view/[publication]"),
  staffPage("/account/translations"),
  staffPage("/account/fixed-texts"),
  staffPage("/account/fixed-texts/[missing]/[missing]", 404),
  staffPage("/account/tours"),
  staffPage("/account/tours/create"),
  staffPage("/account/tours/view/[tour]"),
  staffPage("/account/tours/comment/[tour]"),
  staffPage("/account/tour-bookings"),
  staffPage("/account/departures"),
  staffPage("/account/departures/[uuid]", 404),
  row("GET", "/account/departures/[uuid]/export", "login", 404, 401, 404),
  // CSV downloads are Route Handlers: the proxy sends anonymous visitors to login, the handler refuses a blocked session.
  row("GET", "/account/tour-bookings/export", "login", 200, 401, 200),
  staffPage("/account/supplier/orders", 307),
  staffPage("/account/search"),
  staffPage("/account/subscribers"),
  staffPage("/account/users"),
  adminPage("/account/users/create"),
  staffPage("/account/users/view/[user]"),
];

/** A path as a pattern, `[]` for every dynamic segment: the table's placeholders and app/'s folder names compare equal. */
export function pattern(path: string): string {
  return path.replace(/\[[^\]]+\]/g, "[]");
}

/**
 * The methods of every /api path (by pattern), catch-alls left out: a path they would serve is
 * passed on to Next, whose catch-all answers the JSON 404.
 */
export const API_ROUTES: Readonly<Record<string, readonly Method[]>> = routeTable
  .filter((r) => r.path.startsWith("/api/") && !r.path.includes("[..."))
  .reduce<Record<string, Method[]>>((table, r) => {
    const key = pattern(r.path);
    table[key] = [...new Set([...(table[key] ?? []), r.method])].sort();
    return table;
  }, {});
