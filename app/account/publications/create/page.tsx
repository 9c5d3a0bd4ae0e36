import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { PublicationForm } from "@/components/account/content/publication-form";
import { requireStaffPage } from "@/lib/access/auth/guards";

export const metadata: Metadata = { title: "Create publication" };

export default async function CreatePublicationPage() {
  await requireStaffPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Publications", href: "/account/publications" }, { label: "Create" }]} />
      <PageHeader title="Create publication" description="New publications stay inactive until an administrator activates them." />
      <PublicationForm />
    </>
  );
}
