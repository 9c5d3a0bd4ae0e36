import type { Actor } from "@/lib/access/auth/guards";
import type { UserListRow } from "@/lib/access/users/queries";
import { formatDate } from "@/lib/platform/dates";
import { DataTable, type Column } from "@/components/ui/data-table";
import { RowActionsMenu, type RowAction } from "@/components/ui/row-actions-menu";
import { UserStatus } from "./user-status";

/** Spec §2.3: first name, last name, email, role, organization, joined date; View, and Block / Unblock for admins, in the row's menu. */
export function UsersTable({ rows, viewer, searching }: { rows: UserListRow[]; viewer: Actor; searching: boolean }) {
  const columns: Column<UserListRow>[] = [
    { header: "First name", cell: (u) => u.firstName },
    { header: "Last name", cell: (u) => u.lastName },
    { header: "Email", cell: (u) => u.email },
    { header: "Role", cell: (u) => <span className="capitalize">{u.role}</span> },
    { header: "Organization", cell: (u) => u.organization || "—" },
    { header: "Joined", cell: (u) => <time dateTime={u.createdAt.toISOString()}>{formatDate(u.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Status", cell: (u) => <UserStatus isActive={u.isActive} hasPassword={u.hasPassword} /> },
    {
      header: "Actions",
      srOnlyHeader: true,
      className: "text-right",
      cell: (u) => {
        const name = `${u.firstName} ${u.lastName}`;
        const actions: RowAction[] = [{ kind: "link", label: "View", href: `/account/users/view/${u.id}` }];
        if (viewer.role === "admin" && u.id !== viewer.id) actions.push(blockAction(u, name));
        return <RowActionsMenu label={`Actions for ${name}`} actions={actions} />;
      },
    },
  ];
  return (
    <DataTable caption="Staff users" columns={columns} rows={rows} rowKey={(u) => u.id} empty={searching ? "No users match your search." : "No users yet."} />
  );
}

/** Spec §4: Block / Unblock behind a confirmation; back to the list after 1 second. */
function blockAction(u: UserListRow, name: string): RowAction {
  const action = u.isActive ? "Block" : "Unblock";
  return {
    kind: "request",
    label: action,
    method: "PUT",
    url: `/api/users/approve/${u.id}`,
    body: { isActive: String(!u.isActive) },
    danger: u.isActive,
    delayMs: 1000,
    confirm: {
      title: `${action} user`,
      message: u.isActive
        ? `Are you sure you want to block ${name}? They are signed out at once and cannot log in until an administrator unblocks them.`
        : `Are you sure you want to unblock ${name}? They will be able to log in again.`,
      confirmLabel: `Yes, ${action.toLowerCase()}`,
      tone: u.isActive ? "danger" : "primary",
    },
  };
}
