import Link from "@/components/account/dashboard-link";
import type { listOutbox } from "@/lib/platform/mail/queries";
import { formatDateTime } from "@/lib/platform/dates";
import { DataTable, type Column } from "@/components/ui/data-table";
import { MailStatusBadge } from "./mail-status";

type Row = Awaited<ReturnType<typeof listOutbox>>["rows"][number];

export function OutboxTable({ rows, filtered }: { rows: Row[]; filtered: boolean }) {
  const columns: Column<Row>[] = [
    { header: "Created", cell: (m) => <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "To", cell: (m) => m.to },
    {
      header: "Subject",
      cell: (m) => (
        <Link href={`/account/mail/${m.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {m.subject}
        </Link>
      ),
    },
    { header: "Status", cell: (m) => <MailStatusBadge status={m.status} /> },
    { header: "Attempts", cell: (m) => m.attempts, className: "text-right" },
  ];
  return (
    <DataTable
      caption="Mail outbox, newest first"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      empty={filtered ? "No messages match your search." : "No e-mail has been queued yet."}
    />
  );
}
