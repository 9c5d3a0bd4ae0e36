import path from "node:path";
import type { NextRequest } from "next/server";
import type { PgTable } from "drizzle-orm/pg-core";
import { addDays } from "date-fns";
import { kigaliDay } from "../helpers/days";
import { pattern, routeTable, type RouteRow } from "@/lib/platform/api/route-table";
import {
  auditLog,
  newsletterRecipients,
  newsletters,
  comments,
  contentTranslations,
  events,
  fixedTexts,
  mailOutbox,
  news,
  oneTimeTokens,
  orderItems,
  orders,
  paymentAttempts,
  exchangeRates,
  publications,
  subscribers,
  tourDepartures,
  tourItineraryDays,
  tours,
  users,
  visitorMessages,
  participants,
  refunds,
  tickets,
} from "@/lib/platform/db/schema";
import { storedUpload } from "../helpers/content";

/** Items the corpus edits (created once per run), so update routes have something to refuse to change. */
export type Fixtures = {
  tour: string;
  news: string;
  event: string;
  publication: string;
  user: string;
  publishedTourId: string;
  publishedTourSlug: string;
  /** A published tour on departures: two of them, and an order on the first (to move to the second). */
  departureTourId: string;
  departureTourSlug: string;
  departure: string;
  otherDeparture: string;
  departureOrder: string;
  /** A registration for a free event (so any category costs nothing and can be set). */
  participant: string;
  /** Two newsletter drafts: one to edit, one to send (scheduled by the valid body). */
  newsletter: string;
  newsletterToSend: string;
};

/** Any Route Handler: each has its own context type, so the corpus passes its params `as never`. */
type AnyHandler = (req: NextRequest, ctx: never) => Promise<Response>;

/**
 * One line per Route Handler that reads a JSON body: the route as its folder under app/ names it,
 * a body it accepts, the error shape of its 400s, and the tables a refused request must leave as
 * they were. Its method, its caller (anonymous, staff or admin) and its handler come from the route
 * table (lib/platform/api/route-table.ts) and app/. A new input route is one more line here; the corpus
 * (tests/bad-input-corpus.test.ts) does the rest, and fails when a route reading JSON has no line.
 */
type CorpusLine = {
  route: `${"POST" | "PUT" | "PATCH"} /api/${string}`;
  /** Where the 400's messages are: `{ Errors }`, `{ error }` or (forgot-password) `{ message }`. */
  shape: "Errors" | "error" | "message";
  params?: (f: Fixtures) => Record<string, string>;
  valid: (f: Fixtures) => Record<string, unknown>;
  tables: PgTable[];
  /** Hashes a password or waits on purpose: fewer cases. */
  slow?: boolean;
  /** Every answer waits a fixed minimum time and nothing is ever written: send the cases at once. */
  parallel?: boolean;
};

export type InputRoute = Omit<CorpusLine, "route"> & {
  name: string;
  method: "POST" | "PUT" | "PATCH";
  as: "anonymous" | "staff" | "admin";
  handler: AnyHandler;
};

/** The least privileged caller the route table lets in. */
function callerOf(row: RouteRow): InputRoute["as"] {
  if (row.anonymous !== 401 && row.anonymous !== 403 && row.anonymous !== "login") return "anonymous";
  return row.staff === 403 ? "admin" : "staff";
}

const appDir = path.resolve(import.meta.dirname, "../../app");

async function resolve(line: CorpusLine): Promise<InputRoute> {
  const { route, ...rest } = line;
  const [method, url] = route.split(" ") as [InputRoute["method"], string];
  const row = routeTable.find((r) => r.method === method && pattern(r.path) === pattern(url));
  if (!row) throw new Error(`${route}: no such line in lib/platform/api/route-table.ts`);
  const mod = (await import(path.join(appDir, url, "route.ts"))) as Record<string, AnyHandler>;
  if (typeof mod[method] !== "function") throw new Error(`${route}: app${url}/route.ts exports no ${method}`);
  return { ...rest, name: route, method, as: callerOf(row), handler: mod[method] };
}

