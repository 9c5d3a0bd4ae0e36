import type { Metadata } from "next";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath } from "@/lib/safe-redirect";

export const metadata: Metadata = { title: "Staff login", robots: { index: false } };

export default async function LoginPage({ searchParams }: PageProps<"/auth/login">) {
  const { next } = await searchParams;
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Staff login</h1>
      <p className="mt-1 text-sm text-ink-soft">Sign in to manage content, bookings and users.</p>
      <LoginForm next={safeNextPath(typeof next === "string" ? next : undefined)} />
    </>
  );
}
