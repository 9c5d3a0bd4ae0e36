import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
// Lists the browser forms need too live in a plain module (this one pulls drizzle into any bundle).
import {
  DEPARTURE_STATES,
  DURATION_UNITS,
  MAX_DEPARTURE_SEATS,
  ORDER_STATUSES,
  PARTICIPANT_CATEGORIES,
  PARTICIPANT_TITLES,
  REFUND_METHODS,
  REFUND_STATES,
  type CancellationPolicy,
  type OrderStatus,
  type ParticipantCategory,
  LOCALES,
  TRANSLATED_KINDS,
  FIXED_TEXT_KINDS,
  TRANSLATION_LOCALES,
} from "./enums";

/** One schema for PGlite and PostgreSQL. Ids are random UUIDs; money is numeric(12,2) read as a number. */
const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" }).notNull().default(0);
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`ARRAY['No']::text[]`);

/**
 * What the dashboard search (lib/office/search) matches in each table: lower case, phone numbers as digits
 * only, a booking's id (its reference is the id's first block). Each has a trigram GIN index
 * (pg_trgm, shipped with PostgreSQL and with PGlite), so `like '%term%'` on it is an index scan;
 * the queries use these same expressions, which is what lets the planner match them to the index.
 */
type Col = AnyPgColumn;
const digits = (c: Col) => sql`regexp_replace(${c}, '[^0-9]+', '', 'g')`;
export const searchText = {
  orders: (t: { clientNames: Col; clientEmail: Col; clientPhone: Col; id: Col }) =>
    sql`lower(${t.clientNames} || ' ' || ${t.clientEmail} || ' ' || ${digits(t.clientPhone)} || ' ' || (${t.id})::text)`,
  participants: (t: { firstName: Col; familyName: Col; email: Col; phone: Col; organization: Col }) =>
    sql`lower(${t.firstName} || ' ' || ${t.familyName} || ' ' || ${t.email} || ' ' || ${digits(t.phone)} || ' ' || ${t.organization})`,
  visitorMessages: (t: { names: Col; email: Col; phone: Col; subject: Col }) =>
    sql`lower(${t.names} || ' ' || ${t.email} || ' ' || ${digits(t.phone)} || ' ' || ${t.subject})`,
  subscribers: (t: { email: Col }) => sql`lower(${t.email})`,
  tours: (t: { title: Col; location: Col; slug: Col }) => sql`lower(${t.title} || ' ' || ${t.location} || ' ' || ${t.slug})`,
  events: (t: { title: Col; place: Col; slug: Col }) => sql`lower(${t.title} || ' ' || ${t.place} || ' ' || ${t.slug})`,
  news: (t: { title: Col; slug: Col }) => sql`lower(${t.title} || ' ' || ${t.slug})`,
};
// fastupdate off: every write goes straight into the index. PGlite has no autovacuum to flush a pending
// list, and a long one makes the planner fall back to reading the whole table.
const trigramIndex = (name: string, text: SQL) =>
  index(name)
    .using("gin", sql`(${text}) gin_trgm_ops`)
    .with({ fastupdate: false });

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    role: text("role", { enum: ROLES }).notNull().default("user"),
    phoneNumber: text("phone_number").notNull().default(""),
    organization: text("organization").notNull().default(""),
    isActive: boolean("is_active").notNull().default(true),
    /** Null until the invited user sets a password. */
    passwordHash: text("password_hash"),
    /** Bumped to end every open session (password reset, block). Carried in the JWT as `sv`. */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_created_at_idx").on(t.createdAt)],
);

export const news = pgTable(
  "news",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** The cover, always `images[0]` when there are images (kept for the lists and old clients). */
    image: text("image").notNull().default(""),
    /** Every image of the post in order; empty on posts stored before galleries (the cover alone). */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    newsBody: text("news_body").notNull().default(""),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    isPublished: boolean("is_published").notNull().default(false),
    /** Set by staff: shown before other posts on the home page and in lists. */
    featured: boolean("featured").notNull().default(false),
    numberOfReading: integer("number_of_reading").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("news_slug_key").on(t.slug),
    index("news_published_created_idx").on(t.isPublished, t.createdAt),
    trigramIndex("news_search_idx", searchText.news(t)),
  ],
);

