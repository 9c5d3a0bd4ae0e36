import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { DeleteButton } from "@/components/account/content/delete-button";
import { PublicationForm } from "@/components/account/content/publication-form";
import { StatusToggle } from "@/components/account/content/status-toggle";
import { Alert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDateTime } from "@/lib/format";
import { findPublication } from "@/lib/publications/queries";
import { categoryLabel } from "@/lib/publications/schema";

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
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Publications", href: "/account/publications" }, { label: item.title }]} />
      <PageHeader
        title={item.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {item.status ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="grey">Inactive</StatusBadge>}
            <span>{categoryLabel(item.category)}</span>
            <span>· Created {formatDateTime(item.createdAt)}</span>
          </span>
        }
        action={
          isAdmin ? (
            <div className="flex flex-wrap items-start gap-2">
              <StatusToggle url={`/api/publications/approve/${item.id}`} field="status" value={item.status} onLabel="Activate" offLabel="Deactivate" />
              <DeleteButton url={`/api/publications/${item.id}`} what="publication" title={item.title} redirectTo="/account/publications" />
            </div>
          ) : null
        }
      />
      {isAdmin ? null : (
        <div className="mb-4">
          <Alert tone="info">Only administrators can update, activate or delete a publication.</Alert>
        </div>
      )}
      <PublicationForm item={item} readOnly={!isAdmin} />
    </>
  );
}
