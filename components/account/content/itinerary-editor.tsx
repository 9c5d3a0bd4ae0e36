"use client";

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import type { TourInput } from "@/lib/content/tours/schema";

/** The tour's itinerary: rows of day, title and description that can be added, removed and reordered. */
export function ItineraryEditor({ control, register, errors, disabled }: { control: Control<TourInput>; register: UseFormRegister<TourInput>; errors?: FieldErrors<TourInput>["itenerary"]; disabled?: boolean }) {
  const { fields, append, remove, move } = useFieldArray({ control, name: "itenerary" });

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-ink">Itinerary</legend>
      {fields.length === 0 ? <p className="text-sm text-ink-soft">No days yet.</p> : null}
      <ol className="space-y-3">
        {fields.map((f, i) => {
          const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
          return (
            <li key={f.id} className="rounded-lg border border-stone-200 bg-stone-50 p-4">
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <TextField label={`Day (row ${i + 1})`} {...register(`itenerary.${i}.day`)} error={rowErrors?.day?.message} />
                <TextField label={`Title (row ${i + 1})`} {...register(`itenerary.${i}.title`)} error={rowErrors?.title?.message} />
              </div>
              <TextAreaField className="mt-3" label={`Description (row ${i + 1})`} {...register(`itenerary.${i}.body`)} error={rowErrors?.body?.message} />
              {disabled ? null : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move row ${i + 1} up`}>
                    ↑ Up
                  </Button>
                  <Button variant="ghost" size="sm" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move row ${i + 1} down`}>
                    ↓ Down
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => remove(i)} aria-label={`Remove row ${i + 1}`}>
                    Remove
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {disabled ? null : (
        <Button variant="secondary" size="sm" onClick={() => append({ day: `Day ${fields.length + 1}`, title: "", body: "" })}>
          Add a day
        </Button>
      )}
    </fieldset>
  );
}
