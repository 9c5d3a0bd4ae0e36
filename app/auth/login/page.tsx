import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { loginErrorMessage } from "@/lib/access/auth/form-errors";
import { PASSWORD_SET_MESSAGE } from "@/lib/access/auth/recovery";
import { Alert } from "@/components/ui/alert";
import { safeNextPath } from "@/lib/platform/safe-redirect";

export const metadata: Metadata = { title: "Staff login", robots: { index: false } };

export default async function LoginPage({ searchParams }: PageProps<"/auth/login">) {
  const { next, error, reset } = await searchParams;
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Staff login</h1>
      <p className="mt-1 text-sm text-ink-soft">Sign in to manage content, bookings and users.</p>
      {reset === "1" ? (
        <div className="mt-6">
          <Alert tone="success">{PASSWORD_SET_MESSAGE}</Alert>
        </div>
      ) : null}
      <LoginForm next={safeNextPath(typeof next === "string" ? next : undefined)} initialError={loginErrorMessage(error)} />
    </>
  );
}