export const tours = pgTable(
  "tours",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    image: text("image").notNull().default(""),
    toursBody: text("tours_body").notNull().default(""),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    location: text("location").notNull().default(""),
    price1: money("price1"),
    price2: money("price2"),
    price3: money("price3"),
    price4: money("price4"),
    price5: money("price5"),
    departureTime: text("departure_time").notNull().default(""),
    /** Set by staff (both or neither); null: counted from the itinerary's days, as before it existed. */
    durationAmount: integer("duration_amount"),
    durationUnit: text("duration_unit", { enum: DURATION_UNITS }),
    tips: textList("tips"),
    includes: textList("includes"),
    excludes: textList("excludes"),
    isPublished: boolean("is_published").notNull().default(false),
    /** Set by staff: shown before other tours on the home page and in lists. */
    featured: boolean("featured").notNull().default(false),
    /** Set by staff; null: the default policy (lib/booking/terms/cancellation-rules.ts). */
    cancellationPolicy: jsonb("cancellation_policy").$type<CancellationPolicy | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tours_slug_key").on(t.slug),
    index("tours_published_created_idx").on(t.isPublished, t.createdAt),
    trigramIndex("tours_search_idx", searchText.tours(t)),
  ],
);

/** The tour's itinerary, one row per day, in `position` order (API field `itenerary`). */
export const tourItineraryDays = pgTable(
  "tour_itinerary_days",
  {
    id: id(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    day: text("day").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
  },
  (t) => [index("tour_itinerary_days_tour_idx").on(t.tourId, t.position)],
);

/**
 * A scheduled start of a tour with a number of seats. Orders booked on it hold its seats
 * (lib/booking/orders/seats.ts). open: bookable; closed: no new bookings, existing ones stand; cancelled:
 * its bookings were cancelled (or are owed a refund) and its travellers told. A tour without
 * upcoming departures is booked on request, for a date the traveller chooses.
 */
export const tourDepartures = pgTable(
  "tour_departures",
  {
    id: id(),
    tourId: uuid("tour_id")
      .notNull()
      .references(() => tours.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    seats: integer("seats").notNull(),
    /** For travellers, e.g. "English-speaking guide". */
    note: text("note").notNull().default(""),
    state: text("state", { enum: DEPARTURE_STATES }).notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tour_departures_tour_starts_idx").on(t.tourId, t.startsAt),
    // One live departure per tour and moment (a series added twice adds nothing); a cancelled one may be replaced.
    uniqueIndex("tour_departures_tour_starts_live_key")
      .on(t.tourId, t.startsAt)
      .where(sql`${t.state} <> 'cancelled'`),
    index("tour_departures_starts_idx").on(t.startsAt),
    check("tour_departures_seats_range", sql`${t.seats} between 1 and ${sql.raw(String(MAX_DEPARTURE_SEATS))}`),
  ],
);

/** Registration fees for one audience: early-bird and normal, in USD. */
export type FeeRow = { earlyBird: number; normal: number };
export type FeeTable = { rwandan: FeeRow; african: FeeRow; international: FeeRow };

export const events = pgTable(
  "events",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    place: text("place").notNull().default(""),
    /** 0 means 'Free entry'. */
    price: money("price"),
    price1: money("price1"),
    price2: money("price2"),
    price3: money("price3"),
    price4: money("price4"),
    price5: money("price5"),
    description: text("description").notNull().default(""),
    image: text("image").notNull().default(""),
    isApproved: boolean("is_approved").notNull().default(false),
    fees: jsonb("fees").$type<FeeTable | null>(),
    earlyBirdDeadline: timestamp("early_bird_deadline", { withTimezone: true }),
    capacity: integer("capacity"),
    /** Set by staff; null: the default policy (lib/booking/terms/cancellation-rules.ts). */
    cancellationPolicy: jsonb("cancellation_policy").$type<CancellationPolicy | null>(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("events_slug_key").on(t.slug),
    index("events_approved_start_idx").on(t.isApproved, t.startDate),
    trigramIndex("events_search_idx", searchText.events(t)),
  ],
);

/** A visitor's comment on exactly one news item or one tour; hidden until an admin enables it. */
export const comments = pgTable(
  "comments",
  {
    id: id(),
    newsId: uuid("news_id").references(() => news.id, { onDelete: "cascade" }),
    tourId: uuid("tour_id").references(() => tours.id, { onDelete: "cascade" }),
    names: text("names").notNull(),
    email: text("email").notNull(),
    commentBody: text("comment_body").notNull(),
    isActive: boolean("is_active").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_news_idx").on(t.newsId, t.createdAt),
    index("comments_tour_idx").on(t.tourId, t.createdAt),
    check("comments_one_parent", sql`(${t.newsId} is null) <> (${t.tourId} is null)`),
  ],
);

export const PUBLICATION_CATEGORIES = ["publication", "Press Release", "Covid-19"] as const;
export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

export const publications = pgTable(
  "publications",
  {
    id: id(),
    title: text("title").notNull(),
    category: text("category", { enum: PUBLICATION_CATEGORIES }).notNull().default("publication"),
    pubDocument: text("pub_document").notNull(),
    status: boolean("status").notNull().default(false),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("publications_category_status_idx").on(t.category, t.status, t.createdAt)],
);

export { PARTICIPANT_CATEGORIES, PARTICIPANT_TITLES, type ParticipantCategory };

export const participants = pgTable(
  "participants",
  {
    id: id(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "set null" }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    eventName: text("event_name").notNull(),
    title: text("title").notNull().default("Mr"),
    familyName: text("family_name").notNull(),
    firstName: text("first_name").notNull(),
    position: text("position").notNull(),
    department: text("department").notNull(),
    organization: text("organization").notNull(),
    address: text("address").notNull(),
    country: text("country").notNull().default("Rwanda"),
    town: text("town").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    dietRequirements: text("diet_requirements").notNull().default(""),
    category: text("category", { enum: PARTICIPANT_CATEGORIES }).notNull().default("international"),
    amount: money("amount"),
    dataProtection: boolean("data_protection").notNull().default(false),
    /** A free registration counts once its owner follows the e-mailed link (null: not yet). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** SHA-256 of the confirmation link's secret; the secret itself is only in the mail. */
    confirmTokenHash: text("confirm_token_hash"),
    /** An unconfirmed free registration keeps its seat until then (24 hours). */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** The language the booking or registration was made in: every mail to its person is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check("participants_locale", sql`${t.locale} in ('en', 'fr', 'rw')`),
    uniqueIndex("participants_confirm_token_key").on(t.confirmTokenHash),
    index("participants_event_idx").on(t.eventId, t.createdAt),
    index("participants_created_idx").on(t.createdAt),
    // One registration per e-mail address (stored lower-case) and event.
    uniqueIndex("participants_event_email_key").on(t.eventId, t.email),
    index("participants_order_idx").on(t.orderId),
    trigramIndex("participants_search_idx", searchText.participants(t)),
  ],
);

/** The id is the unguessable unsubscribe identifier put in every mailing. */
export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** Double opt-in: set when the address's owner follows the confirmation link; null = pending. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The secret of the confirmation link (not the id, which is the unsubscribe link's). */
    confirmToken: uuid("confirm_token").notNull().defaultRandom(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Newsletters in a row refused permanently (SMTP 5xx) for this address; a delivered one resets it. */
    bounces: integer("bounces").notNull().default(0),
    /** Set at the third bounce in a row: no newsletter is sent to the address any more. */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** The language the address subscribed in: its confirmation, newsletters' frame and unsubscribe mail use it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
  },
  (t) => [
    check("subscribers_locale", sql`${t.locale} in ('en', 'fr', 'rw')`),
    uniqueIndex("subscribers_email_key").on(t.email),
    uniqueIndex("subscribers_confirm_token_key").on(t.confirmToken),
    index("subscribers_created_idx").on(t.createdAt),
    trigramIndex("subscribers_search_idx", searchText.subscribers(t)),
  ],
);

