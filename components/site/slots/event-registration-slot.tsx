import Link from "next/link";
import { EventPrice } from "../cards";
import { dateRange, timeRange } from "../dates";

/**
 * SLOT — event registration (spec §2.1: the fee table, cancellation policy and participant form).
 * The registration issue replaces this file; until then it shows the essentials and a call to
 * action that reaches the team through the contact page.
 */
export function EventRegistrationSlot({ event, ended }: { event: { slug: string; title: string; price: number; startDate: string; endDate: string; place: string }; ended: boolean }) {
  return (
    <section aria-labelledby="registration-title" className="site-panel">
      <h2 id="registration-title" className="font-display text-xl font-semibold text-brand-900">
        {ended ? "This event has ended" : "Join this event"}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="site-label">When</dt>
          <dd className="mt-0.5 font-medium text-ink">{dateRange(event.startDate, event.endDate)}</dd>
          <dd className="text-ink-soft">{timeRange(event.startDate, event.endDate)} (Kigali time)</dd>
        </div>
        {event.place ? (
          <div>
            <dt className="site-label">Where</dt>
            <dd className="mt-0.5 font-medium text-ink">{event.place}</dd>
          </div>
        ) : null}
        <div>
          <dt className="site-label">Fee</dt>
          <dd className="mt-0.5">
            <EventPrice price={event.price} className="text-2xl" />
          </dd>
        </div>
      </dl>
      {ended ? null : (
        <Link
          href={`/contact?event=${encodeURIComponent(event.slug)}`}
          className="site-btn site-btn-accent mt-5 flex w-full"
        >
          Register for this event
        </Link>
      )}
    </section>
  );
}
