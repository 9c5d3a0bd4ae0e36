import Link from "next/link";
import type { AuditEntry } from "@/lib/db/schema";
import { formatDashboardDateTime } from "@/lib/dates";
import { DataTable, type Column } from "@/components/ui/data-table";

/** Where an entry's item can be opened in the dashboard. */
function itemHref(e: AuditEntry): string | null {
  if (!e.entityId) return null;
  if (e.entityType === "user") return `/account/users/view/${e.entityId}`;
  return null;
}

export function AuditTable({ rows, filtered }: { rows: AuditEntry[]; filtered: boolean }) {
  const columns: Column<AuditEntry>[] = [
    { header: "When", cell: (e) => <time dateTime={e.createdAt.toISOString()}>{formatDashboardDateTime(e.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Who", cell: (e) => e.actorEmail },
    { header: "Action", cell: (e) => <code className="rounded bg-stone-100 px-1.5 py-0.5 text-xs">{e.action}</code> },
    {
      header: "Item",
      cell: (e) => {
        const href = itemHref(e);
        const label = e.entityId ? `${e.entityType} ${e.entityId.length > 12 ? `${e.entityId.slice(0, 8)}…` : e.entityId}` : e.entityType;
        return href ? (
          <Link href={href} className="text-brand-700 underline underline-offset-4" title={e.entityId ?? undefined}>
            {label}
          </Link>
        ) : (
          <span title={e.entityId ?? undefined}>{label}</span>
        );
      },
      className: "whitespace-nowrap",
    },
    { header: "Summary", cell: (e) => e.summary || "—" },
  ];
  return (
    <DataTable
      caption="Audit log, newest first"
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      empty={filtered ? "No entries match these filters." : "No administrator actions recorded yet."}
    />
  );
}