const cover = storedUpload("/uploads/Tours/0123456789abcdef0123456789abcdef.webp");
const tour = () => ({
  title: "Corpus tour",
  toursBody: "<p>Walk</p>",
  image: cover,
  location: "Musanze",
  price1: "1200",
  price2: 2000,
  departureTime: "06:00",
  tips: ["Boots"],
  itenerary: [{ day: "Day 1", title: "Arrive", body: "Drive north" }],
  featured: true,
});
const event = () => ({
  title: "Corpus event",
  startDate: "2027-03-12T09:00",
  endDate: "2027-03-13T17:00",
  place: "Kigali",
  price: 50,
  fees: { rwandan: { earlyBird: 10, normal: 20 }, african: { earlyBird: 30, normal: 40 }, international: { earlyBird: 50, normal: 60 } },
  earlyBirdDeadline: "2027-03-01",
  capacity: 100,
  description: "<p>Talks</p>",
  image: cover,
});
const article = () => ({ title: "Corpus post", newsBody: "<p>News</p>", image: cover, featured: false });
const publication = () => ({
  title: "Corpus document",
  category: "Press Release",
  pubDocument: storedUpload("/uploads/Publications/0123456789abcdef0123456789abcdef.pdf"),
});
const person = () => ({
  firstName: "Corpus",
  lastName: "Person",
  email: "corpus.person@ikaze.test",
  phoneNumber: "+250 788 123 456",
  organization: "Ikaze",
  role: "user",
});

const content = [auditLog];
const visitor = [visitorMessages, mailOutbox];
const inDays = (n: number, time = "") => kigaliDay(addDays(new Date(), n)) + time;
const started = () => Date.now() - 10_000;
const booking = (f: Fixtures) => ({
  names: "Corpus Traveller",
  email: "corpus.traveller@example.com",
  phoneNumber: "0788 123 456",
  address: "KG 11 Ave",
  location: "Kigali",
  needDate: inDays(30),
  deadline: inDays(29, "T08:30"),
  itemType: "tour",
  itemsArray: [{ id: f.publishedTourId, itemNumber: 2 }],
  startedAt: started(),
});

/** The booking box's body for a departure: the departure gives the date and the pick-up time. */
function departureBooking(f: Fixtures) {
  const body: Record<string, unknown> = { ...booking(f), itemsArray: [{ id: f.departureTourId, itemNumber: 1 }], departureId: f.departure };
  delete body.needDate;
  delete body.deadline;
  return body;
}

const newsletter = () => ({
  subject: "Corpus news",
  preheader: "A line",
  body: "<p>Hello</p>",
  image: "",
  includeTours: true,
  includeNews: false,
  inArchive: true,
});