export const MESSAGE_KINDS = ["contact", "air_ticket", "event_support"] as const;

/** Everything a visitor sends through a form, stored before any e-mail is attempted. */
export const visitorMessages = pgTable(
  "visitor_messages",
  {
    id: id(),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull(),
    names: text("names").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    subject: text("subject").notNull().default(""),
    message: text("message").notNull().default(""),
    /** Form-specific fields (air ticket: cities, dates, passengers, cabin class …). */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The language the form was filled in: the acknowledgement to the visitor is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check("visitor_messages_locale", sql`${t.locale} in ('en', 'fr', 'rw')`),
    index("visitor_messages_kind_created_idx").on(t.kind, t.createdAt),
    index("visitor_messages_created_idx").on(t.createdAt),
    trigramIndex("visitor_messages_search_idx", searchText.visitorMessages(t)),
  ],
);

export const ITEM_TYPES = ["tour", "event"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** The order's status: lib/booking/orders/status.ts lists them and says which change is allowed. */
export { ORDER_STATUSES, type OrderStatus };

/** A booking. The id is the unguessable key of /myorder/{id}. */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    itemType: text("item_type", { enum: ITEM_TYPES }).notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("PENDING"),
    /** Computed on the server from stored prices, never taken from the client. */
    amount: money("amount"),
    currency: text("currency").notNull().default("USD"),
    needDate: timestamp("need_date", { withTimezone: true }),
    deadline: timestamp("deadline", { withTimezone: true }),
    /**
     * The client sent the date without a zone: a wall-clock time in the traveller's own zone, kept
     * as its Kigali reading (exact: Kigali has no daylight saving), so what was sent reads back.
     */
    needDateLocal: boolean("need_date_local").notNull().default(false),
    deadlineLocal: boolean("deadline_local").notNull().default(false),
    clientNames: text("client_names").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone").notNull().default(""),
    clientAddress: text("client_address").notNull().default(""),
    clientLocation: text("client_location").notNull().default(""),
    /** A tour booked on a departure: its party takes that many of the departure's seats (null: on request). */
    departureId: uuid("departure_id").references(() => tourDepartures.id, { onDelete: "set null" }),
    /**
     * The start a cancellation's refund is counted from, when it is not the booking's own start: a
     * paid booking an administrator moved keeps the terms it was paid under (null: its own start).
     */
    policyStartsAt: timestamp("policy_starts_at", { withTimezone: true }),
    /** An unpaid order of a seated item (an event, a departure) keeps its seats until then; see lib/booking/orders/seats.ts. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** Paid through the built-in test gateway: no money moved (shown as TEST everywhere). */
    testMode: boolean("test_mode").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Money given back so far (gateway refunds, and bank refunds staff recorded as made); see lib/booking/refunds. */
    refundedAmount: money("refunded_amount"),
    /**
     * The card gateways' running total captured for this order, as last recorded
     * (lib/booking/payments/captures.ts): a repeated confirmation finds nothing new, a larger one the difference.
     */
    capturedAmount: money("captured_amount"),
    /** The 48-hour reminder went out (lib/booking/reminders): claimed once, whichever instance's sweep gets there first. */
    /** When the traveller was told that the seat hold lapsed (once per hold: compared with holdUntil). */
    holdLapseMailedAt: timestamp("hold_lapse_mailed_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /**
     * A tour that runs on departures, booked without one by a client that cannot choose, for which
     * no departure had room: staff place it by hand (the work queue lists it while departureId is null).
     */
    awaitingDeparture: boolean("awaiting_departure").notNull().default(false),
    /**
     * An event order's confirmation waits for its final price: the registration that joins it mails
     * it, or, when none joins within the hold, the after-booking sweep (lib/booking/orders/event-orders.ts).
     */
    confirmationDue: boolean("confirmation_due").notNull().default(false),
    /**
     * Mobile money is paid in francs: the amount in the payer's currency and the rate it came from,
     * locked when the payment starts (null: paid, or to be paid, in `currency`).
     */
    payCurrency: text("pay_currency"),
    payAmount: numeric("pay_amount", { precision: 14, scale: 2, mode: "number" }),
    payRate: numeric("pay_rate", { precision: 14, scale: 4, mode: "number" }),
    /** The language the booking or registration was made in: every mail to its person is written in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_locale", sql`${t.locale} in ('en', 'fr', 'rw')`),
    index("orders_type_created_idx").on(t.itemType, t.createdAt),
    index("orders_email_idx").on(t.clientEmail),
    // Newest first: the search's top hits for a word in many bookings come from here, not a sort of all.
    index("orders_created_idx").on(t.createdAt),
    index("orders_departure_idx").on(t.departureId),
    trigramIndex("orders_search_idx", searchText.orders(t)),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A tour id or an event id, by the order's itemType (no FK: the item may be deleted later). */
    itemId: uuid("item_id").notNull(),
    /** Party size 1 to 5 (the price tier). */
    itemNumber: integer("item_number").notNull().default(1),
    title: text("title").notNull().default(""),
    unitAmount: money("unit_amount"),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_item_idx").on(t.itemId)],
);

export const PAYMENT_STATUSES = ["CREATED", "PENDING", "SUCCESS", "FAILED", "CANCELLED"] as const;
/** Card gateways (test, mpgs), bank transfer, and the mobile money providers (MTN MoMo, Airtel Money). */
export const PAYMENT_GATEWAYS = ["test", "mpgs", "bank", "momo", "airtel"] as const;

export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS }).notNull(),
    method: text("method", { enum: ["visa", "mastercard", "bank", "momo", "airtel"] }),
    sessionId: text("session_id"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("CREATED"),
    /** The gateway session ends here (never after the order's seat hold). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    amount: money("amount"),
    currency: text("currency").notNull().default("USD"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_attempts_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("payment_attempts_session_key").on(t.sessionId),
    // One phone prompt at a time per order: a second mobile payment cannot start while one may still be approved.
    uniqueIndex("payment_attempts_mobile_pending_key")
      .on(t.orderId)
      .where(sql`${t.gateway} in ('momo', 'airtel') and ${t.status} = 'PENDING'`),
    index("payment_attempts_status_idx").on(t.status, t.gateway),
  ],
);

/**
 * The US dollar's rate in Rwandan francs, as staff set it: the newest row is the rate in force,
 * refused when its date is too old (lib/booking/payments/exchange-rate.ts). Kept, never edited: an order
 * paid in francs names the rate it used.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    id: id(),
    currency: text("currency").notNull().default("RWF"),
    /** Francs for one US dollar. */
    rate: numeric("rate", { precision: 14, scale: 4, mode: "number" }).notNull(),
    /** The day the rate is from (the bank's or the bureau's), Kigali date. */
    ratedOn: date("rated_on", { mode: "string" }).notNull(),
    setBy: text("set_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("exchange_rates_currency_idx").on(t.currency, t.createdAt)],
);

/**
 * Money going back for an order: through the card gateway (MPGS REFUND, or the test
 * gateway's), or, for a bank transfer, a task for staff ("due") until they record it as made. At
 * most one open (pending or due) refund per order: two cancellations at once refund once.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: money("amount"),
    currency: text("currency").notNull().default("USD"),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    state: text("state", { enum: REFUND_STATES }).notNull(),
    /** Why: the traveller's cancellation under the policy, or the reason staff gave. */
    reason: text("reason").notNull().default(""),
    /** The booking ends with this refund (a cancellation); otherwise it stands (a goodwill refund). */
    cancels: boolean("cancels").notNull().default(false),
    /**
     * Money captured beyond what the booking called for (a second payment of it, or one that could
     * not pay it): given back on its own, the booking and its refunded amount untouched.
     */
    surplus: boolean("surplus").notNull().default(false),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Who asked: a staff member's e-mail, or "traveller". */
    requestedBy: text("requested_by").notNull(),
    /** What the gateway said (its transaction, or why it declined). */
    result: jsonb("result").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_order_idx").on(t.orderId, t.createdAt),
    // A surplus refund runs beside the booking's own (it may arrive while a cancellation is refunded).
    uniqueIndex("refunds_order_open_key")
      .on(t.orderId)
      .where(sql`${t.state} in ('pending', 'due') and not ${t.surplus}`),
    index("refunds_state_idx").on(t.state, t.createdAt),
  ],
);

