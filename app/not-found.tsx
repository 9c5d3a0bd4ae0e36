import Link from "next/link";
import { BareDocument } from "./html-document";

export default function NotFound() {
  return (
    <BareDocument>
      <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-earth-600">404</p>
        <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">Page not found</h1>
        <p className="mt-3 text-ink-soft">The page you are looking for has moved or never existed.</p>
        <Link href="/" className="mt-6 font-semibold text-brand-700 underline underline-offset-4">
          Back to the home page
        </Link>
      </main>
    </BareDocument>
  );
}
