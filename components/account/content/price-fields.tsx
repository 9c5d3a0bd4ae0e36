"use client";

import type { UseFormRegister, FieldValues, Path } from "react-hook-form";
import { TextField } from "@/components/ui/field";

const PARTY = ["1 person", "2 people", "3 people", "4 people", "5 people"];

/** price1 … price5: the price for a party of 1 to 5 people, in USD. A tier at 0 is not offered. */
export function PriceTierFields<T extends FieldValues>({ register, errors, legend }: { register: UseFormRegister<T>; errors: Partial<Record<string, { message?: string }>>; legend: string }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-5">
        {PARTY.map((party, i) => {
          const name = `price${i + 1}`;
          return (
            <TextField
              key={name}
              label={`Price for ${party} ($)`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...register(name as Path<T>)}
              error={errors[name]?.message}
            />
          );
        })}
      </div>
      <p className="mt-1 text-xs text-ink-faint">Leave a tier at 0 (or empty) when it is not offered.</p>
    </fieldset>
  );
}