/**
 * A voucher's or ticket's check-in code (the QR on the PDF): random, not derived from the order id,
 * and revocable (a revoked code answers as unknown; a new one can be issued). It belongs to a booking
 * (a tour order, or an event order with its registration) or to a free registration. Checked in once.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    code: text("code").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    participantId: uuid("participant_id").references(() => participants.id, { onDelete: "cascade" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInById: uuid("checked_in_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept even if the staff member is deleted later. */
    checkedInBy: text("checked_in_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tickets_code_key").on(t.code),
    uniqueIndex("tickets_order_live_key")
      .on(t.orderId)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex("tickets_participant_live_key")
      .on(t.participantId)
      .where(sql`${t.revokedAt} is null and ${t.orderId} is null`),
    check("tickets_owner", sql`${t.orderId} is not null or ${t.participantId} is not null`),
  ],
);

export const TOKEN_PURPOSES = ["invite", "reset"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use links (invitation, password reset). Only a SHA-256 of the token is stored. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("one_time_tokens_hash_key").on(t.tokenHash), index("one_time_tokens_user_idx").on(t.userId, t.purpose)],
);

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
/** What a message is for: the mails a visitor's request sends to an address they typed (limited per recipient), and newsletters. */
export const MAIL_PURPOSES = ["subscribe", "inquiry-copy", "order-confirmation", "registration", "newsletter", "unsubscribe"] as const;
/**
 * A small text attachment (e.g. an .ics calendar file), stored with its message; or a document made
 * when the message is sent (`render`: a booking's PDF voucher, lib/booking/vouchers), whose `content` is then
 * only a note for the outbox's readers.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; render?: { voucher: string } };

/** Every e-mail goes here first; a worker sends it over SMTP when configured and retries failures. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    /**
     * The one-time link this message carries. Its token is never stored: the text and HTML hold a
     * placeholder, and each send mints a fresh token into the link (lib/platform/mail/deliver.ts).
     */
    linkTokenId: uuid("link_token_id").references(() => oneTimeTokens.id, { onDelete: "set null" }),
    /** What a visitor's request mailed to an address they typed (lib/platform/mail/outbox.ts MAIL_PURPOSES): counted per recipient. */
    purpose: text("purpose", { enum: MAIL_PURPOSES }),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * Set just before the message is handed to the SMTP server. Found set on a message still pending,
     * the last hand-off was cut off (a crash): whether the server took it is unknown.
     */
    handoffAt: timestamp("handoff_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_recipient_purpose_idx").on(t.to, t.purpose, t.createdAt),
  ],
);

