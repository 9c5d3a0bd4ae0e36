import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { TourForm } from "@/components/account/content/tour-form";
import { requireStaffPage } from "@/lib/access/auth/guards";

export const metadata: Metadata = { title: "Create tour" };

export default async function CreateTourPage() {
  await requireStaffPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Tours", href: "/account/tours" }, { label: "Create" }]} />
      <PageHeader title="Create tour" description="New tours start unpublished; an administrator publishes them." />
      <TourForm />
    </>
  );
}
