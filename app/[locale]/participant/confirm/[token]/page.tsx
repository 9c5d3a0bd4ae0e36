import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { confirmLinkState } from "@/lib/booking/participants/queries";
import { CONFIRM_HOURS, CONFIRM_UNKNOWN, confirmedAnswer, confirmLapsed } from "@/lib/booking/participants/service";
import { eventStarted } from "@/lib/booking/orders/seats";
import { fill } from "@/components/site/registration/form-words";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";

export async function generateMetadata({ params }: PageProps<"/[locale]/participant/confirm/[token]">): Promise<Metadata> {
  const t = translator(toLocale((await params).locale), "registration");
  return { title: t("confirm.metaTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** Read per request: a link already used says so instead of offering the button again. */
export const dynamic = "force-dynamic";

/**
 * The link of a free registration's e-mail. Opening it changes nothing (mail
 * scanners follow links); the click on the button confirms and keeps the seat.
 */
export default async function ConfirmRegistrationPage({ params }: PageProps<"/[locale]/participant/confirm/[token]">) {
  const { token, locale: segment } = await params;
  const locale = toLocale(segment);
  const t = translator(locale, "registration");
  const link = await confirmLinkState(token);
  // The API's English answers in the page's language; those that name the event or the person
  // keep what the API named in their slots.
  const english = locale === "en";
  const answers: Record<string, string> = english ? {} : { [CONFIRM_UNKNOWN]: t("confirm.unknown") };
  const raw = messagesOf(locale, "registration");
  const patterns: [string, string][] = english
    ? []
    : [
        [confirmedAnswer("{name}", "{event}", "{email}"), raw.confirm.done],
        [confirmLapsed("{event}"), fill(raw.confirm.lapsed, { hours: CONFIRM_HOURS })],
        [eventStarted("{event}"), raw.errors.started],
      ];
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">
          {link.state === "confirmed" ? t("confirm.confirmed") : link.state === "unknown" ? t("confirm.invalid") : t("confirm.heading")}
        </h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          {link.state === "confirmed" ? (
            <p className="text-ink">{t("confirm.thanks", { name: link.firstName, event: link.eventTitle })}</p>
          ) : link.state === "unknown" ? (
            <p className="text-ink">{locale === "en" ? CONFIRM_UNKNOWN : t("confirm.unknown")}</p>
          ) : (
            <>
              <p className="mb-6 text-ink-soft">{t("confirm.intro")}</p>
              <OneClickAction
                url={`/api/participant/confirm/${encodeURIComponent(token)}`}
                label={t("confirm.button")}
                busyLabel={t("confirm.busy")}
                answers={answers}
                patterns={patterns}
              />
            </>
          )}
          <p className="mt-6 text-sm">
            <Link href={localePath(locale, "/events")} className="font-semibold text-brand-700 hover:underline">
              {t("confirm.seeEvents")}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
