import Link from "next/link";
import type { Actor } from "@/lib/auth/guards";
import type { UserListRow } from "@/lib/users/queries";
import { formatDashboardDate } from "@/lib/dates";
import { DataTable, type Column } from "@/components/ui/data-table";
import { BlockUserButton } from "./block-user-button";
import { UserStatus } from "./user-status";

/** Spec §2.3: first name, last name, email, role, organization, joined date; Block / Unblock for admins. */
export function UsersTable({ rows, viewer, searching }: { rows: UserListRow[]; viewer: Actor; searching: boolean }) {
  const columns: Column<UserListRow>[] = [
    { header: "First name", cell: (u) => u.firstName },
    { header: "Last name", cell: (u) => u.lastName },
    { header: "Email", cell: (u) => u.email, className: "break-all" },
    { header: "Role", cell: (u) => <span className="capitalize">{u.role}</span> },
    { header: "Organization", cell: (u) => u.organization || "—" },
    { header: "Joined", cell: (u) => <time dateTime={u.createdAt.toISOString()}>{formatDashboardDate(u.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Status", cell: (u) => <UserStatus isActive={u.isActive} hasPassword={u.hasPassword} /> },
    {
      header: "Actions",
      srOnlyHeader: true,
      className: "whitespace-nowrap text-right",
      cell: (u) => {
        const name = `${u.firstName} ${u.lastName}`;
        return (
          <div className="flex items-center justify-end gap-2">
            <Link href={`/account/users/view/${u.id}`} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`View ${name}`}>
              View
            </Link>
            {viewer.role === "admin" && u.id !== viewer.id ? <BlockUserButton id={u.id} name={name} isActive={u.isActive} /> : null}
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      caption="Staff users"
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      empty={searching ? "No users match your search." : "No users yet."}
    />
  );
}
