import { z } from "zod";
import { text } from "@/lib/platform/validation/text";

/** POST /api/order/{id}/refund (administrators), and the refund form on the booking's page. */
export const staffRefundSchema = z.object({
  amount: z
    .number({ error: "Enter the amount to refund, in US dollars." })
    .positive("A refund is more than $0.")
    .max(1_000_000, "Enter the amount to refund, in US dollars.")
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Enter the amount in dollars and cents, e.g. 125.50."),
  reason: text({ required: "Say why the money goes back (it is kept in the audit log).", max: 500, label: "The reason" }),
  /** The booking ends with the refund: its seats go back and its voucher stops working. */
  cancel: z.boolean({ error: "Say whether the booking is cancelled too." }).optional().default(false),
});
export type StaffRefundPayload = z.input<typeof staffRefundSchema>;
