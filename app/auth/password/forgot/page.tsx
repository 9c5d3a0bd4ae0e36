import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { FORGOT_PASSWORD_MESSAGE, FORGOT_TOO_MANY } from "@/lib/access/auth/recovery";

/** Outcomes of the form posted without script (the Route Handler redirects here with a code). */
function outcome(q: { sent?: string | string[]; error?: string | string[] }) {
  if (q.sent === "1") return { ok: true, message: FORGOT_PASSWORD_MESSAGE };
  if (q.error === "throttled") return { ok: false, message: FORGOT_TOO_MANY };
  if (q.error === "invalid") return { ok: false, message: "Please enter a valid email address." };
  return null;
}

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default async function ForgotPasswordPage({ searchParams }: PageProps<"/auth/password/forgot">) {
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-ink-soft">Enter the email address of your staff account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm initial={outcome(await searchParams)} />
    </>
  );
}
