import { z } from "zod";
import { DEPARTURE_STATES, MAX_DEPARTURE_SEATS } from "@/lib/booking/terms/departure-rules";
import { parseKigaliDateTime } from "@/lib/platform/dates";
import { latestBookable, MAX_BOOKING_YEARS } from "@/lib/booking/orders/dates";
import { calendarDate, dateTime, text, wholeNumber } from "@/lib/platform/validation/text";
import { seriesMoments, WEEKDAYS } from "./series";

/** Client-safe: the dashboard's departure forms and the API check the same rules. */
export const DEPARTURE_MESSAGES = {
  startsAt: "Please choose the departure's date and time.",
  past: "A departure cannot be in the past.",
  tooFar: `Departures can be planned at most ${MAX_BOOKING_YEARS} years ahead.`,
  seats: `Seats must be a whole number from 1 to ${MAX_DEPARTURE_SEATS}.`,
  state: "state must be open, closed or cancelled.",
  nothing: "Nothing to change: send seats, note or state.",
  from: "Please choose the first day of the series.",
  to: "Please choose the last day of the series.",
  order: "The series must end on or after its first day.",
  weekdays: "Please choose at least one day of the week.",
  time: "Please give the departure time as HH:mm (24-hour clock).",
  skip: "Days to skip must be dates (YYYY-MM-DD).",
  none: "No day between these dates falls on the chosen days of the week.",
  tooMany: "A series may add at most 200 departures: please choose a shorter period.",
  seriesPast: "The series' first departure is in the past.",
} as const;

export const MAX_SERIES = 200;

const seats = wholeNumber(DEPARTURE_MESSAGES.seats, 1, MAX_DEPARTURE_SEATS);
const note = text({ max: 200, label: "Note" });

function checkMoment(at: Date, now: Date, ctx: z.RefinementCtx, path: string, past: string) {
  if (Number.isNaN(at.getTime())) return;
  if (at.getTime() <= now.getTime()) ctx.addIssue({ code: "custom", path: [path], message: past });
  else if (at > latestBookable(now)) ctx.addIssue({ code: "custom", path: [path], message: DEPARTURE_MESSAGES.tooFar });
}

// Zod runs an object's own checks after failed field checks that are not fatal (a too-short list):
// these read the fields, so they wait until every field is right.
const onlyWhenValid = { when: (p: { issues: unknown[] }) => p.issues.length === 0 };

/** One departure: `startsAt` in Kigali time unless it names its zone. */
export const departureSchema = z
  .object({ startsAt: dateTime(DEPARTURE_MESSAGES.startsAt), seats, note })
  .superRefine((d, ctx) => checkMoment(parseKigaliDateTime(d.startsAt), new Date(), ctx, "startsAt", DEPARTURE_MESSAGES.past), onlyWhenValid);

/** A series: every chosen weekday from `from` to `to` at `time` (Kigali), leaving out `skip`. */
export const seriesSchema = z
  .object({
    series: z.object(
      {
        from: calendarDate(DEPARTURE_MESSAGES.from),
        to: calendarDate(DEPARTURE_MESSAGES.to),
        weekdays: z
          .array(wholeNumber(DEPARTURE_MESSAGES.weekdays, 0, 6), { error: DEPARTURE_MESSAGES.weekdays })
          .min(1, DEPARTURE_MESSAGES.weekdays)
          .max(WEEKDAYS.length, DEPARTURE_MESSAGES.weekdays),
        time: z
          .string({ error: DEPARTURE_MESSAGES.time })
          .trim()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DEPARTURE_MESSAGES.time),
        skip: z.array(calendarDate(DEPARTURE_MESSAGES.skip), { error: DEPARTURE_MESSAGES.skip }).max(400, DEPARTURE_MESSAGES.skip).default([]),
      },
      { error: DEPARTURE_MESSAGES.from },
    ),
    seats,
    note,
  })
  .superRefine(({ series: s }, ctx) => {
    if (s.to < s.from) return void ctx.addIssue({ code: "custom", path: ["series", "to"], message: DEPARTURE_MESSAGES.order });
    const now = new Date();
    // Bounded before the days are walked, so a series across centuries costs nothing.
    if (parseKigaliDateTime(s.to) > latestBookable(now))
      return void ctx.addIssue({ code: "custom", path: ["series", "to"], message: DEPARTURE_MESSAGES.tooFar });
    const moments = seriesMoments({ ...s, weekdays: [...new Set(s.weekdays)] });
    if (moments.length === 0) ctx.addIssue({ code: "custom", path: ["series", "weekdays"], message: DEPARTURE_MESSAGES.none });
    else if (moments.length > MAX_SERIES) ctx.addIssue({ code: "custom", path: ["series", "to"], message: DEPARTURE_MESSAGES.tooMany });
    else checkMoment(moments[0], now, ctx, "series", DEPARTURE_MESSAGES.seriesPast);
  }, onlyWhenValid);

export type DepartureInput = z.input<typeof departureSchema>;
export type SeriesInput = z.input<typeof seriesSchema>;

/** PATCH: any of seats, note and state. */
export const departureChangeSchema = z
  .object({
    seats: seats.optional(),
    note: text({ max: 200, label: "Note" }).optional(),
    state: z.enum(DEPARTURE_STATES, { error: DEPARTURE_MESSAGES.state }).optional(),
  })
  .refine((c) => c.seats !== undefined || c.note !== undefined || c.state !== undefined, DEPARTURE_MESSAGES.nothing);

export type DepartureChange = z.output<typeof departureChangeSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MOVE_MESSAGE = "Please choose the departure to move the booking to.";
/** Moving a booking to another departure of its tour. */
export const MOVE_REFUND_TERMS = ["as-paid", "new-departure"] as const;
export const MOVE_TERMS_MESSAGE = 'refundTerms must be "as-paid" (a later cancellation is refunded as the booking was paid) or "new-departure".';
/**
 * Moving a booking to another departure of its tour. `refundTerms`: what a later cancellation of a
 * paid booking is refunded by: the start it was paid for (the default) or the new departure's.
 */
export const moveBookingSchema = z.object({
  departureId: z.string({ error: MOVE_MESSAGE }).regex(UUID, MOVE_MESSAGE),
  refundTerms: z.enum(MOVE_REFUND_TERMS, { error: MOVE_TERMS_MESSAGE }).optional().default("as-paid"),
});
