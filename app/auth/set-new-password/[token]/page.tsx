import type { Metadata } from "next";
import { connection } from "next/server";
import { LinkUnusable } from "@/components/auth/link-unusable";
import { NewPasswordForm } from "@/components/auth/new-password-form";
import { NOT_SAVED } from "@/lib/access/auth/form-errors";
import { isLinkUsable } from "@/lib/access/auth/recovery";

export const metadata: Metadata = { title: "Set your password", robots: { index: false }, referrer: "no-referrer" };

/** The invitation link: an account created by an administrator gets its first password here. */
export default async function SetNewPasswordPage({ params, searchParams }: PageProps<"/auth/set-new-password/[token]">) {
  await connection(); // the link's state is read on every visit, never cached
  const { token } = await params;
  const { error } = await searchParams;
  if (!(await isLinkUsable(token))) {
    return <LinkUnusable retryHref="/auth/password/forgot" retryLabel="Request a password reset link" />;
  }
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Set your password</h1>
      <p className="mt-1 text-sm text-ink-soft">Welcome! Choose the password for your staff account.</p>
      <NewPasswordForm token={token} submitLabel="Save password" back={`/auth/set-new-password/${token}`} initialErrors={error ? [NOT_SAVED] : []} />
    </>
  );
}
