"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";

/**
 * An editable list of short lines (tips, includes, excludes). Empty lines are dropped on save and
 * an empty list is stored as ["No"] (spec §3).
 */
export function ListEditor({ legend, itemLabel, value, onChange, disabled, error }: { legend: string; itemLabel: string; value: string[]; onChange: (v: string[]) => void; disabled?: boolean; error?: string }) {
  const id = useId();
  const items = value.length ? value : [""];
  const set = (i: number, text: string) => onChange(items.map((v, j) => (j === i ? text : v)));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{legend}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex gap-2">
          <label htmlFor={`${id}-${i}`} className="sr-only">
            {`${itemLabel} ${i + 1}`}
          </label>
          <input
            id={`${id}-${i}`}
            value={item}
            disabled={disabled}
            onChange={(e) => set(i, e.target.value)}
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 disabled:bg-stone-100"
          />
          {disabled ? null : (
            <Button variant="ghost" size="sm" aria-label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`} onClick={() => onChange(items.filter((_, j) => j !== i))}>
              ✕
            </Button>
          )}
        </div>
      ))}
      {disabled ? null : (
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, ""])}>
          Add {itemLabel.toLowerCase()}
        </Button>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
