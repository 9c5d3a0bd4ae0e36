import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { DeleteButton } from "@/components/account/content/delete-button";
import { EventForm } from "@/components/account/content/event-form";
import { StatusToggle } from "@/components/account/content/status-toggle";
import { Alert } from "@/components/ui/alert";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireStaffPage } from "@/lib/auth/guards";
import { findEvent } from "@/lib/events/queries";
import { formatDateTime } from "@/lib/format";

type Props = { params: Promise<{ slug: string }> };

// One read for the page and its title.
const load = cache((slug: string) => findEvent(slug, { staff: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: (await load((await params).slug))?.title ?? "Event not found" };
}

export default async function ViewEventPage({ params }: Props) {
  const actor = await requireStaffPage();
  const item = await load((await params).slug);
  if (!item) notFound();
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Events", href: "/account/events" }, { label: item.title }]} />
      <PageHeader
        title={item.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {item.isApproved ? <StatusBadge tone="green">Approved</StatusBadge> : <StatusBadge tone="amber">Pending</StatusBadge>}
            <span>Created {formatDateTime(item.createdAt)}</span>
          </span>
        }
        action={
          isAdmin ? (
            <div className="flex flex-wrap items-start gap-2">
              <StatusToggle url={`/api/events/approve/${item.slug}`} field="isApproved" value={item.isApproved} onLabel="Activate" offLabel="Deactivate" />
              <DeleteButton url={`/api/events/${item.slug}`} what="event" title={item.title} redirectTo="/account/events" />
            </div>
          ) : null
        }
      />
      {isAdmin ? null : (
        <div className="mb-4">
          <Alert tone="info">Only administrators can update, approve or delete an event.</Alert>
        </div>
      )}
      <EventForm item={item} readOnly={!isAdmin} />
    </>
  );
}
