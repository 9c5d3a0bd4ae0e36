"use client";

// The root 404, 403 and 401 bodies. Next writes these fallbacks into every page's payload; as client
// blocks they are a name there, not a tree of elements, classes and words. Plain links: next/link
// would bring its router code into the root layout's own chunk.

/** 404 outside the public site's languages (the back office, unknown top-level paths). */
export function NotFoundBody() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-earth-600">404</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">Page not found</h1>
      <p className="mt-3 text-ink-soft">The page you are looking for has moved or never existed.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load from a fallback page is fine; next/link would cost every page its router code here */}
      <a href="/" className="mt-6 font-semibold text-brand-700 underline underline-offset-4">
        Back to the home page
      </a>
    </main>
  );
}

/** 403: a dashboard page for administrators only. */
export function ForbiddenBody() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-earth-600">403</p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-brand-900">Administrators only</h1>
      <p className="mt-3 text-ink-soft">Your account does not have access to this page.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load from a fallback page is fine; next/link would cost every page its router code here */}
      <a href="/account" className="mt-6 font-semibold text-brand-700 underline underline-offset-4">
        Back to the dashboard
      </a>
    </main>
  );
}

/** 401. */
export function UnauthorizedBody() {
  return (
    <main className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="font-display text-3xl font-semibold text-brand-900">Please sign in</h1>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load from a fallback page is fine; next/link would cost every page its router code here */}
      <a href="/auth/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Sign in
      </a>
    </main>
  );
}
