import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDate } from "@/lib/platform/dates";
import { listNews } from "@/lib/content/news/queries";
import type { NewsJson } from "@/lib/content/news/serialize";
import { readPageQuery } from "@/lib/platform/pagination";
import { isWaitingFilter, WAITING } from "@/lib/content/kind/waiting";

export const metadata: Metadata = { title: "Blogs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, 20);
  // ?status=waiting: the dashboard home's link to drafts waiting for an administrator.
  const waiting = isWaitingFilter(sp.status);
  const { items, total } = await listNews({ staff: true, ...query, waiting });
  const isAdmin = actor.role === "admin";

  return (
    <ContentListPage<NewsJson>
      title="Blogs"
      plural="blogs"
      counted={["blog", "blogs"]}
      basePath="/account/news"
      createLabel="Create blog"
      query={query}
      items={items}
      total={total}
      filter={waiting ? { param: "status", value: WAITING, label: "blogs waiting to be published" } : undefined}
      viewHref={(n) => `/account/news/view/${n.slug}`}
      columns={[
        { header: "Status", cell: (n) => <ContentStatus kind="published" on={n.isPublished} /> },
        { header: "Views", cell: (n) => n.views.numberOfReading },
        { header: "Created", cell: (n) => formatDate(n.createdAt) },
      ]}
      rowActions={
        isAdmin
          ? (n) => [toggleAction({ url: `/api/news/publish/${n.slug}`, field: "isPublished", value: n.isPublished, onLabel: "Publish", offLabel: "Unpublish" })]
          : undefined
      }
    />
  );
}
