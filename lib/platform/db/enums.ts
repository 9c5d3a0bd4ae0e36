/**
 * The value lists and JSON shapes that database columns take, on the ground floor with the schema
 * so that it imports nothing above it. Plain constants, no imports: the browser forms take them too.
 * The modules that own each concept re-export them beside their rules.
 */

/** An order's status; its changes and labels: lib/booking/orders/status.ts. */
export const ORDER_STATUSES = ["PENDING", "AWAITING_TRANSFER", "PAID", "FAILED", "CANCELLED", "REFUND_DUE", "REFUNDED", "PARTIALLY_REFUNDED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DEPARTURE_STATES = ["open", "closed", "cancelled"] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];
export const MAX_DEPARTURE_SEATS = 500;

/** Kinds of refund and where they stand (lib/booking/refunds). */
export const REFUND_METHODS = ["mpgs", "test", "bank", "momo", "airtel"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
/**
 * pending: asked of the gateway, no answer yet; succeeded: the money went back; declined: the
 * gateway refused (nothing changed); due: a bank transfer back that staff still have to make.
 */
export const REFUND_STATES = ["pending", "succeeded", "declined", "due"] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const PARTICIPANT_TITLES = ["Mr", "Ms", "Mrs.", "Dr.", "Prof."] as const;
/** The fee-table row a participant pays (keys of FeeTable). */
export const PARTICIPANT_CATEGORIES = ["rwandan", "african", "international"] as const;
export type ParticipantCategory = (typeof PARTICIPANT_CATEGORIES)[number];

/**
 * A tour's or event's cancellation policy, as stored. Each step says: a booking cancelled at least
 * `daysBefore` days before the start gets `percent` % of what was paid back. Steps are kept from the
 * earliest to the latest; cancelling after the last step's day gives nothing back.
 */
export type CancellationStep = { daysBefore: number; percent: number };
export type CancellationPolicy = { steps: CancellationStep[] };

/** A tour's length as staff enter it: a number of hours (a day trip) or of days. */
export const DURATION_UNITS = ["hours", "days"] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** The site's languages (lib/content/i18n/locales.ts): an order and a registration keep the one they were made in. */
export const LOCALES = ["en", "fr", "rw"] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages content is translated into (English is the item itself). */
export const TRANSLATION_LOCALES = ["fr", "rw"] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** The content kinds with translations, as `content_translations.kind` names them. */
export const TRANSLATED_KINDS = ["news", "tour", "event", "publication"] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

/** The fixed texts staff can edit (`fixed_texts.kind`): a FAQ entry, a FAQ section's title and intro, a built-in service, a fixed page. */
export const FIXED_TEXT_KINDS = ["faq", "faq-section", "service", "page"] as const;
export type FixedTextKind = (typeof FIXED_TEXT_KINDS)[number];
