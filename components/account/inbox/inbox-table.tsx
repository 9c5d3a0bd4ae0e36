import Link from "@/components/account/dashboard-link";
import { KIND_LABELS, type listInbox } from "@/lib/audience/inquiries/queries";
import { LANGUAGE_NAMES } from "@/lib/audience/language-names";
import { formatDateTime } from "@/lib/platform/dates";
import { DataTable, type Column } from "@/components/ui/data-table";
import { MessageStatusBadge } from "./message-status";

type Row = Awaited<ReturnType<typeof listInbox>>["rows"][number];

export function InboxTable({ rows, filtered }: { rows: Row[]; filtered: boolean }) {
  const columns: Column<Row>[] = [
    { header: "Received", cell: (m) => <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Kind", cell: (m) => KIND_LABELS[m.kind] },
    { header: "From", cell: (m) => (m.names ? `${m.names} (${m.email})` : m.email) },
    {
      header: "Subject",
      cell: (m) => (
        <Link href={`/account/inbox/${m.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {m.subject || "(no subject)"}
        </Link>
      ),
    },
    // The language the visitor wrote in: their acknowledgement went out in it, a reply may too.
    { header: "Language", cell: (m) => LANGUAGE_NAMES[m.locale] },
    { header: "Status", cell: (m) => <MessageStatusBadge handled={!!m.handledAt} /> },
  ];
  return (
    <DataTable
      caption="Visitor messages, newest first"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      empty={filtered ? "No messages match these filters." : "No visitor has sent a message yet."}
    />
  );
}
