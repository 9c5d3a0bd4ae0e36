import Link from "next/link";
import type { FeeEvent } from "@/lib/booking/terms/fees";
import { EventFee } from "../cards";
import { formatDayRange, formatTimeRange } from "@/lib/platform/dates";

type SlotEvent = FeeEvent & { slug: string; title: string; startDate: string; endDate: string; place: string };

/**
 * The event page's registration box: when, where, the fee that applies today and the way to
 * /participant with the event preselected. Registration closes when the event starts.
 */
export function EventRegistrationSlot({ event, ended }: { event: SlotEvent; ended: boolean }) {
  const started = ended || new Date(event.startDate) <= new Date();
  return (
    <section aria-labelledby="registration-title" className="site-panel">
      <h2 id="registration-title" className="font-display text-xl font-semibold text-brand-900">
        {ended ? "This event has ended" : started ? "Registration is closed" : "Join this event"}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="site-label">When</dt>
          <dd className="mt-0.5 font-medium text-ink">{formatDayRange(event.startDate, event.endDate)}</dd>
          <dd className="text-ink-soft">{formatTimeRange(event.startDate, event.endDate)} (Kigali time)</dd>
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
            <EventFee event={event} className="text-2xl" />
          </dd>
        </div>
      </dl>
      {started ? null : (
        <Link href={`/participant?event=${encodeURIComponent(event.slug)}`} className="site-btn site-btn-accent mt-5 flex w-full">
          Register for this event
        </Link>
      )}
    </section>
  );
}
