import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { EventForm } from "@/components/account/content/event-form";
import { requireStaffPage } from "@/lib/access/auth/guards";

export const metadata: Metadata = { title: "Create event" };

export default async function CreateEventPage() {
  await requireStaffPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Events", href: "/account/events" }, { label: "Create" }]} />
      <PageHeader title="Create event" description="New events wait for an administrator's approval before they are shown." />
      <EventForm />
    </>
  );
}
