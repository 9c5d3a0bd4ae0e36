import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/auth/guards";
import { listEvents } from "@/lib/events/queries";
import type { EventJson } from "@/lib/events/serialize";
import { formatShortDate, formatUsd } from "@/lib/format";
import { readPageQuery } from "@/lib/pagination";

export const metadata: Metadata = { title: "Events" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EventsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listEvents({ staff: true, ...query });
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
      viewHref={(e) => `/account/events/view/${e.slug}`}
      columns={[
        { header: "Dates", cell: (e) => `${formatShortDate(e.startDate)} – ${formatShortDate(e.endDate)}` },
        { header: "Place", cell: (e) => e.place || "—" },
        { header: "Price", cell: (e) => (e.price > 0 ? formatUsd(e.price) : "Free entry") },
        { header: "Status", cell: (e) => <ContentStatus kind="approved" on={e.isApproved} /> },
      ]}
      rowActions={isAdmin ? (e) => [toggleAction({ url: `/api/events/approve/${e.slug}`, field: "isApproved", value: e.isApproved, onLabel: "Activate", offLabel: "Deactivate" })] : undefined}
    />
  );
}
