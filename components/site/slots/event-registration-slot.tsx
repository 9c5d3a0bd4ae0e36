import Link from "next/link";
import type { FeeEvent } from "@/lib/booking/terms/fees";
import { EventFee } from "../cards";
import { formatDayRange, formatTimeRange } from "@/lib/platform/dates";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";

type SlotEvent = FeeEvent & { slug: string; title: string; startDate: string; endDate: string; place: string };

/**
 * The event page's registration box: when, where, the fee that applies today and the way to
 * /participant with the event preselected. Registration closes when the event starts.
 */
export function EventRegistrationSlot({ event, ended, locale = "en" }: { event: SlotEvent; ended: boolean; locale?: Locale }) {
  const started = ended || new Date(event.startDate) <= new Date();
  const t = translator(locale, "eventPage");
  const f = orderFormats(locale);
  // English keeps the site's own formats ("Wed 10 – Fri 12 Mar 2027", "09:00 – 17:00").
  const days = locale === "en" ? formatDayRange(event.startDate, event.endDate) : f.dayRange(event.startDate, event.endDate);
  const times = locale === "en" ? formatTimeRange(event.startDate, event.endDate) : `${f.time(event.startDate)} – ${f.time(event.endDate)}`;
  return (
    <section aria-labelledby="registration-title" className="site-panel">
      <h2 id="registration-title" className="font-display text-xl font-semibold text-brand-900">
        {ended ? t("ended") : started ? t("closed") : t("join")}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="site-label">{t("when")}</dt>
          <dd className="mt-0.5 font-medium text-ink">{days}</dd>
          <dd className="text-ink-soft">{t("kigaliTime", { times })}</dd>
        </div>
        {event.place ? (
          <div>
            <dt className="site-label">{t("where")}</dt>
            <dd className="mt-0.5 font-medium text-ink">{event.place}</dd>
          </div>
        ) : null}
        <div>
          <dt className="site-label">{t("fee")}</dt>
          <dd className="mt-0.5">
            <EventFee event={event} className="text-2xl" locale={locale} />
          </dd>
        </div>
      </dl>
      {started ? null : (
        <Link href={localePath(locale, `/participant?event=${encodeURIComponent(event.slug)}`)} className="site-btn site-btn-accent mt-5 flex w-full">
          {t("registerForEvent")}
        </Link>
      )}
    </section>
  );
}
