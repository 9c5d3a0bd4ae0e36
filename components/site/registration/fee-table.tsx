import type { FeeTable } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { CATEGORY_LABELS, type FeeColumn } from "@/lib/booking/terms/fees";
import { FEE_TABLE_ENGLISH, fill, type FeeTableWords } from "./form-words";

const columns: FeeColumn[] = ["earlyBird", "normal"];
const rows = Object.keys(CATEGORY_LABELS) as (keyof FeeTable)[];

/**
 * The registration fees (spec §2.1): Rwandans, Africans and Internationals × Early Birds and
 * Normal, with the column that applies today marked in its header and shaded.
 */
export function FeeTableView({
  fees,
  today,
  deadlineText,
  words = FEE_TABLE_ENGLISH,
  usd = formatUsd,
}: {
  fees: FeeTable;
  today: FeeColumn;
  deadlineText: string | null;
  /** Another language's words and dollars (English by default). */
  words?: FeeTableWords;
  usd?: (amount: number) => string;
}) {
  return (
    <div>
      <div className="overflow-x-auto rounded-2xl ring-1 ring-stone-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{words.caption}</caption>
          <thead className="bg-stone-50 text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {words.participant}
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className={`px-4 py-3 text-right font-semibold ${c === today ? "bg-brand-50 text-brand-900" : ""}`}>
                  {words[c]}
                  {c === today ? (
                    <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-[0.65rem] text-white normal-case">{words.appliesToday}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r) => (
              <tr key={r}>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {words[r]}
                </th>
                {columns.map((c) => (
                  <td key={c} className={`px-4 py-3 text-right tabular-nums ${c === today ? "bg-brand-50 font-semibold text-brand-900" : "text-ink-soft"}`}>
                    {fees[r][c] > 0 ? usd(fees[r][c]) : "–"}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deadlineText ? <p className="mt-3 text-sm text-ink-soft">{fill(words.until, { deadline: deadlineText })}</p> : null}
    </div>
  );
}
