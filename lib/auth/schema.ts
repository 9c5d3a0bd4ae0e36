import { z } from "zod";

/** Login payload (spec §3, §5); shared by the login form and POST /api/auth/login. */
export const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address"))
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});

export type LoginInput = z.input<typeof loginSchema>;
