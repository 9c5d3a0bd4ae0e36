import Link from "@/components/account/dashboard-link";
import { DataTable, type Column } from "@/components/ui/data-table";
import { FIXED_TEXT_KIND_NAMES, FIXED_TEXT_LOCALE_NAMES } from "@/lib/content/fixed-texts/fields";
import type { FixedTextStatusRow } from "@/lib/content/fixed-texts/queries";
import { LOCALES } from "@/lib/content/i18n/locales";
import { FixedTextStateBadge } from "./fixed-text-state";

export const fixedTextEditPath = (kind: string, key: string) => `/account/fixed-texts/${kind}/${encodeURIComponent(key)}`;

/** Each fixed text with its state in English, French and Kinyarwanda; the name opens its edit page. */
export function FixedTextStatusTable({ rows }: { rows: FixedTextStatusRow[] }) {
  const columns: Column<FixedTextStatusRow>[] = [
    {
      header: "Text",
      cell: ({ entry }) => (
        <p className="min-w-48 whitespace-normal">
          <span className="text-ink-soft">{FIXED_TEXT_KIND_NAMES[entry.kind]} </span>
          <Link href={fixedTextEditPath(entry.kind, entry.key)} className="font-medium text-brand-700 underline underline-offset-4">
            {entry.label}
          </Link>
        </p>
      ),
    },
    ...LOCALES.map((l) => ({ header: FIXED_TEXT_LOCALE_NAMES[l], cell: (r: FixedTextStatusRow) => <FixedTextStateBadge state={r.states[l]} /> })),
  ];
  return (
    <DataTable
      caption="The FAQ, the services and the fixed pages, by language"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.entry.kind}:${r.entry.key}`}
      empty="No fixed texts."
    />
  );
}