const lines: CorpusLine[] = [
  { route: "POST /api/auth/login", shape: "error", valid: () => ({ email: "nobody@ikaze.test", password: "wrong-password" }), tables: [users], slow: true },
  {
    route: "POST /api/auth/send-forgot-password",
    shape: "message",
    valid: () => ({ email: "nobody@ikaze.test" }),
    tables: [oneTimeTokens, mailOutbox],
    slow: true,
    parallel: true,
  },
  {
    route: "POST /api/auth/reset-password-account",
    shape: "Errors",
    valid: () => ({ token: "0".repeat(43), password: "a-long-new-password-2027", confirmPassword: "a-long-new-password-2027" }),
    tables: [users, oneTimeTokens],
    slow: true,
  },
  { route: "POST /api/events/create", shape: "Errors", valid: event, tables: [events, ...content] },
  { route: "PUT /api/events/[slug]", shape: "error", params: (f) => ({ slug: f.event }), valid: event, tables: [events, ...content] },
  {
    route: "PUT /api/events/approve/[slug]",
    shape: "error",
    params: (f) => ({ slug: f.event }),
    valid: () => ({ isApproved: "true" }),
    tables: [events, ...content],
  },
  { route: "POST /api/news/create", shape: "Errors", valid: article, tables: [news, ...content] },
  { route: "PUT /api/news/update/[slug]", shape: "error", params: (f) => ({ slug: f.news }), valid: article, tables: [news, ...content] },
  {
    route: "PUT /api/news/publish/[slug]",
    shape: "error",
    params: (f) => ({ slug: f.news }),
    valid: () => ({ isPublished: "true" }),
    tables: [news, ...content],
  },
  { route: "POST /api/tours/create", shape: "Errors", valid: tour, tables: [tours, tourItineraryDays, ...content] },
  { route: "PUT /api/tours/update/[slug]", shape: "error", params: (f) => ({ slug: f.tour }), valid: tour, tables: [tours, tourItineraryDays, ...content] },
  {
    route: "PUT /api/tours/publish/[slug]",
    shape: "error",
    params: (f) => ({ slug: f.tour }),
    valid: () => ({ isPublished: "true" }),
    tables: [tours, ...content],
  },
  {
    route: "POST /api/tours/[slug]/departures",
    shape: "Errors",
    params: (f) => ({ slug: f.tour }),
    valid: () => ({ startsAt: inDays(90, "T07:00"), seats: 8, note: "English-speaking guide" }),
    tables: [tourDepartures, ...content],
  },
  {
    route: "POST /api/tours/[slug]/departures",
    shape: "Errors",
    params: (f) => ({ slug: f.tour }),
    valid: () => ({ series: { from: inDays(100), to: inDays(130), weekdays: [6], time: "07:00", skip: [inDays(107)] }, seats: 12 }),
    tables: [tourDepartures, ...content],
  },
  {
    route: "PATCH /api/tours/[slug]/departures/[id]",
    shape: "error",
    params: (f) => ({ slug: f.departureTourSlug, id: f.departure }),
    valid: () => ({ seats: 300, note: "Bring boots", state: "open" }),
    tables: [tourDepartures, orders, mailOutbox, ...content],
  },
  { route: "POST /api/publications/create", shape: "Errors", valid: publication, tables: [publications, ...content] },
  { route: "PUT /api/publications/[id]", shape: "error", params: (f) => ({ id: f.publication }), valid: publication, tables: [publications, ...content] },
  {
    route: "PUT /api/publications/approve/[id]",
    shape: "error",
    params: (f) => ({ id: f.publication }),
    valid: () => ({ status: "true" }),
    tables: [publications, ...content],
  },
  { route: "POST /api/newsletters", shape: "Errors", valid: newsletter, tables: [newsletters, ...content] },
  { route: "PUT /api/newsletters/[id]", shape: "Errors", params: (f) => ({ id: f.newsletter }), valid: newsletter, tables: [newsletters, ...content] },
  {
    route: "POST /api/newsletters/[id]/send",
    shape: "error",
    params: (f) => ({ id: f.newsletterToSend }),
    valid: () => ({ at: inDays(30, "T09:00") }),
    tables: [newsletters, newsletterRecipients, mailOutbox, ...content],
  },
  { route: "POST /api/users/create", shape: "error", valid: person, tables: [users, oneTimeTokens, mailOutbox, ...content] },
  { route: "PUT /api/users/approve/[id]", shape: "error", params: (f) => ({ id: f.user }), valid: () => ({ isActive: "true" }), tables: [users, ...content] },

  // Visitor forms (each request comes from a new address, so their per-address limit stays out of the way).
  {
    route: "POST /api/contact",
    shape: "error",
    valid: () => ({
      names: "Corpus Visitor",
      email: "visitor@example.com",
      subject: "Trek",
      phone: "0788123456",
      message: "Hello\nthere",
      startedAt: started(),
    }),
    tables: visitor,
  },
  {
    route: "POST /api/airticket",
    shape: "error",
    valid: () => ({
      fullName: "Corpus Flyer",
      email: "flyer@example.com",
      phone: "0788123456",
      departureCity: "Kigali",
      destinationCity: "Nairobi",
      departureDate: inDays(40),
      returnDate: inDays(47),
      numberOfPassengers: "2",
      cabinClass: "economy",
      specialRequests: "",
      startedAt: started(),
    }),
    tables: visitor,
  },
  {
    route: "POST /api/ticket",
    shape: "error",
    valid: () => ({
      fullName: "Corpus Flyer",
      email: "flyer@example.com",
      departure: "Kigali",
      destination: "Dubai",
      departureDate: inDays(40),
      arrivalDate: inDays(47),
      startedAt: started(),
    }),
    tables: visitor,
  },
  {
    route: "POST /api/eventform",
    shape: "error",
    valid: () => ({
      organization: "Corpus Network",
      names: "Corpus Organiser",
      email: "org@example.org",
      phone: "+250788000222",
      eventType: "Conference",
      startDate: inDays(60),
      endDate: inDays(62),
      attendees: "250",
      services: "Venue",
      message: "A conference.",
      startedAt: started(),
    }),
    tables: visitor,
  },
  {
    route: "POST /api/maillist/sendhtml",
    shape: "error",
    valid: () => ({ sendTo: "flyer@example.com", subject: "Air Ticket Inquiry", html: "<p>Kigali to Nairobi</p>" }),
    tables: visitor,
  },
  {
    route: "POST /api/maillist/subscribe",
    shape: "error",
    valid: () => ({ email: "reader@example.com", startedAt: started() }),
    tables: [subscribers, mailOutbox],
  },
  {
    route: "POST /api/comments/create",
    shape: "Errors",
    valid: (f) => ({
      names: "Corpus Reader",
      email: "reader@example.com",
      commentBody: "Lovely",
      slug: f.publishedTourSlug,
      kind: "tours",
      startedAt: started(),
    }),
    tables: [comments, mailOutbox],
  },
  { route: "POST /api/order", shape: "Errors", valid: booking, tables: [orders, orderItems, mailOutbox] },
  { route: "POST /api/order", shape: "Errors", valid: departureBooking, tables: [orders, orderItems, mailOutbox] },
  {
    route: "PUT /api/order/[id]/departure",
    shape: "error",
    params: (f) => ({ id: f.departureOrder }),
    valid: (f) => ({ departureId: f.otherDeparture }),
    tables: [orders, mailOutbox, ...content],
  },
  // After the booking. The fixture order is unpaid: a refund of it is refused whatever the body.
  {
    route: "POST /api/order/[id]/refund",
    shape: "error",
    params: (f) => ({ id: f.departureOrder }),
    valid: () => ({ amount: 25.5, reason: "Goodwill: the guide was late", cancel: false }),
    tables: [refunds, orders, mailOutbox, auditLog],
  },
  { route: "POST /api/check-in", shape: "error", valid: () => ({ code: "7K3M-Q9XD-2HRT" }), tables: [tickets, auditLog] },
  {
    route: "POST /api/check-in/undo",
    shape: "error",
    valid: () => ({ code: "7K3M-Q9XD-2HRT", reason: "Checked in the wrong party" }),
    tables: [tickets, auditLog],
  },
  {
    route: "PUT /api/tours/[slug]/cancellation-policy",
    shape: "error",
    params: (f) => ({ slug: f.tour }),
    valid: () => ({
      steps: [
        { daysBefore: 60, percent: 100 },
        { daysBefore: 14, percent: 25 },
      ],
    }),
    tables: [tours, ...content],
  },
  {
    route: "PUT /api/translations/[kind]/[id]/[locale]",
    shape: "error",
    params: (f) => ({ kind: "tour", id: f.publishedTourId, locale: "fr" }),
    valid: () => ({
      title: "Les gorilles des Virunga",
      toursBody: "<p>Une journée en forêt.</p>",
      itenerary: [{ day: "Jour 1", title: "Départ de Kigali", body: "" }],
      includes: ["Guide"],
      needsReview: true,
    }),
    tables: [contentTranslations, auditLog],
  },
  {
    route: "PUT /api/fixed-texts/[kind]/[key]/[locale]",
    shape: "error",
    params: () => ({ kind: "faq", key: "tourism-1", locale: "fr" }),
    valid: () => ({ question: "Ai-je besoin d'un visa ?", answer: "Oui, pour la plupart des pays.\n\nVérifiez avant de partir.", needsReview: true }),
    tables: [fixedTexts, auditLog],
  },
  {
    route: "PUT /api/events/[slug]/cancellation-policy",
    shape: "error",
    params: (f) => ({ slug: f.event }),
    valid: () => ({ steps: null }),
    tables: [events, ...content],
  },
  // The test gateway's buttons (active in tests: NODE_ENV is not production); no such session is a 404.
  {
    route: "POST /api/v1/payments/test-gateway",
    shape: "error",
    valid: () => ({ sessionId: "TEST0123456789ABCDEF01234567", decision: "cancel" }),
    tables: [paymentAttempts, orders],
  },
  // Mobile money: an order that does not exist is a 404 before any prompt or rate is looked at.
  {
    route: "POST /api/v1/payments/mobile",
    shape: "error",
    valid: () => ({ orderId: "00000000-0000-4000-8000-000000000000", phone: "0781234567", provider: "momo" }),
    tables: [paymentAttempts, orders],
  },
  {
    route: "POST /api/v1/exchange-rate",
    shape: "error",
    valid: () => ({ rate: 1390.5, ratedOn: kigaliDay(new Date()) }),
    tables: [exchangeRates, auditLog],
  },
  {
    route: "PUT /api/participant/category/[id]",
    shape: "error",
    params: (f) => ({ id: f.participant }),
    valid: () => ({ category: "rwandan" }),
    tables: [participants, orders, orderItems, auditLog],
  },
  {
    route: "POST /api/participant/create",
    shape: "Errors",
    valid: (f) => ({
      eventName: f.event,
      title: "Dr.",
      familyName: "Corpus",
      firstName: "Person",
      position: "Researcher",
      department: "Climate",
      organization: "Ikaze",
      address: "KG 7 Ave",
      country: "Rwanda",
      town: "Kigali",
      phone: "0788 123 456",
      email: "corpus.participant@example.rw",
      dietRequirements: "",
      category: "rwandan",
      dataProtection: true,
      startedAt: started(),
    }),
    tables: [participants, orders, orderItems, mailOutbox],
  },
];

