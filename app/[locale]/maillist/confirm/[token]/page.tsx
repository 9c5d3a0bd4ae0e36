import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { maillistPageWords } from "@/lib/audience/mailing-list/page-words";
import { localePath, toLocale } from "@/lib/content/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/maillist/confirm/[token]">): Promise<Metadata> {
  const { t } = maillistPageWords(toLocale((await params).locale));
  return { title: t("confirmTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * The double opt-in link, in the language the address subscribed in. Like the unsubscribe page,
 * opening it changes nothing (mail scanners follow links); the click on the button confirms. The
 * page holds nothing personal.
 */
export default async function ConfirmSubscriptionPage({ params }: PageProps<"/[locale]/maillist/confirm/[token]">) {
  const { token, locale: segment } = await params;
  const locale = toLocale(segment);
  const { t, answers, site } = maillistPageWords(locale);
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">{t("confirmTitle")}</h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          <p className="mb-6 text-ink-soft">{t("confirmAsk", { site })}</p>
          <OneClickAction url={`/api/maillist/confirm/${encodeURIComponent(token)}`} label={t("confirmButton")} busyLabel={t("confirming")} answers={answers} />
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
