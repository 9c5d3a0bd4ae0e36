import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { CommentsLink } from "@/components/account/comments/comments-link";
import { ContentItemPage } from "@/components/account/content/item-page";
import { ContentStatus } from "@/components/account/content/content-status";
import { TourForm } from "@/components/account/content/tour-form";
import { CancellationPolicySection } from "@/components/account/cancellation/policy-section";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDateTime } from "@/lib/platform/dates";
import { findTour } from "@/lib/content/tours/queries";
import { OnRequestBookings } from "@/components/account/departures/on-request";
import { DEPARTURES_PAGE_SIZE, TourDepartures } from "@/components/account/departures/tour-departures";
import { readPageQuery } from "@/lib/platform/pagination";
import { queryChoice, readQuery } from "@/lib/platform/validation/query";
import { TranslationsSection } from "@/components/account/translations/translations-section";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// One read for the page and its title.
const load = cache((slug: string) => findTour(slug, { staff: true }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage();
  return { title: (await load((await params).slug))?.title ?? "Tour not found" };
}

export default async function ViewTourPage({ params, searchParams }: Props) {
  const actor = await requireStaffPage();
  const item = await load((await params).slug);
  if (!item) notFound();
  const isAdmin = actor.role === "admin";
  const sp = await searchParams;
  const when = readQuery(sp, { departures: queryChoice(["past"] as const) }).departures === "past" ? "past" : "upcoming";

  return (
    <ContentItemPage
      section={{ label: "Tours", href: "/account/tours" }}
      title={item.title}
      details={
        <>
          <ContentStatus kind="published" on={item.isPublished} />
          <span>Created {formatDateTime(item.createdAt)}</span>
          <span aria-hidden="true">·</span>
          <CommentsLink kind="tour" id={item.id} slug={item.slug} />
        </>
      }
      isAdmin={isAdmin}
      publicPage={{ path: `/tour/${item.slug}`, isPublic: item.isPublished }}
      toggle={{ url: `/api/tours/publish/${item.slug}`, field: "isPublished", value: item.isPublished, onLabel: "Publish", offLabel: "Unpublish" }}
      remove={{ url: `/api/tours/delete/${item.slug}`, what: "tour" }}
      notice="Only administrators can update, publish or delete a tour."
    >
      <TourForm item={item} readOnly={!isAdmin} />
      <TranslationsSection kind="tour" itemId={item.id} isAdmin={isAdmin} />
      <OnRequestBookings tour={item} isAdmin={isAdmin} />
      <TourDepartures tour={item} isAdmin={isAdmin} query={readPageQuery(sp, DEPARTURES_PAGE_SIZE)} when={when} />
      <CancellationPolicySection kind="tour" id={item.id} slug={item.slug} isAdmin={isAdmin} />
    </ContentItemPage>
  );
}