export const NEWSLETTER_STATUSES = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
/** What a newsletter may add under its body, filled from published content when it is sent. */
export type NewsletterBlockItem = { kind: "tour" | "news"; title: string; path: string; image: string; summary: string };

/** A newsletter to the mailing list: written by staff, sent by an administrator (lib/audience/newsletters). */
export const newsletters = pgTable(
  "newsletters",
  {
    id: id(),
    /** Its address in the public archive (/newsletters/{slug}), made from the subject when created. */
    slug: text("slug").notNull(),
    subject: text("subject").notNull(),
    /** The line mail clients show after the subject. */
    preheader: text("preheader").notNull().default(""),
    /** Sanitized rich text (lib/platform/rich-text). */
    body: text("body").notNull().default(""),
    /** An optional picture above the body (an upload). */
    image: text("image").notNull().default(""),
    includeTours: boolean("include_tours").notNull().default(false),
    includeNews: boolean("include_news").notNull().default(false),
    /** The featured tours / latest news as they were when sending started; null before. */
    blockItems: jsonb("block_items").$type<NewsletterBlockItem[]>(),
    /** Shown in the public archive once sent (staff may leave one out). */
    inArchive: boolean("in_archive").notNull().default(true),
    status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("draft"),
    /** When sending starts (scheduled), or started (sending and after). */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The audience, fixed when sending starts. */
    total: integer("total").notNull().default(0),
    /** When the next message may be queued: the throttle (NEWSLETTER_RATE), shared by every instance. */
    nextSlotAt: timestamp("next_slot_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    sentById: uuid("sent_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletters_slug_key").on(t.slug),
    index("newsletters_status_idx").on(t.status, t.scheduledAt),
    index("newsletters_created_idx").on(t.createdAt),
  ],
);

/**
 * One row per newsletter and subscriber, written when sending starts (the primary key makes a
 * second one impossible). `outboxId` is set in the transaction that queues the message, so a
 * recipient is queued once; the outbox row says whether it went out.
 */
export const newsletterRecipients = pgTable(
  "newsletter_recipients",
  {
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    outboxId: uuid("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    /** Not sent: the address unsubscribed or bounced after sending started. */
    skipped: text("skipped"),
    /** The outcome was counted in the subscriber's bounces. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The address unsubscribed with this newsletter's link. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.subscriberId] }),
    index("newsletter_recipients_outbox_idx").on(t.outboxId),
    index("newsletter_recipients_subscriber_idx").on(t.subscriberId),
  ],
);

/** Fixed-window counters shared by every instance (login, forms). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limits_window_idx").on(t.windowStart)],
);

/** Sessions ended by logout before their JWT expires (jti); rows past `expiresAt` are swept. */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    jti: text("jti").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept even if the actor is deleted later. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    summary: text("summary").notNull().default(""),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);

/**
 * Backups taken with `npm run db:backup` (docs/operations.md "Backups"), one row each once its file is complete:
 * /api/health and the dashboard report the age of the newest. `source` is the database it was read from.
 */
export const backups = pgTable(
  "backups",
  {
    id: id(),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    source: text("source", { enum: ["pglite", "postgres"] }).notNull(),
  },
  (t) => [index("backups_taken_idx").on(t.takenAt)],
);

export const COMPANY_NOTICE_KINDS = ["booking", "registration", "paid", "transfer", "refund-due", "cancelled"] as const;

/**
 * New business the company inbox hears about (lib/booking/company-notices) when it is set to a daily digest
 * (COMPANY_NOTIFY=daily): kept here until the next digest mails it. `link` is a site path.
 */
export const companyNotices = pgTable(
  "company_notices",
  {
    id: id(),
    kind: text("kind", { enum: COMPANY_NOTICE_KINDS }).notNull(),
    subject: text("subject").notNull(),
    lines: jsonb("lines").$type<string[]>().notNull().default([]),
    link: text("link").notNull(),
    createdAt: createdAt(),
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (t) => [index("company_notices_waiting_idx").on(t.digestedAt, t.createdAt)],
);

/**
 * A French or Kinyarwanda version of one news item, tour, event or publication: the translated fields
 * (each kind's own, lib/content/translations/fields.ts) as JSON. One table for every kind, so no
 * foreign key: a trigger on each content table deletes an item's translations with it (migration 0021).
 */
export const contentTranslations = pgTable(
  "content_translations",
  {
    id: id(),
    kind: text("kind", { enum: TRANSLATED_KINDS }).notNull(),
    itemId: uuid("item_id").notNull(),
    locale: text("locale", { enum: TRANSLATION_LOCALES }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** Written without a native speaker (or not yet checked): the back office says "Needs review". */
    needsReview: boolean("needs_review").notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("content_translations_item_locale_key").on(t.kind, t.itemId, t.locale),
    check("content_translations_locale", sql`${t.locale} in ('fr', 'rw')`),
    check("content_translations_kind", sql`${t.kind} in ('news', 'tour', 'event', 'publication')`),
  ],
);

/**
 * A staff edit of a fixed text (a FAQ entry, a built-in service, /about, /terms, /policy) in one
 * language. The code's texts stay the defaults; a row here wins over its default. `key` names the
 * text within its kind ("tourism-1", "2", "terms"); `fields` is checked by the kind's schema.
 */
export const fixedTexts = pgTable(
  "fixed_texts",
  {
    id: id(),
    kind: text("kind", { enum: FIXED_TEXT_KINDS }).notNull(),
    key: text("key").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    needsReview: boolean("needs_review").notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("fixed_texts_kind_key_locale_key").on(t.kind, t.key, t.locale),
    check("fixed_texts_locale", sql`${t.locale} in ('en', 'fr', 'rw')`),
    check("fixed_texts_kind", sql`${t.kind} in ('faq', 'faq-section', 'service', 'page')`),
  ],
);

export type User = typeof users.$inferSelect;
export type News = typeof news.$inferSelect;
export type Tour = typeof tours.$inferSelect;
export type ExchangeRate = typeof exchangeRates.$inferSelect;
export type TourItineraryDay = typeof tourItineraryDays.$inferSelect;
export type TourDeparture = typeof tourDepartures.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type Publication = typeof publications.$inferSelect;
export type Participant = typeof participants.$inferSelect;
export type Subscriber = typeof subscribers.$inferSelect;
export type VisitorMessage = typeof visitorMessages.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
export type MailMessage = typeof mailOutbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export type ContentTranslation = typeof contentTranslations.$inferSelect;
export type FixedText = typeof fixedTexts.$inferSelect;
