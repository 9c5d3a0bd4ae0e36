import { z } from "zod";
import type { Role } from "@/lib/platform/db/schema";
import { email, text } from "@/lib/platform/validation/text";

// Spelled out here (not imported from the Drizzle schema) so the browser bundle stays small.
export const ROLE_OPTIONS = ["admin", "user"] as const satisfies readonly Role[];

const required = (label: string, max = 100) => text({ required: `${label} is required.`, max, label });

/** Create-user payload (spec §5); shared by the form at /account/users/create and POST /api/users/create. */
export const createUserSchema = z.object({
  firstName: required("First name"),
  lastName: required("Last name"),
  email: email("Email is required.", "Please enter a valid email address."),
  phoneNumber: required("Phone number", 30).refine((v) => /^\+?[0-9][0-9 ()./-]{5,}$/.test(v), "Please enter a valid phone number."),
  organization: required("Organization", 200),
  role: z.enum(ROLE_OPTIONS, { error: "Please choose a role: admin or user." }),
});

export type CreateUserInput = z.input<typeof createUserSchema>;

/** Block / unblock body: `isActive` as a boolean or the strings "true" / "false" (api-contract). */
export const approveUserSchema = z.object({
  isActive: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    error: "isActive must be true or false.",
  }),
});
