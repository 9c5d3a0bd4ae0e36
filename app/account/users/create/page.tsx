import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/access/auth/guards";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { CreateUserForm } from "@/components/account/users/create-user-form";

export const metadata: Metadata = { title: "Create user" };

export default async function CreateUserPage() {
  await requireAdminPage();
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Users", href: "/account/users" }, { label: "Create user" }]} />
      <PageHeader title="Create user" description="Invite a colleague to the dashboard." />
      <CreateUserForm />
    </>
  );
}
