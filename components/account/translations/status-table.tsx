import Link from "@/components/account/dashboard-link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { TRANSLATION_LOCALE_NAMES } from "@/lib/content/translations/fields";
import type { TranslationStatusRow } from "@/lib/content/translations/queries";
import { formatDateTime } from "@/lib/platform/dates";
import { TranslationStateBadge } from "./translation-state";

export const KIND_LABELS = { news: "Blog", tour: "Tour", event: "Event", publication: "Publication" } as const;

/** Each item in each language and where its version stands; the title opens the item's page at its translations. */
export function TranslationStatusTable({
  rows,
  filtered,
  editPath,
}: {
  rows: TranslationStatusRow[];
  filtered: boolean;
  editPath: (row: TranslationStatusRow) => string;
}) {
  const columns: Column<TranslationStatusRow>[] = [
    {
      header: "Item",
      cell: (r) => (
        <p className="min-w-48 whitespace-normal">
          <span className="text-ink-soft">{KIND_LABELS[r.kind]} </span>
          <Link href={`${editPath(r)}#translation-${r.locale}`} className="font-medium text-brand-700 underline underline-offset-4">
            {r.title}
          </Link>
        </p>
      ),
    },
    { header: "Language", cell: (r) => TRANSLATION_LOCALE_NAMES[r.locale] },
    { header: "State", cell: (r) => <TranslationStateBadge state={r.state} /> },
    {
      header: "Last saved",
      cell: (r) => (r.updatedAt ? <time dateTime={r.updatedAt}>{formatDateTime(new Date(r.updatedAt))}</time> : "—"),
      className: "whitespace-nowrap",
    },
  ];
  return (
    <DataTable
      caption="Translations by item and language, newest items first"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.kind}:${r.id}:${r.locale}`}
      empty={filtered ? "Nothing matches these filters." : "No content yet."}
    />
  );
}
