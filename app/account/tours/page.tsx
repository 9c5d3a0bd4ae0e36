import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDate } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { readPageQuery } from "@/lib/platform/pagination";
import { isWaitingFilter, WAITING } from "@/lib/content/kind/waiting";
import { listTours } from "@/lib/content/tours/queries";
import type { TourJson } from "@/lib/content/tours/serialize";

export const metadata: Metadata = { title: "Tours" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ToursListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, 20);
  // ?status=waiting: the dashboard home's link to drafts waiting for an administrator.
  const waiting = isWaitingFilter(sp.status);
  const { items, total } = await listTours({ staff: true, ...query, waiting });
  const isAdmin = actor.role === "admin";

  return (
    <ContentListPage<TourJson>
      title="Tours"
      plural="tours"
      counted={["tour", "tours"]}
      basePath="/account/tours"
      createLabel="Create tour"
      query={query}
      items={items}
      total={total}
      filter={waiting ? { param: "status", value: WAITING, label: "tours waiting to be published" } : undefined}
      viewHref={(t) => `/account/tours/view/${t.slug}`}
      columns={[
        { header: "Location", cell: (t) => t.location || "—" },
        { header: "Price (1 person)", cell: (t) => (t.price1 > 0 ? formatUsd(t.price1) : "—") },
        { header: "Status", cell: (t) => <ContentStatus kind="published" on={t.isPublished} /> },
        { header: "Created", cell: (t) => formatDate(t.createdAt) },
      ]}
      rowActions={
        isAdmin
          ? (t) => [
              toggleAction({ url: `/api/tours/publish/${t.slug}`, field: "isPublished", value: t.isPublished, onLabel: "Publish", offLabel: "Unpublish" }),
            ]
          : undefined
      }
    />
  );
}
