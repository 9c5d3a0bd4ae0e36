import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkUnusable } from "@/components/auth/link-unusable";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { NOT_SAVED } from "@/lib/access/auth/form-errors";
import { isLinkUsable } from "@/lib/access/auth/recovery";

export const metadata: Metadata = { title: "Reset password", robots: { index: false }, referrer: "no-referrer" };

export default async function ResetPasswordPage({ params, searchParams }: PageProps<"/auth/password/new/[token]">) {
  await connection(); // the link's state is read on every visit, never cached
  const { token } = await params;
  const { error } = await searchParams;
  if (!(await isLinkUsable(token))) return <LinkUnusable retryHref="/auth/password/forgot" retryLabel="Request a new reset link" />;
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Reset your password</h1>
      <p className="mt-1 text-sm text-ink-soft">Choose a new password. You will be signed out everywhere else.</p>
      <NewPasswordForm token={token} submitLabel="Reset password" back={`/auth/password/new/${token}`} initialErrors={error ? [NOT_SAVED] : []} />
    </>
  );
}
