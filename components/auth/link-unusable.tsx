import Link from "next/link";
import { LINK_EXPIRED_OR_USED } from "@/lib/access/auth/tokens";

/** Shown instead of the form when a reset or invitation link can no longer be used. */
export function LinkUnusable({ retryHref, retryLabel }: { retryHref: string; retryLabel: string }) {
  return (
    <>
      <h1 className="font-display text-2xl font-semibold text-brand-900">Link expired or already used</h1>
      <p className="mt-3 text-ink">{LINK_EXPIRED_OR_USED}</p>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link href={retryHref} className="font-medium text-brand-700 underline underline-offset-4">
          {retryLabel}
        </Link>
        <Link href="/auth/login" className="font-medium text-brand-700 underline underline-offset-4">
          Back to login
        </Link>
      </p>
    </>
  );
}
