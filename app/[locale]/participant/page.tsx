import { cache } from "react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatDayTime, formatDaysAndHours } from "@/lib/platform/dates";
import { EmptyState } from "@/components/site/empty-state";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { CancellationPolicy } from "@/components/site/registration/cancellation-policy";
import { eventPolicyLines } from "@/lib/booking/terms/participant-policy";
import type { OpenEventOption } from "@/components/site/registration/registration-form";
import { LazyRegistrationForm } from "@/components/site/forms/lazy-forms";
import { Alert } from "@/components/ui/alert";
import { readEvent } from "@/lib/content/events/public-queries";
import { getDb } from "@/lib/platform/db/client";
import { countryOptions } from "@/lib/booking/participants/country-labels";
import { feeColumn, isPaidEvent } from "@/lib/booking/terms/fees";
import { eventSeatsTaken } from "@/lib/booking/orders/seats";
import { listOpenEvents } from "@/lib/booking/participants/queries";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";
import { queryText, readQuery } from "@/lib/platform/validation/query";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translatedCards } from "@/lib/content/translations/public";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";
import { eventPolicyWords, registrationFormWords } from "@/components/site/registration/registration-words";

const wantedSlug = async (searchParams: PageProps<"/[locale]/participant">["searchParams"]) =>
  readQuery(await searchParams, { event: queryText(200) }).event ?? "";

/** `?event=` naming no approved event is a 404 (not a second copy of the page). */
const unknownEvent = cache(async (slug: string) => slug !== "" && !(await readEvent(slug, true)));

// The interface reads in the page's language; the events it offers are content (English until
// translated), so the English page stays the canonical one.
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/participant">) {
  const locale = toLocale((await params).locale);
  if (await unknownEvent(await wantedSlug(searchParams))) return notFoundMetadata(locale);
  const t = translator(locale, "registration");
  return pageMetadata({ title: t("metaTitle"), description: t("metaDescription"), path: "/participant" });
}

/**
 * /participant (spec §2.1): open events only (approved, not started, a seat left), rendered per
 * request because the fee column and the seats left change with time. `?event={slug}` preselects.
 */
export default async function ParticipantPage({ params, searchParams }: PageProps<"/[locale]/participant">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "registration");
  const english = locale === "en";
  const formats = orderFormats(locale);
  const slug = await wantedSlug(searchParams);
  if (await unknownEvent(slug)) notFound();
  const now = new Date();
  const db = await getDb();
  // An event's title in the page's language where it has a version.
  const open = await translatedCards("event", await listOpenEvents(now), locale);
  const chosen = open.find((e) => e.slug === slug);
  const options: OpenEventOption[] = (
    await Promise.all(
      open.map(async (e) => {
        const seatsLeft = e.capacity === null ? null : Math.max(0, e.capacity - (await eventSeatsTaken(db, e.id, now)));
        return {
          slug: e.slug,
          title: e.title,
          when: english ? `${formatDaysAndHours(e.startDate, e.endDate)} (Kigali time)` : t("when", { when: formats.daysAndHours(e.startDate, e.endDate) }),
          place: e.place,
          fees: e.fees,
          tierPrice: Number(e.price1) || Number(e.price) || 0,
          paid: isPaidEvent(e),
          column: feeColumn(e, now),
          deadlineText: e.earlyBirdDeadline ? (english ? formatDayTime(e.earlyBirdDeadline) : formats.dayTime(e.earlyBirdDeadline)) : null,
          seatsLeft,
          // English word for word as before (no thousands separator).
          seatsText: seatsLeft === null ? null : english ? `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left` : t("seatsLeft", { count: seatsLeft }),
        };
      }),
    )
  ).filter((e) => e.seatsLeft === null || e.seatsLeft > 0);

  // A preselected event that is not open says why.
  let closed: string | null = null;
  if (slug && !options.some((e) => e.slug === slug)) {
    const found = await readEvent(slug, true);
    const [event] = found ? await translatedCards("event", [found], locale) : [];
    if (event) closed = new Date(event.startDate) <= now ? t("closedStarted", { event: event.title }) : t("closedFull", { event: event.title });
  }

  return (
    <>
      <PageHero image="/site/page-about.jpg" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <div className={`${container} grid gap-10 py-12 sm:py-16 lg:grid-cols-3 lg:gap-14`}>
        <section aria-labelledby="form-title" className="min-w-0 lg:col-span-2">
          <h2 id="form-title" className="font-display text-3xl font-semibold text-brand-900">
            {t("formHeading")}
          </h2>
          <div className="mt-6 space-y-6">
            {closed ? <Alert tone="warning">{closed}</Alert> : null}
            {options.length === 0 ? (
              <EmptyState title={t("emptyTitle")} text={t("emptyText")} action={{ href: localePath(locale, "/events"), label: t("emptyAction") }} />
            ) : (
              <LazyRegistrationForm
                events={options}
                countries={countryOptions(locale)}
                initialSlug={closed ? "" : slug}
                lang={locale}
                words={registrationFormWords(
                  locale,
                  options.flatMap((e) => [e.tierPrice, ...Object.values(e.fees ?? {}).flatMap((row) => [row.earlyBird, row.normal])]),
                )}
              />
            )}
          </div>
        </section>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <CancellationPolicy
            lines={eventPolicyLines(chosen?.cancellationPolicy, chosen ? !isPaidEvent(chosen) : false, eventPolicyWords(locale))}
            note={slug ? undefined : t("policyNote")}
            heading={translator(locale, "eventPage")("policyHeading")}
          />
          <p className="text-sm text-ink-soft">
            {t("questions")}{" "}
            <Link href={localePath(locale, "/contact")} className="font-semibold text-brand-700 underline underline-offset-4">
              {t("contactUs")}
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
