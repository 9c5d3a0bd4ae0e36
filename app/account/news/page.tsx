import type { Metadata } from "next";
import { ContentListPage } from "@/components/account/content/list-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { toggleAction } from "@/components/account/content/toggle-action";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatLongDate } from "@/lib/format";
import { listNews } from "@/lib/news/queries";
import type { NewsJson } from "@/lib/news/serialize";
import { readPageQuery } from "@/lib/pagination";

export const metadata: Metadata = { title: "Blogs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listNews({ staff: true, ...query });
  const isAdmin = actor.role === "admin";

  return (
    <ContentListPage<NewsJson>
      title="Blogs"
      plural="blogs"
      counted={["post", "posts"]}
      basePath="/account/news"
      createLabel="Create blog"
      query={query}
      items={items}
      total={total}
      viewHref={(n) => `/account/news/view/${n.slug}`}
      columns={[
        { header: "Status", cell: (n) => <ContentStatus kind="published" on={n.isPublished} /> },
        { header: "Views", cell: (n) => n.views.numberOfReading },
        { header: "Created", cell: (n) => formatLongDate(n.createdAt) },
      ]}
      rowActions={isAdmin ? (n) => [toggleAction({ url: `/api/news/publish/${n.slug}`, field: "isPublished", value: n.isPublished, onLabel: "Publish", offLabel: "Unpublish" })] : undefined}
    />
  );
}
