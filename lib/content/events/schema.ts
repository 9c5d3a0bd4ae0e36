import { z } from "zod";
import type { FeeTable } from "@/lib/platform/db/schema";
import { flag, ignoredAuthorId, line, mediaUrl, price, richText, title } from "@/lib/content/kind/fields";
import { parseKigaliDateTime } from "@/lib/platform/dates";
import { isRealDateTime } from "@/lib/platform/validation/text";

/** Spec §5's four event texts, in the site's message style (a listed difference). */
export const EVENT_PERIOD_REQUIRED = "Event dates are required.";
export const EVENT_DATES_ORDER = "The start date cannot be after the end date.";
export const EVENT_COVER_MISSING = "Please upload the event cover image.";
export const EVENT_COVER_NOT_CHOSEN = "Event cover image is required.";

/** A date-time as an ISO string, a `datetime-local` value or a Date; "" and null mean absent. */
const dateInput = z.union([z.string(), z.date(), z.null()], { error: "Dates must be dates." }).optional();

/** PostgreSQL's range and ours: the years 1900 to 2200, as `isRealDateTime` allows for strings. */
const inRange = (d: Date) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() <= 2200;

/**
 * Strings must name a real date first: `new Date("2027-02-30")` would quietly be 2 March. A date or
 * `datetime-local` value without a zone is Kigali time, in the browser and on the server alike.
 */
function toDate(v: string | Date | null | undefined): Date | null | "invalid" {
  if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return null;
  if (typeof v === "string" && !isRealDateTime(v.trim())) return "invalid";
  const d = v instanceof Date ? v : parseKigaliDateTime(v.trim());
  return Number.isNaN(d.getTime()) || !inRange(d) ? "invalid" : d;
}

/** Start and end: both required, with the spec's single message whichever is missing. */
const periodDate = dateInput.transform((v, ctx) => {
  const d = toDate(v);
  if (d === null) ctx.addIssue({ code: "custom", message: EVENT_PERIOD_REQUIRED });
  else if (d === "invalid") ctx.addIssue({ code: "custom", message: "Event dates must be valid dates." });
  return d instanceof Date ? d : z.NEVER;
});

const optionalDate = dateInput.transform((v, ctx) => {
  const d = toDate(v);
  if (d === "invalid") {
    ctx.addIssue({ code: "custom", message: "The early-bird deadline must be a valid date." });
    return z.NEVER;
  }
  return d;
});

const feeRow = z.object({ earlyBird: price, normal: price }, { error: "Each fee row needs early-bird and normal amounts." });

/** The registration fee table; all cells at 0 (or no table) is stored as "no fee table". */
const fees = z
  .object({ rwandan: feeRow, african: feeRow, international: feeRow }, { error: "The fee table must give Rwandans, Africans and Internationals." })
  .nullable()
  .optional()
  .transform((t): FeeTable | null => {
    if (!t) return null;
    const any = [t.rwandan, t.african, t.international].some((r) => r.earlyBird > 0 || r.normal > 0);
    return any ? t : null;
  });

// Strings must be plain digits: Number("0x1F") is 31 and Number("1e3") is 1000.
const capacity = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^(-?\d{1,9})?$/, "Capacity must be a whole number of seats."),
      z.null(),
    ],
    {
      error: "Capacity must be a whole number of seats.",
    },
  )
  .optional()
  .transform((v) => (v === undefined || v === null || v === "" ? null : Number(v)))
  .pipe(
    z.number().int("Capacity must be a whole number of seats.").min(1, "Capacity must be at least 1 seat.").max(1_000_000, "Capacity is too large.").nullable(),
  );

/** True once the named fields parsed, so cross-field rules run beside other fields' errors. */
const fieldsOk =
  (...names: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    // An issue without a path is the body itself (null, an array …): then no field parsed.
    !payload.issues.some((i) => !i.path?.length || names.includes(String(i.path[0])));

/** An event as the form and the API create/update bodies carry it. */
export const eventSchema = z
  .object({
    title,
    startDate: periodDate,
    endDate: periodDate,
    place: line(300, "The place"),
    price,
    price1: price,
    price2: price,
    price3: price,
    price4: price,
    price5: price,
    fees,
    earlyBirdDeadline: optionalDate,
    capacity,
    description: richText,
    image: mediaUrl(EVENT_COVER_MISSING),
    authorId: ignoredAuthorId,
  })
  .refine((e) => e.startDate <= e.endDate, { message: EVENT_DATES_ORDER, path: ["endDate"], when: fieldsOk("startDate", "endDate") })
  .refine((e) => !e.earlyBirdDeadline || e.earlyBirdDeadline <= e.startDate, {
    message: "The early-bird deadline must be before the event starts.",
    path: ["earlyBirdDeadline"],
    when: fieldsOk("startDate", "earlyBirdDeadline"),
  })
  // Tier 1 is the default price (spec §3): an old client that sends only `price` gets price1 = price.
  .transform((e) => ({ ...e, price1: e.price1 || e.price }));

export type EventInput = z.input<typeof eventSchema>;
export type EventValues = z.output<typeof eventSchema>;

export const eventApproveSchema = z.object({ isApproved: flag("isApproved") });
