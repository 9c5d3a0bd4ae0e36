import type { Metadata } from "next";
import { DeparturesTable } from "@/components/account/departures/departures-table";
import { ListPage } from "@/components/account/list/list-page";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { listDeparturesBetween } from "@/lib/booking/departures/queries";
import { readPageQuery } from "@/lib/platform/pagination";
import { readFilters, type SelectFilters } from "@/lib/platform/list-filters";

export const metadata: Metadata = { title: "Departures" };

const PAGE_SIZE = 20;
const WEEK_MS = 7 * 86_400_000;
const FILTERS = { period: { label: "When", any: "All upcoming", options: { week: "Next 7 days" } } } satisfies SelectFilters;

/** /account/departures: every tour's departures to come, soonest first, with their fill and manifests. */
export default async function DeparturesPage({ searchParams }: PageProps<"/account/departures">) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const { period } = readFilters(sp, FILTERS);
  const now = new Date();
  const { rows, total } = await listDeparturesBetween(query, now, period === "week" ? new Date(now.getTime() + WEEK_MS) : null, now);
  return (
    <ListPage
      title="Departures"
      description="Seats taken (paid), held (unpaid bookings, kept 30 minutes) and left, in Kigali time. Add departures on a tour's page."
      basePath="/account/departures"
      query={query}
      total={total}
      filters={{ label: "Filter departures", selects: FILTERS, values: { period } }}
    >
      <DeparturesTable
        caption="Departures"
        rows={rows}
        isAdmin={actor.role === "admin"}
        withTour
        empty={period === "week" ? "No departures in the next 7 days." : "No upcoming departures."}
      />
    </ListPage>
  );
}
