import Link from "next/link";
import { BareDocument } from "./html-document";

/**
 * 401. The site never calls unauthorized() (signing in is a redirect to the login page), but with
 * authInterrupts on (for the dashboard's forbidden()) Next writes a 401 fallback into every page's
 * payload, twice; Next's default one is 1.3 KB of inline styles, this one a few lines.
 */
export default function Unauthorized() {
  return (
    <BareDocument>
      <main className="mx-auto max-w-xl px-6 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold text-brand-900">Please sign in</h1>
        <Link href="/auth/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </main>
    </BareDocument>
  );
}
