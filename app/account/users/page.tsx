import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { readPageQuery } from "@/lib/platform/pagination";
import { listUsers } from "@/lib/access/users/queries";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { SearchForm } from "@/components/account/search-form";
import { UsersTable } from "@/components/account/users/users-table";
import { LinkButton } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";

export const metadata: Metadata = { title: "Users" };

const PAGE_SIZE = 20;

export default async function UsersPage({ searchParams }: PageProps<"/account/users">) {
  // An expired or blocked session lands on /auth/login here (spec §8: users load failure).
  const viewer = await requireStaffPage();
  const query = readPageQuery(await searchParams, PAGE_SIZE);
  const { rows, total } = await listUsers(query);
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: `Users (${total})` }]} />
      <PageHeader
        title="Users"
        description="Staff accounts of the dashboard. Only administrators can create, block or unblock them."
        action={viewer.role === "admin" ? <LinkButton href="/account/users/create">Create user</LinkButton> : undefined}
      />
      <SearchForm action="/account/users" q={query.q} label="Search by name, email or organization" />
      <UsersTable rows={rows} viewer={viewer} searching={!!query.q} />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/users" params={{ q: query.q }} />
    </>
  );
}
