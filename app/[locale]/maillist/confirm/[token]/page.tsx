import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { site } from "@/lib/platform/site";

export const metadata: Metadata = { title: "Confirm your subscription", robots: { index: false, follow: false }, referrer: "no-referrer" };

/**
 * The double opt-in link. Like the unsubscribe page, opening it changes nothing (mail scanners
 * follow links); the click on the button confirms. The page holds nothing personal.
 */
export default async function ConfirmSubscriptionPage({ params }: PageProps<"/[locale]/maillist/confirm/[token]">) {
  const { token } = await params;
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">Confirm your subscription</h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          <p className="mb-6 text-ink-soft">One click to start receiving {site.name}&rsquo;s news, new tours and upcoming events.</p>
          <OneClickAction url={`/api/maillist/confirm/${encodeURIComponent(token)}`} label="Confirm my subscription" busyLabel="Confirming..." />
          <p className="mt-6 text-sm">
            <Link href="/" className="font-semibold text-brand-700 hover:underline">
              Back to the home page
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
