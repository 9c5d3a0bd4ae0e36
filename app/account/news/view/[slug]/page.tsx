import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { CommentsLink } from "@/components/account/comments/comments-link";
import { ContentItemPage } from "@/components/account/content/item-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { NewsForm } from "@/components/account/content/news-form";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { findNews } from "@/lib/content/news/queries";
import { TranslationsSection } from "@/components/account/translations/translations-section";

type Props = { params: Promise<{ slug: string }> };

// One read for the page and its title.
const load = cache((slug: string) => findNews(slug, { staff: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: (await load((await params).slug))?.title ?? "Blog not found" };
}

export default async function ViewNewsPage({ params }: Props) {
  const actor = await requireStaffPage();
  const item = await load((await params).slug);
  if (!item) notFound();
  const isAdmin = actor.role === "admin";

  return (
    <ContentItemPage
      section={{ label: "Blogs", href: "/account/news" }}
      title={item.title}
      details={
        <>
          <ContentStatus kind="published" on={item.isPublished} />
          <span>Created {formatDateTime(item.createdAt)}</span>
          <span>· {item.views.numberOfReading} reads</span>
          <span aria-hidden="true">·</span>
          <CommentsLink kind="news" id={item.id} slug={item.slug} />
        </>
      }
      isAdmin={isAdmin}
      publicPage={{ path: `/blog/${item.slug}`, isPublic: item.isPublished }}
      toggle={{ url: `/api/news/publish/${item.slug}`, field: "isPublished", value: item.isPublished, onLabel: "Publish", offLabel: "Unpublish" }}
      remove={{ url: `/api/news/delete/${item.slug}`, what: "blog" }}
      notice="Only administrators can update, publish or delete a blog."
    >
      <NewsForm item={item} readOnly={!isAdmin} />
      <TranslationsSection kind="news" itemId={item.id} isAdmin={isAdmin} />
    </ContentItemPage>
  );
}
