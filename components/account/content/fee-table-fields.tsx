"use client";

import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { EventInput } from "@/lib/content/events/schema";

const AUDIENCES = [
  { key: "rwandan", label: "Rwandans" },
  { key: "african", label: "Africans" },
  { key: "international", label: "Internationals" },
] as const;
const COLUMNS = [
  { key: "earlyBird", label: "Early Birds" },
  { key: "normal", label: "Normal" },
] as const;

/** The registration fee table (spec §2.1): one labelled number input per audience and period. */
export function FeeTableFields({ register, errors }: { register: UseFormRegister<EventInput>; errors?: FieldErrors<EventInput>["fees"] }) {
  const messages = [...new Set(AUDIENCES.flatMap((a) => COLUMNS.map((c) => errors?.[a.key]?.[c.key]?.message)).filter(Boolean))];
  return (
    <div>
      <table className="w-full max-w-xl border-separate border-spacing-0 overflow-hidden rounded-lg border border-stone-200 text-sm">
        <caption className="mb-2 text-left text-sm font-medium text-ink">Registration fees (USD)</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-semibold text-ink-soft">
              <span className="sr-only">Participant</span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-left font-semibold text-ink-soft">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AUDIENCES.map((a) => (
            <tr key={a.key}>
              <th scope="row" className="border-t border-stone-200 px-3 py-2 text-left font-medium text-ink">
                {a.label}
              </th>
              {COLUMNS.map((c) => {
                const id = `fee-${a.key}-${c.key}`;
                return (
                  <td key={c.key} className="border-t border-stone-200 px-3 py-2">
                    <label htmlFor={id} className="sr-only">{`${a.label} ${c.label} fee`}</label>
                    <input
                      id={id}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      placeholder="0"
                      {...register(`fees.${a.key}.${c.key}`)}
                      aria-invalid={errors?.[a.key]?.[c.key] ? true : undefined}
                      className="block w-full rounded-md border border-stone-300 px-2 py-1.5 text-sm focus:border-brand-600 disabled:bg-stone-100"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-ink-faint">Leave every cell empty when the event has no fee table.</p>
      {messages.map((m) => (
        <p key={m} role="alert" className="mt-1 text-sm text-red-700">
          {m}
        </p>
      ))}
    </div>
  );
}
