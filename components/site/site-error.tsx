"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { container } from "@/components/site/layout-classes";

/**
 * A public page that could not be rendered, inside the site's header and footer. Its most likely
 * cause is the database being briefly unreachable (the server then answers 503 with Retry-After,
 * lib/platform/outage.ts); the visitor is told to try again in a minute, and the pages already cached keep
 * working meanwhile.
 */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">Back in a minute</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900 sm:text-5xl">This page is briefly unavailable</h1>
        <p className="mt-4 text-lg text-ink-soft">We could not load it just now. Please try again in a minute: nothing you have booked or sent is lost.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="site-btn site-btn-sm site-btn-primary"
            onClick={() =>
              startTransition(() => {
                router.refresh();
                reset();
              })
            }
          >
            Try again
          </button>
          <Link href="/" className="site-btn site-btn-sm site-btn-outline">
            Home page
          </Link>
        </div>
      </div>
    </section>
  );
}
