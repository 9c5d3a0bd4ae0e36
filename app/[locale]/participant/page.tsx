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
import { COUNTRIES } from "@/lib/booking/participants/countries";
import { feeColumn, isPaidEvent } from "@/lib/booking/terms/fees";
import { eventSeatsTaken } from "@/lib/booking/orders/seats";
import { listOpenEvents } from "@/lib/booking/participants/queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";
import { queryText, readQuery } from "@/lib/platform/validation/query";
import { toLocale } from "@/lib/content/i18n/locales";

const wantedSlug = async (searchParams: PageProps<"/[locale]/participant">["searchParams"]) =>
  readQuery(await searchParams, { event: queryText(200) }).event ?? "";

/** `?event=` naming no approved event is a 404 (not a second copy of the page). */
const unknownEvent = cache(async (slug: string) => slug !== "" && !(await readEvent(slug, true)));

export async function generateMetadata({ searchParams }: PageProps<"/[locale]/participant">) {
  if (await unknownEvent(await wantedSlug(searchParams))) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: "Event registration",
    description: "Register for an Ikaze event: the fees for Rwandans, Africans and Internationals, the cancellation policy and the registration form.",
    path: "/participant",
  });
}

/**
 * /participant (spec §2.1): open events only (approved, not started, a seat left), rendered per
 * request because the fee column and the seats left change with time. `?event={slug}` preselects.
 */
export default async function ParticipantPage({ params, searchParams }: PageProps<"/[locale]/participant">) {
  const locale = toLocale((await params).locale);
  const slug = await wantedSlug(searchParams);
  if (await unknownEvent(slug)) notFound();
  const now = new Date();
  const db = await getDb();
  const open = await listOpenEvents(now);
  const chosen = open.find((e) => e.slug === slug);
  const options: OpenEventOption[] = (
    await Promise.all(
      open.map(async (e) => {
        const seatsLeft = e.capacity === null ? null : Math.max(0, e.capacity - (await eventSeatsTaken(db, e.id, now)));
        return {
          slug: e.slug,
          title: e.title,
          when: `${formatDaysAndHours(e.startDate, e.endDate)} (Kigali time)`,
          place: e.place,
          fees: e.fees,
          tierPrice: Number(e.price1) || Number(e.price) || 0,
          paid: isPaidEvent(e),
          column: feeColumn(e, now),
          deadlineText: e.earlyBirdDeadline ? formatDayTime(e.earlyBirdDeadline) : null,
          seatsLeft,
        };
      }),
    )
  ).filter((e) => e.seatsLeft === null || e.seatsLeft > 0);

  // A preselected event that is not open says why.
  let closed: string | null = null;
  if (slug && !options.some((e) => e.slug === slug)) {
    const event = await readEvent(slug, true);
    if (event)
      closed =
        new Date(event.startDate) <= now
          ? `Registration for ${event.title} is closed: the event has already started.`
          : `Registration for ${event.title} is closed: the event is full.`;
  }

  return (
    <>
      <PageHero
        image="/site/page-about.jpg"
        eyebrow="Events"
        title="Event registration"
        intro="Choose your event, check the fee that applies to you and register in a few minutes."
      />
      <div className={`${container} grid gap-10 py-12 sm:py-16 lg:grid-cols-3 lg:gap-14`}>
        <section aria-labelledby="form-title" className="min-w-0 lg:col-span-2">
          <h2 id="form-title" className="font-display text-3xl font-semibold text-brand-900">
            Register
          </h2>
          <div className="mt-6 space-y-6">
            {closed ? <Alert tone="warning">{closed}</Alert> : null}
            {options.length === 0 ? (
              <EmptyState
                title="No events are open for registration"
                text="Registration opens with each new event. See what is coming up, or ask us about an event."
                action={{ href: "/events", label: "See all events" }}
              />
            ) : (
              <LazyRegistrationForm events={options} countries={COUNTRIES} initialSlug={closed ? "" : slug} lang={locale} />
            )}
          </div>
        </section>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <CancellationPolicy
            lines={eventPolicyLines(chosen?.cancellationPolicy, chosen ? !isPaidEvent(chosen) : false)}
            note={slug ? undefined : "Each event's own policy is shown on its page; cancel a paid registration online from its booking page."}
          />
          <p className="text-sm text-ink-soft">
            Questions about an event?{" "}
            <Link href="/contact" className="font-semibold text-brand-700 underline underline-offset-4">
              Contact us
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
