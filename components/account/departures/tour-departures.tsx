import Link from "@/components/account/dashboard-link";
import { Pagination } from "@/components/ui/pagination";
import { listTourDepartures } from "@/lib/booking/departures/queries";
import type { PageQuery } from "@/lib/platform/pagination";
import { AddDepartures } from "./add-departures";
import { DeparturesTable } from "./departures-table";

export const DEPARTURES_PAGE_SIZE = 20;
export type DepartureWhen = "upcoming" | "past";

/**
 * A tour's departures on its dashboard page: upcoming soonest first, or past ones, with
 * seats taken, held and left and a manifest each; administrators add and change them here.
 */
export async function TourDepartures({
  tour,
  isAdmin,
  query,
  when,
}: {
  tour: { id: string; slug: string; title: string };
  isAdmin: boolean;
  query: PageQuery;
  when: DepartureWhen;
}) {
  const { rows, total } = await listTourDepartures(tour.id, query, when);
  const basePath = `/account/tours/view/${tour.slug}`;
  const tab = (w: DepartureWhen, label: string) => (
    <Link
      href={w === "upcoming" ? `${basePath}#departures` : `${basePath}?departures=past#departures`}
      aria-current={when === w ? "page" : undefined}
      className={`rounded-lg px-3 py-1.5 ${when === w ? "bg-brand-100 font-semibold text-brand-900" : "hover:bg-stone-100"}`}
    >
      {label}
    </Link>
  );
  return (
    <section id="departures" aria-labelledby="departures-title" className="mt-10 scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="departures-title" className="text-lg font-semibold text-brand-900">
            Departures
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {total === 0 && when === "upcoming"
              ? "No upcoming departures: this tour is booked on request, for the date the traveller chooses."
              : "Taken: paid seats. Held: unpaid bookings, kept 30 minutes. Kigali time."}
          </p>
        </div>
        <nav aria-label="Departures shown" className="flex gap-1 text-sm">
          {tab("upcoming", "Upcoming")}
          {tab("past", "Past")}
        </nav>
      </div>
      <DeparturesTable
        caption={`${when === "upcoming" ? "Upcoming" : "Past"} departures of ${tour.title}`}
        rows={rows.map((r) => ({ ...r, tour }))}
        isAdmin={isAdmin}
        empty={when === "upcoming" ? "No upcoming departures." : "No past departures."}
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath={basePath} params={{ departures: when === "past" ? "past" : undefined }} />
      {isAdmin && when === "upcoming" ? <AddDepartures slug={tour.slug} /> : null}
    </section>
  );
}
