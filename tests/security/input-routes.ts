import type { NextRequest } from "next/server";
import type { PgTable } from "drizzle-orm/pg-core";
import { addDays, format } from "date-fns";
import { auditLog, comments, events, mailOutbox, news, oneTimeTokens, orderItems, orders, publications, subscribers, tourItineraryDays, tours, users, visitorMessages, participants } from "@/lib/db/schema";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as forgot } from "@/app/api/auth/send-forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password-account/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { PUT as updateEvent } from "@/app/api/events/[slug]/route";
import { PUT as approveEvent } from "@/app/api/events/approve/[slug]/route";
import { POST as createNews } from "@/app/api/news/create/route";
import { PUT as updateNews } from "@/app/api/news/update/[slug]/route";
import { PUT as publishNews } from "@/app/api/news/publish/[slug]/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as updateTour } from "@/app/api/tours/update/[slug]/route";
import { PUT as publishTour } from "@/app/api/tours/publish/[slug]/route";
import { POST as createPublication } from "@/app/api/publications/create/route";
import { PUT as updatePublication } from "@/app/api/publications/[id]/route";
import { PUT as approvePublication } from "@/app/api/publications/approve/[id]/route";
import { POST as createUser } from "@/app/api/users/create/route";
import { PUT as approveUser } from "@/app/api/users/approve/[id]/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as airTicket } from "@/app/api/airticket/route";
import { POST as ticket } from "@/app/api/ticket/route";
import { POST as eventForm } from "@/app/api/eventform/route";
import { POST as sendHtml } from "@/app/api/maillist/sendhtml/route";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as createComment } from "@/app/api/comments/create/route";
import { POST as placeOrder } from "@/app/api/order/route";
import { POST as register } from "@/app/api/participant/create/route";

/** Items the corpus edits (created once per run), so update routes have something to refuse to change. */
export type Fixtures = {
  tour: string;
  news: string;
  event: string;
  publication: string;
  user: string;
  publishedTourId: string;
  publishedTourSlug: string;
};

/** Any Route Handler: each has its own context type, so the corpus passes its params `as never`. */
type AnyHandler = (req: NextRequest, ctx: never) => Promise<Response>;

/**
 * One line per Route Handler that reads a JSON body: how to call it, a body it accepts, the
 * error shape of its 400s, who calls it, and the tables a refused request must leave as they were.
 * A new input route is one more line here; the corpus (tests/bad-input-corpus.test.ts) does the rest.
 */
