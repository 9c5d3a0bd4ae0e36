import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { ContentItemPage } from "@/components/account/content/item-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { PublicationForm } from "@/components/account/content/publication-form";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { findPublication } from "@/lib/content/publications/queries";
import { categoryLabel } from "@/lib/content/publications/schema";
import { TranslationsSection } from "@/components/account/translations/translations-section";

type Props = { params: Promise<{ id: string }> };

// One read for the page and its title.
const load = cache((id: string) => findPublication(id, { staff: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: (await load((await params).id))?.title ?? "Publication not found" };
}

export default async function ViewPublicationPage({ params }: Props) {
  const actor = await requireStaffPage();
  const item = await load((await params).id);
  if (!item) notFound();
  const isAdmin = actor.role === "admin";

  return (
    <ContentItemPage
      section={{ label: "Publications", href: "/account/publications" }}
      title={item.title}
      details={
        <>
          <ContentStatus kind="active" on={item.status} />
          <span>{categoryLabel(item.category)}</span>
          <span>· Created {formatDateTime(item.createdAt)}</span>
        </>
      }
      isAdmin={isAdmin}
      toggle={{ url: `/api/publications/approve/${item.id}`, field: "status", value: item.status, onLabel: "Activate", offLabel: "Deactivate" }}
      remove={{ url: `/api/publications/${item.id}`, what: "publication" }}
      notice="Only administrators can update, activate or delete a publication."
    >
      <PublicationForm item={item} readOnly={!isAdmin} />
      <TranslationsSection kind="publication" itemId={item.id} isAdmin={isAdmin} />
    </ContentItemPage>
  );
}
