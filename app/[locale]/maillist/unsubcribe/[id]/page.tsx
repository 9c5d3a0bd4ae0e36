import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { Alert } from "@/components/ui/alert";
import { findSubscriptionById } from "@/lib/audience/mailing-list/service";
import { maillistPageWords } from "@/lib/audience/mailing-list/page-words";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { queryText, readQuery } from "@/lib/platform/validation/query";

export async function generateMetadata({ params }: PageProps<"/[locale]/maillist/unsubcribe/[id]">): Promise<Metadata> {
  const { t } = maillistPageWords(toLocale((await params).locale));
  return { title: t("unsubscribeTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}
// Personal to the link's owner: rendered per request, never cached or shared.
export const dynamic = "force-dynamic";

/**
 * The unsubscribe link of every list e-mail (spec §2.1, the path spelled as the old site's), in the
 * language the address subscribed in. Opening it only reads; the visitor's click on the button
 * unsubscribes (api-contract.md).
 */
export default async function UnsubscribePage({ params, searchParams }: PageProps<"/[locale]/maillist/unsubcribe/[id]">) {
  const { id, locale: segment } = await params;
  const locale = toLocale(segment);
  const { t, answers, site } = maillistPageWords(locale);
  // A newsletter's link names it, so that its report counts this unsubscribe.
  const { newsletter } = readQuery(await searchParams, { newsletter: queryText(36) });
  const from = newsletter ? `?newsletter=${encodeURIComponent(newsletter)}` : "";
  const subscription = await findSubscriptionById(id);
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">{t("unsubscribeTitle")}</h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          {!subscription ? (
            <Alert title={t("unknownLink")}>{t("unknown")}</Alert>
          ) : subscription.unsubscribedAt ? (
            <Alert tone="info">{t("alreadyOut", { site })}</Alert>
          ) : (
            <>
              <p className="mb-6 text-ink-soft">{t("askOut", { site })}</p>
              <OneClickAction
                url={`/api/maillist/unsubcribe/${encodeURIComponent(id)}${from}`}
                label={t("unsubscribeButton")}
                busyLabel={t("unsubscribing")}
                answers={answers}
              />
            </>
          )}
          <p className="mt-6 text-sm">
            <Link href={localePath(locale, "/")} className="font-semibold text-brand-700 hover:underline">
              {t("home")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