export const inputRoutes: InputRoute[] = await Promise.all(lines.map(resolve));

/**
 * One line per Route Handler that reads a query string (the route as its folder under app/ names
 * it) with the keys it reads. The corpus calls each as an administrator, so the values get as far
 * as they can (the database), and gives every key each odd value of tests/security/odd-queries.ts;
 * pages and redirecting routes are listed there (`queryPages`).
 */
type QueryLine = { route: `GET /${string}`; keys: string[]; params?: (f: Fixtures) => Record<string, string> };
export type QueryRoute = Omit<QueryLine, "route"> & { name: string; handler: AnyHandler };

const queryLines: QueryLine[] = [
  { route: "GET /api/tours", keys: ["page", "limit", "q"] },
  { route: "GET /api/news", keys: ["page", "limit", "q"] },
  { route: "GET /api/events", keys: ["page", "limit", "q"] },
  { route: "GET /api/publications", keys: ["page", "limit", "q", "category"] },
  { route: "GET /api/users", keys: ["page", "limit", "q"] },
  { route: "GET /api/newsletters", keys: ["page", "limit"] },
  { route: "GET /api/maillist/unsubcribe/[id]", keys: ["newsletter"], params: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  { route: "GET /api/search", keys: ["q", "kind", "page", "limit"] },
  { route: "GET /api/order", keys: ["page", "limit", "q", "status", "itemType"] },
  { route: "GET /api/comments/[slug]/news", keys: ["page", "limit"], params: (f) => ({ slug: f.news }) },
  { route: "GET /api/comments/[slug]/tours", keys: ["page", "limit"], params: (f) => ({ slug: f.publishedTourSlug }) },
  { route: "GET /api/v1/payments/return", keys: ["orderId", "resultIndicator"] },
  { route: "GET /account/tour-bookings/export", keys: ["q", "status"] },
  { route: "GET /account/events/participant/export", keys: ["event", "payment"] },
];

async function resolveQuery({ route, ...rest }: QueryLine): Promise<QueryRoute> {
  const url = route.split(" ")[1];
  if (!routeTable.some((r) => r.method === "GET" && pattern(r.path) === pattern(url)))
    throw new Error(`${route}: no such line in lib/platform/api/route-table.ts`);
  const mod = (await import(path.join(appDir, url, "route.ts"))) as Record<string, AnyHandler>;
  if (typeof mod.GET !== "function") throw new Error(`${route}: app${url}/route.ts exports no GET`);
  return { ...rest, name: route, handler: mod.GET };
}

export const queryRoutes: QueryRoute[] = await Promise.all(queryLines.map(resolveQuery));
