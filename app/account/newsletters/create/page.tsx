import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { NewsletterForm } from "@/components/account/newsletters/newsletter-form";
import { requireStaffPage } from "@/lib/access/auth/guards";

export const metadata: Metadata = { title: "New newsletter" };

export default async function CreateNewsletterPage() {
  await requireStaffPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Newsletters", href: "/account/newsletters" }, { label: "New" }]} />
      <PageHeader title="New newsletter" description="Saved as a draft: preview it and send yourself a test before an administrator sends it." />
      <NewsletterForm />
    </>
  );
}
