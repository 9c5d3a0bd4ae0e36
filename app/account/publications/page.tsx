import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDate } from "@/lib/platform/dates";
import { readPageQuery } from "@/lib/platform/pagination";
import { isWaitingFilter, WAITING } from "@/lib/content/kind/waiting";
import { listPublications } from "@/lib/content/publications/queries";
import { categoryLabel } from "@/lib/content/publications/schema";
import type { PublicationJson } from "@/lib/content/publications/serialize";

export const metadata: Metadata = { title: "Publications" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PublicationsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, 20);
  // ?status=waiting: the dashboard home's link to drafts waiting for an administrator.
  const waiting = isWaitingFilter(sp.status);
  const { items, total } = await listPublications({ staff: true, ...query, waiting });
  const isAdmin = actor.role === "admin";

  return (
    <ContentListPage<PublicationJson>
      title="Publications"
      plural="publications"
      counted={["publication", "publications"]}
      basePath="/account/publications"
      createLabel="Create publication"
      query={query}
      items={items}
      total={total}
      filter={waiting ? { param: "status", value: WAITING, label: "publications waiting to be activated" } : undefined}
      viewHref={(p) => `/account/publications/view/${p.id}`}
      titleMax={80}
      columns={[
        { header: "Category", cell: (p) => categoryLabel(p.category) },
        {
          header: "Document",
          cell: (p) => (
            <a href={p.pubDocument} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              Open<span className="sr-only"> the document of {p.title}</span>
            </a>
          ),
        },
        { header: "Status", cell: (p) => <ContentStatus kind="active" on={p.status} /> },
        { header: "Created", cell: (p) => formatDate(p.createdAt) },
      ]}
      rowActions={
        isAdmin
          ? (p) => [toggleAction({ url: `/api/publications/approve/${p.id}`, field: "status", value: p.status, onLabel: "Activate", offLabel: "Deactivate" })]
          : undefined
      }
    />
  );
}
