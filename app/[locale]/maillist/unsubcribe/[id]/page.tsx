import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { Alert } from "@/components/ui/alert";
import { findSubscriptionById, UNSUBSCRIBE_UNKNOWN } from "@/lib/audience/mailing-list/service";
import { site } from "@/lib/platform/site";
import { queryText, readQuery } from "@/lib/platform/validation/query";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false }, referrer: "no-referrer" };
// Personal to the link's owner: rendered per request, never cached or shared.
export const dynamic = "force-dynamic";

/**
 * The unsubscribe link of every list e-mail (spec §2.1, the path spelled as the old site's).
 * Opening it only reads; the visitor's click on the button unsubscribes (api-contract.md).
 */
export default async function UnsubscribePage({ params, searchParams }: PageProps<"/[locale]/maillist/unsubcribe/[id]">) {
  const { id } = await params;
  // A newsletter's link names it, so that its report counts this unsubscribe.
  const { newsletter } = readQuery(await searchParams, { newsletter: queryText(36) });
  const from = newsletter ? `?newsletter=${encodeURIComponent(newsletter)}` : "";
  const subscription = await findSubscriptionById(id);
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">Unsubscribe</h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          {!subscription ? (
            <Alert title="Unknown link">{UNSUBSCRIBE_UNKNOWN}</Alert>
          ) : subscription.unsubscribedAt ? (
            <Alert tone="info">This address is already unsubscribed from the {site.name} mailing list. You will receive no more e-mails from it.</Alert>
          ) : (
            <>
              <p className="mb-6 text-ink-soft">
                Do you want to stop receiving the {site.name} mailing list? One click and you will receive no more e-mails from it.
              </p>
              <OneClickAction url={`/api/maillist/unsubcribe/${encodeURIComponent(id)}${from}`} label="Unsubscribe me" busyLabel="Unsubscribing..." />
            </>
          )}
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
