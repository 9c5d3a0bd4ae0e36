import { z } from "zod";
import { DURATION_UNITS, type DurationUnit } from "@/lib/platform/db/enums";

export { DURATION_UNITS, type DurationUnit };
export type TourDuration = { amount: number; unit: DurationUnit };

/** The longest a tour may be said to last, per unit: a day trip is counted in hours. */
export const DURATION_LIMITS: Record<DurationUnit, number> = { hours: 24, days: 60 };
export const DURATION_MESSAGE = "The duration must be a whole number of hours (1 to 24) or days (1 to 60).";

/**
 * A tour's duration as the form and the API send it: `{amount, unit}`, or null (or an empty amount)
 * for none. Absent on an update: the stored duration is kept (old clients never send it).
 */
export const tourDuration = z
  .object(
    {
      amount: z.union([z.number(), z.string()], { error: DURATION_MESSAGE }),
      unit: z.enum(DURATION_UNITS, { error: "The duration's unit must be hours or days." }),
    },
    { error: DURATION_MESSAGE },
  )
  .nullable()
  .optional()
  .transform((d) => (d == null || (typeof d.amount === "string" && d.amount.trim() === "") ? null : d))
  .pipe(
    z
      .object({
        amount: z.coerce.number<string | number>({ error: DURATION_MESSAGE }).int(DURATION_MESSAGE).min(1, DURATION_MESSAGE),
        unit: z.enum(DURATION_UNITS),
      })
      .refine((d) => d.amount <= DURATION_LIMITS[d.unit], { message: DURATION_MESSAGE, path: ["amount"] })
      .nullable(),
  );

/** "8 hours", "1 day", "3 days". */
export function formatDuration(d: TourDuration): string {
  const word = d.unit === "hours" ? "hour" : "day";
  return `${d.amount} ${d.amount === 1 ? word : `${word}s`}`;
}

/** The stored columns as one value: both or neither. */
export const durationOf = (row: { durationAmount: number | null; durationUnit: DurationUnit | null }): TourDuration | null =>
  row.durationAmount && row.durationUnit ? { amount: row.durationAmount, unit: row.durationUnit } : null;

/** Whole days for filters and sorting (a trip of hours is one day); null when staff set none. */
export function durationDays(row: { durationAmount: number | null; durationUnit: DurationUnit | null }): number | null {
  const d = durationOf(row);
  return d ? (d.unit === "days" ? d.amount : 1) : null;
}
