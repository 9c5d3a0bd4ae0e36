import Link from "@/components/account/dashboard-link";
import { actionLabel } from "@/lib/access/audit/actions";
import type { AuditRow } from "@/lib/access/audit/queries";
import { formatDateTime } from "@/lib/platform/dates";
import { DataTable, type Column } from "@/components/ui/data-table";

export function AuditTable({ rows, filtered }: { rows: AuditRow[]; filtered: boolean }) {
  const columns: Column<AuditRow>[] = [
    { header: "When", cell: (e) => <time dateTime={e.createdAt.toISOString()}>{formatDateTime(e.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Who", cell: (e) => <p className="max-w-48 whitespace-normal break-all">{e.actorEmail}</p> },
    { header: "Action", cell: (e) => <p className="min-w-28 whitespace-normal">{actionLabel(e.action)}</p> },
    {
      header: "Item",
      cell: (e) => (
        <p className="min-w-40 whitespace-normal">
          <span className="text-ink-soft">{e.item.kind} </span>
          {e.item.title === null ? (
            <span className="text-ink-soft">{e.entityId ? "(deleted)" : ""}</span>
          ) : e.item.href ? (
            <Link href={e.item.href} className="font-medium text-brand-700 underline underline-offset-4">
              {e.item.title}
            </Link>
          ) : (
            <span className="font-medium">{e.item.title}</span>
          )}
        </p>
      ),
    },
    // Long summaries wrap, so the table fits a laptop screen without a sideways scroll.
    { header: "Summary", cell: (e) => <p className="min-w-48 whitespace-normal">{e.summary || "—"}</p> },
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
