import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { NewsForm } from "@/components/account/content/news-form";
import { requireStaffPage } from "@/lib/access/auth/guards";

export const metadata: Metadata = { title: "Create blog" };

export default async function CreateNewsPage() {
  await requireStaffPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Blogs", href: "/account/news" }, { label: "Create" }]} />
      <PageHeader title="Create blog" description="New blogs start as drafts; an administrator publishes them." />
      <NewsForm />
    </>
  );
}
