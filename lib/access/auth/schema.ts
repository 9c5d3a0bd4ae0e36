import { z } from "zod";
import { email } from "@/lib/platform/validation/text";
import { newPasswordField, PASSWORD_MESSAGES } from "./password-rules";

/** Login payload (spec §3, §5); shared by the login form and POST /api/auth/login. */
export const loginSchema = z.object({
  // Bounded (254) and free of control characters, so a 3,000-character address is a 400.
  email: email("Email is required.", "Please enter a valid email address."),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024, "Password is too long."),
});

export type LoginInput = z.input<typeof loginSchema>;

/** Forgot-password payload (spec §5: email required); shared by the form and the Route Handler. */
export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const passwordPair = {
  password: newPasswordField,
  confirmPassword: z.string({ error: PASSWORD_MESSAGES.confirmRequired }).min(1, PASSWORD_MESSAGES.confirmRequired),
};

type Pair = { password: string; confirmPassword: string };

/** Checked even when the password itself breaks a rule, so every problem is reported at once. */
const confirmMatches = [
  (v: Pair) => !v.confirmPassword || v.password === v.confirmPassword,
  {
    message: PASSWORD_MESSAGES.mismatch,
    path: ["confirmPassword"],
    when: (payload: { value: unknown }) => {
      const v = payload.value as Partial<Pair> | undefined;
      return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
    },
  },
] as const;

/** The two password fields of the reset and set-new-password screens. */
export const newPasswordFields = z.object(passwordPair).refine(confirmMatches[0], { ...confirmMatches[1], path: [...confirmMatches[1].path] });

export type NewPasswordInput = z.input<typeof newPasswordFields>;

/** POST /api/auth/reset-password-account: one payload for invitation and reset links. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "The link is missing its token." }).trim().min(1, "The link is missing its token.").max(200, "The link is not valid."),
    ...passwordPair,
  })
  .refine(confirmMatches[0], { ...confirmMatches[1], path: [...confirmMatches[1].path] });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
