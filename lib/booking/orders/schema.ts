import { z } from "zod";
import type { ItemType } from "@/lib/platform/db/schema";
import { kigaliStartOfDay, lastZoneInstant, lastZoneToday, parseSentDateTime } from "@/lib/platform/dates";
import { langField, publicFormFields } from "@/lib/platform/forms/public-form";
import { dateTime, email, text, wholeNumber } from "@/lib/platform/validation/text";
import { latestBookable, MAX_BOOKING_YEARS } from "./dates";
import { checkBookingPhone, PHONE_REQUIRED } from "./phone";

/** Spec §5's messages in the site's style (sentence case, a full stop), its price alert word for word, and our own for the rules the spec does not word. */
export const ORDER_MESSAGES = {
  names: "Full name is required.",
  email: "Email is required.",
  address: "Address is required.",
  location: "Location is required.",
  needDate: "Please choose the date of your tour.",
  deadline: "Please choose the pick-up date and time.",
  needDatePast: "The tour date cannot be in the past.",
  deadlinePast: "The pick-up date and time cannot be in the past.",
  deadlineAfterTour: "The pick-up cannot be after the tour date.",
  tooFar: `Tours can be booked at most ${MAX_BOOKING_YEARS} years ahead.`,
  people: "Please select a number of people from 1 to 5.",
  item: "Please choose a tour to book.",
  itemType: "itemType must be tour or event.",
  departure: "Please choose a departure.",
  zeroPrice: "Selected price : 0 is not allowed",
} as const;

// Spelled out here (not imported from the Drizzle schema) so the browser bundle stays small.
const ITEM_TYPES = ["tour", "event"] as const satisfies readonly ItemType[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/order (spec §7) and the tour booking box. `amount` and `appUrl` are accepted for old
 * clients: the server prices the order from the stored prices (the amount only tells the party size
 * of a client that sends no `partySize`).
 */
export const orderSchema = z
  .object({
    ...publicFormFields,
    names: text({ required: ORDER_MESSAGES.names, max: 120, label: "Full name" }),
    email: email(ORDER_MESSAGES.email),
    phoneNumber: z
      .string({ error: PHONE_REQUIRED })
      .max(60, PHONE_REQUIRED)
      .transform((v, ctx) => {
        const check = checkBookingPhone(v);
        if (check.ok) return check.e164;
        ctx.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      }),
    address: text({ required: ORDER_MESSAGES.address, max: 200, label: "Address" }),
    location: text({ required: ORDER_MESSAGES.location, max: 200, label: "Location" }),
    // Both come from the departure when one is chosen; a tour booked on request needs them.
    needDate: dateTime(ORDER_MESSAGES.needDate).optional(),
    deadline: dateTime(ORDER_MESSAGES.deadline).optional(),
    /** A tour that runs on departures is booked on one of them. */
    departureId: z.string({ error: ORDER_MESSAGES.departure }).regex(UUID, ORDER_MESSAGES.departure).optional(),
    itemType: z.enum(ITEM_TYPES, { error: ORDER_MESSAGES.itemType }).default("tour"),
    itemsArray: z
      .array(
        z.object({
          id: z.string({ error: ORDER_MESSAGES.item }).regex(UUID, ORDER_MESSAGES.item),
          itemNumber: wholeNumber(ORDER_MESSAGES.people, 1, 5),
        }),
        { error: ORDER_MESSAGES.item },
      )
      .min(1, ORDER_MESSAGES.item)
      .max(5, ORDER_MESSAGES.item),
    /** The party size, stated (our booking box). Old clients send none: their amount says it (lib/booking/orders/pricing.ts partyOf). */
    partySize: wholeNumber(ORDER_MESSAGES.people, 1, 5).optional(),
    appUrl: z.unknown().optional(),
    /** Never the price: the server's is. Without `partySize` it tells an old client's party size. */
    amount: z.unknown().optional(),
    /** The language of the booking's mails. */
    lang: langField,
  })
  // Said even when other fields fail (an object's own checks otherwise wait for its fields).
  .superRefine(
    (o, ctx) => {
      if (o.departureId !== undefined) return;
      if (o.needDate === undefined) ctx.addIssue({ code: "custom", path: ["needDate"], message: ORDER_MESSAGES.needDate });
      if (o.deadline === undefined) ctx.addIssue({ code: "custom", path: ["deadline"], message: ORDER_MESSAGES.deadline });
    },
    { when: (p) => typeof p.value === "object" && p.value !== null },
  )
  .superRefine((o, ctx) => {
    if (o.departureId === undefined && o.needDate !== undefined && o.deadline !== undefined) checkDates(o.needDate, o.deadline, new Date(), ctx);
  });

export type OrderInput = z.input<typeof orderSchema>;
export type OrderPayload = z.output<typeof orderSchema>;

/**
 * A zone-less date-time (the old client sends the browser's wall-clock time, `YYYY-MM-DD HH:mm:ss`)
 * is the traveller's local time, in a zone we do not know: it is past only when it is past in every
 * zone, that is in the last one (UTC−12). A date-time with a zone or an offset (our booking form
 * sends Kigali's), and a bare day (a Kigali day), keep the strict check against Kigali's today.
 */
function checkDates(needDate: string, deadline: string, now: Date, ctx: z.RefinementCtx) {
  const tour = parseSentDateTime(needDate);
  const pickUp = parseSentDateTime(deadline);
  if (Number.isNaN(tour.at.getTime()) || Number.isNaN(pickUp.at.getTime())) return; // reported by dateTime()
  const add = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const latest = latestBookable(now);
  const today = tour.local ? lastZoneToday(now) : kigaliStartOfDay(now);
  if (kigaliStartOfDay(tour.at) < today) add("needDate", ORDER_MESSAGES.needDatePast);
  else if (tour.at > latest) add("needDate", ORDER_MESSAGES.tooFar);
  // A minute of slack for the time the visitor took to send the form.
  const pickUpAt = pickUp.local ? lastZoneInstant(pickUp.at) : pickUp.at;
  if (pickUpAt.getTime() < now.getTime() - 60_000) add("deadline", ORDER_MESSAGES.deadlinePast);
  else if (pickUp.at > latest) add("deadline", ORDER_MESSAGES.tooFar);
  // Compared as Kigali readings: two zone-less times compare as the wall-clock times they are.
  else if (pickUp.at.getTime() >= kigaliStartOfDay(tour.at).getTime() + 24 * 60 * 60 * 1000) add("deadline", ORDER_MESSAGES.deadlineAfterTour);
}

/** PUT /api/order/{id} (admins): the statuses an administrator may set by hand. */
export const ADMIN_ORDER_STATUSES = ["PAID", "CANCELLED", "PENDING", "REFUNDED"] as const;
export const orderStatusSchema = z.object({
  status: z.enum(ADMIN_ORDER_STATUSES, { error: "status must be PAID, CANCELLED, PENDING or REFUNDED." }),
});

/** POST /api/v1/payments/session (old client path) and the bank-transfer choice. */
export const PAYMENT_METHODS = ["visa", "mastercard", "bank"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentSessionSchema = z.object({
  orderId: z.string({ error: "orderId is required." }).regex(UUID, "Order not found."),
  method: z.enum(["visa", "mastercard"], { error: "Please choose Visa card or Mastercard." }).default("visa"),
  /** The language of the /pay page that opened the session: the browser comes back to it (anything else reads as English). */
  lang: z.enum(["fr", "rw"]).optional().catch(undefined),
});
export const bankTransferSchema = z.object({
  orderId: z.string({ error: "orderId is required." }).regex(UUID, "Order not found."),
});
