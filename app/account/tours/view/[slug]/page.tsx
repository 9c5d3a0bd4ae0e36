import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { DeleteButton } from "@/components/account/content/delete-button";
import { StatusToggle } from "@/components/account/content/status-toggle";
import { TourForm } from "@/components/account/content/tour-form";
import { Alert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireStaffPage } from "@/lib/auth/guards";
import { formatDateTime } from "@/lib/format";
import { findTour } from "@/lib/tours/queries";

type Props = { params: Promise<{ slug: string }> };

// One read for the page and its title.
const load = cache((slug: string) => findTour(slug, { staff: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: (await load((await params).slug))?.title ?? "Tour not found" };
}

export default async function ViewTourPage({ params }: Props) {
  const actor = await requireStaffPage();
  const item = await load((await params).slug);
  if (!item) notFound();
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Tours", href: "/account/tours" }, { label: item.title }]} />
      <PageHeader
        title={item.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {item.isPublished ? <StatusBadge tone="green">Published</StatusBadge> : <StatusBadge tone="grey">Draft</StatusBadge>}
            <span>Created {formatDateTime(item.createdAt)}</span>
          </span>
        }
        action={
          isAdmin ? (
            <div className="flex flex-wrap items-start gap-2">
              <StatusToggle url={`/api/tours/publish/${item.slug}`} field="isPublished" value={item.isPublished} onLabel="Publish" offLabel="UnPublish" />
              <DeleteButton url={`/api/tours/delete/${item.slug}`} what="tour" title={item.title} redirectTo="/account/tours" />
            </div>
          ) : null
        }
      />
      {isAdmin ? null : (
        <div className="mb-4">
          <Alert tone="info">Only administrators can update, publish or delete a tour.</Alert>
        </div>
      )}
      <TourForm item={item} readOnly={!isAdmin} />
    </>
  );
}