export type InputRoute = {
  name: string;
  handler: AnyHandler;
  method: "POST" | "PUT";
  as: "anonymous" | "staff" | "admin";
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

const cover = "/uploads/Tours/0123456789abcdef0123456789abcdef.webp";
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
const publication = () => ({ title: "Corpus document", category: "Press Release", pubDocument: "/uploads/Publications/0123456789abcdef0123456789abcdef.pdf" });
const person = () => ({ firstName: "Corpus", lastName: "Person", email: "corpus.person@ikaze.test", phoneNumber: "+250 788 123 456", organization: "Ikaze", role: "user" });

const content = [auditLog];
const visitor = [visitorMessages, mailOutbox];
const inDays = (n: number, time = "") => format(addDays(new Date(), n), "yyyy-MM-dd") + time;
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

export const inputRoutes: InputRoute[] = [
  { name: "POST /api/auth/login", handler: login, method: "POST", as: "anonymous", shape: "error", valid: () => ({ email: "nobody@ikaze.test", password: "wrong-password" }), tables: [users], slow: true },
  { name: "POST /api/auth/send-forgot-password", handler: forgot, method: "POST", as: "anonymous", shape: "message", valid: () => ({ email: "nobody@ikaze.test" }), tables: [oneTimeTokens, mailOutbox], slow: true, parallel: true },
  { name: "POST /api/auth/reset-password-account", handler: resetPassword, method: "POST", as: "anonymous", shape: "Errors", valid: () => ({ token: "0".repeat(43), password: "a-long-new-password-2027", confirmPassword: "a-long-new-password-2027" }), tables: [users, oneTimeTokens], slow: true },
  { name: "POST /api/events/create", handler: createEvent, method: "POST", as: "staff", shape: "Errors", valid: event, tables: [events, ...content] },
  { name: "PUT /api/events/{slug}", handler: updateEvent, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.event }), valid: event, tables: [events, ...content] },
  { name: "PUT /api/events/approve/{slug}", handler: approveEvent, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.event }), valid: () => ({ isApproved: "true" }), tables: [events, ...content] },
  { name: "POST /api/news/create", handler: createNews, method: "POST", as: "staff", shape: "Errors", valid: article, tables: [news, ...content] },
  { name: "PUT /api/news/update/{slug}", handler: updateNews, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.news }), valid: article, tables: [news, ...content] },
  { name: "PUT /api/news/publish/{slug}", handler: publishNews, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.news }), valid: () => ({ isPublished: "true" }), tables: [news, ...content] },
  { name: "POST /api/tours/create", handler: createTour, method: "POST", as: "staff", shape: "Errors", valid: tour, tables: [tours, tourItineraryDays, ...content] },
  { name: "PUT /api/tours/update/{slug}", handler: updateTour, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.tour }), valid: tour, tables: [tours, tourItineraryDays, ...content] },
  { name: "PUT /api/tours/publish/{slug}", handler: publishTour, method: "PUT", as: "admin", shape: "error", params: (f) => ({ slug: f.tour }), valid: () => ({ isPublished: "true" }), tables: [tours, ...content] },
  { name: "POST /api/publications/create", handler: createPublication, method: "POST", as: "staff", shape: "Errors", valid: publication, tables: [publications, ...content] },
  { name: "PUT /api/publications/{id}", handler: updatePublication, method: "PUT", as: "admin", shape: "error", params: (f) => ({ id: f.publication }), valid: publication, tables: [publications, ...content] },
  { name: "PUT /api/publications/approve/{id}", handler: approvePublication, method: "PUT", as: "admin", shape: "error", params: (f) => ({ id: f.publication }), valid: () => ({ status: "true" }), tables: [publications, ...content] },
  { name: "POST /api/users/create", handler: createUser, method: "POST", as: "admin", shape: "error", valid: person, tables: [users, oneTimeTokens, mailOutbox, ...content] },
  { name: "PUT /api/users/approve/{id}", handler: approveUser, method: "PUT", as: "admin", shape: "error", params: (f) => ({ id: f.user }), valid: () => ({ isActive: "true" }), tables: [users, ...content] },

  // Visitor forms (each request comes from a new address, so their per-address limit stays out of the way).
  { name: "POST /api/contact", handler: contact, method: "POST", as: "anonymous", shape: "error", valid: () => ({ names: "Corpus Visitor", email: "visitor@example.com", subject: "Trek", phone: "0788123456", message: "Hello\nthere", startedAt: started() }), tables: visitor },
  { name: "POST /api/airticket", handler: airTicket, method: "POST", as: "anonymous", shape: "error", valid: () => ({ fullName: "Corpus Flyer", email: "flyer@example.com", phone: "0788123456", departureCity: "Kigali", destinationCity: "Nairobi", departureDate: inDays(40), returnDate: inDays(47), numberOfPassengers: "2", cabinClass: "economy", specialRequests: "", startedAt: started() }), tables: visitor },
  { name: "POST /api/ticket", handler: ticket, method: "POST", as: "anonymous", shape: "error", valid: () => ({ fullName: "Corpus Flyer", email: "flyer@example.com", departure: "Kigali", destination: "Dubai", departureDate: inDays(40), arrivalDate: inDays(47), startedAt: started() }), tables: visitor },
  { name: "POST /api/eventform", handler: eventForm, method: "POST", as: "anonymous", shape: "error", valid: () => ({ organization: "Corpus Network", names: "Corpus Organiser", email: "org@example.org", phone: "+250788000222", eventType: "Conference", startDate: inDays(60), endDate: inDays(62), attendees: "250", services: "Venue", message: "A conference.", startedAt: started() }), tables: visitor },
  { name: "POST /api/maillist/sendhtml", handler: sendHtml, method: "POST", as: "anonymous", shape: "error", valid: () => ({ sendTo: "flyer@example.com", subject: "Air Ticket Inquiry", html: "<p>Kigali to Nairobi</p>" }), tables: visitor },
  { name: "POST /api/maillist/subscribe", handler: subscribe, method: "POST", as: "anonymous", shape: "error", valid: () => ({ email: "reader@example.com", startedAt: started() }), tables: [subscribers, mailOutbox] },
  { name: "POST /api/comments/create", handler: createComment, method: "POST", as: "anonymous", shape: "Errors", valid: (f) => ({ names: "Corpus Reader", email: "reader@example.com", commentBody: "Lovely", slug: f.publishedTourSlug, kind: "tours", startedAt: started() }), tables: [comments, mailOutbox] },
  { name: "POST /api/order", handler: placeOrder, method: "POST", as: "anonymous", shape: "Errors", valid: booking, tables: [orders, orderItems, mailOutbox] },
  { name: "POST /api/participant/create", handler: register, method: "POST", as: "anonymous", shape: "Errors", valid: (f) => ({ eventName: f.event, title: "Dr.", familyName: "Corpus", firstName: "Person", position: "Researcher", department: "Climate", organization: "Ikaze", address: "KG 7 Ave", country: "Rwanda", town: "Kigali", phone: "0788 123 456", email: "corpus.participant@example.rw", dietRequirements: "", category: "rwandan", dataProtection: true, startedAt: started() }), tables: [participants, orders, orderItems, mailOutbox] },
];
