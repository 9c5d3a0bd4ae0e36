import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { listEvents } from "@/lib/content/events/queries";
import type { EventJson } from "@/lib/content/events/serialize";
import { formatDayRange } from "@/lib/platform/dates";
import { feeLabel } from "@/lib/booking/terms/fees";
import { readPageQuery } from "@/lib/platform/pagination";
import { isWaitingFilter, WAITING } from "@/lib/content/kind/waiting";

export const metadata: Metadata = { title: "Events" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EventsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, 20);
  // ?status=waiting: the dashboard home's link to drafts waiting for an administrator.
  const waiting = isWaitingFilter(sp.status);
  const { items, total } = await listEvents({ staff: true, ...query, waiting });
  const isAdmin = actor.role === "admin";

  return (
    <ContentListPage<EventJson>
      title="Events"
      plural="events"
      counted={["event", "events"]}
      basePath="/account/events"
      createLabel="Create event"
      query={query}
      items={items}
      total={total}
      filter={waiting ? { param: "status", value: WAITING, label: "events waiting for approval" } : undefined}
      viewHref={(e) => `/account/events/view/${e.slug}`}
      columns={[
        { header: "Dates", cell: (e) => formatDayRange(e.startDate, e.endDate) },
        { header: "Place", cell: (e) => e.place || "—" },
        { header: "Price", cell: (e) => feeLabel(e) },
        { header: "Status", cell: (e) => <ContentStatus kind="approved" on={e.isApproved} /> },
      ]}
      rowActions={
        isAdmin
          ? (e) => [
              toggleAction({ url: `/api/events/approve/${e.slug}`, field: "isApproved", value: e.isApproved, onLabel: "Activate", offLabel: "Deactivate" }),
            ]
          : undefined
      }
    />
  );
}
