import type { FeeTable } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { CATEGORY_LABELS, COLUMN_LABELS, type FeeColumn } from "@/lib/booking/terms/fees";

const columns: FeeColumn[] = ["earlyBird", "normal"];
const rows = Object.keys(CATEGORY_LABELS) as (keyof FeeTable)[];

/**
 * The registration fees (spec §2.1): Rwandans, Africans and Internationals × Early Birds and
 * Normal, with the column that applies today marked in its header and shaded.
 */
export function FeeTableView({ fees, today, deadlineText }: { fees: FeeTable; today: FeeColumn; deadlineText: string | null }) {
  return (
    <div>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Registration fees in US dollars; the column that applies today is marked.</caption>
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Participant
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className={`px-4 py-3 text-right font-semibold ${c === today ? "bg-brand-50 text-brand-900" : ""}`}>
                  {COLUMN_LABELS[c]}
                  {c === today ? <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-[0.65rem] text-white normal-case">applies today</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {CATEGORY_LABELS[r]}
                </th>
                {columns.map((c) => (
                  <td key={c} className={`px-4 py-3 text-right tabular-nums ${c === today ? "bg-brand-50 font-semibold text-brand-900" : "text-ink-soft"}`}>
                    {fees[r][c] > 0 ? formatUsd(fees[r][c]) : "–"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deadlineText ? <p className="mt-3 text-sm text-ink-soft">Early Birds fees apply until {deadlineText}.</p> : null}
    </div>
  );
}
