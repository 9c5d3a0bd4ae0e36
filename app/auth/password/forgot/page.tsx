import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Forgot your password?</h1>
      <p className="mt-1 text-sm text-ink-soft">Enter the email address of your staff account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </>
  );
}
