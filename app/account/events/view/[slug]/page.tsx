import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { ContentItemPage } from "@/components/account/content/item-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { EventForm } from "@/components/account/content/event-form";
import { CancellationPolicySection } from "@/components/account/cancellation/policy-section";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { findEvent } from "@/lib/content/events/queries";
import { formatDateTime } from "@/lib/platform/dates";
import { eventRegistrationSummary } from "@/lib/booking/participants/queries";
import { ParticipantsTable } from "@/components/account/participants/participants-table";
import Link from "@/components/account/dashboard-link";
import { TranslationsSection } from "@/components/account/translations/translations-section";

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
  const registrations = await eventRegistrationSummary(item.id, item.capacity);

  return (
    <ContentItemPage
      section={{ label: "Events", href: "/account/events" }}
      title={item.title}
      details={
        <>
          <ContentStatus kind="approved" on={item.isApproved} />
          <span>Created {formatDateTime(item.createdAt)}</span>
        </>
      }
      isAdmin={isAdmin}
      publicPage={{ path: `/event/${item.slug}`, isPublic: item.isApproved }}
      toggle={{ url: `/api/events/approve/${item.slug}`, field: "isApproved", value: item.isApproved, onLabel: "Activate", offLabel: "Deactivate" }}
      remove={{ url: `/api/events/${item.slug}`, what: "event" }}
      notice="Only administrators can update, approve or delete an event."
    >
      <EventForm item={item} readOnly={!isAdmin} />
      <TranslationsSection kind="event" itemId={item.id} isAdmin={isAdmin} />
      <CancellationPolicySection kind="event" id={item.id} slug={item.slug} isAdmin={isAdmin} />
      <section aria-labelledby="registrations-title" className="mt-10">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="registrations-title" className="text-lg font-semibold text-ink">
            Registrations ({registrations.items.length})
          </h2>
          <p className="text-sm text-ink-soft">
            {registrations.seatsLeft === null
              ? `${registrations.taken} seats taken, no capacity limit`
              : `${registrations.seatsLeft} of ${item.capacity} seats left`}
            {" · "}
            <Link href={`/account/events/participant?event=${item.id}`} className="font-medium text-brand-700 underline underline-offset-4">
              Open in the participants list
            </Link>
          </p>
        </div>
        <ParticipantsTable rows={registrations.items} caption={`Registrations for ${item.title}`} empty="No registrations yet." showEvent={false} />
      </section>
    </ContentItemPage>
  );
}
