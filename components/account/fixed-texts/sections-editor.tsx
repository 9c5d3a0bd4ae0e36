"use client";

import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";

type Values = { sections: { heading: string; text: string }[] };

/** Headed sections (a service's, a page's): a heading and its paragraphs each, added and removed in place. */
export function SectionsEditor({
  control,
  register,
  errors,
  language,
  disabled,
}: {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors?: FieldErrors<Values>["sections"];
  language: string;
  disabled?: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "sections" });
  const listError = (errors as { message?: string } | undefined)?.message ?? (errors as { root?: { message?: string } } | undefined)?.root?.message;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-medium text-ink">Sections ({language})</legend>
      {listError ? (
        <p className="text-sm text-red-700" role="alert">
          {listError}
        </p>
      ) : null}
      {fields.map((f, i) => (
        <div key={f.id} className="space-y-3 rounded-lg border border-stone-200 p-4">
          <TextField label={`Section ${i + 1} heading (${language})`} {...register(`sections.${i}.heading`)} error={errors?.[i]?.heading?.message} />
          <TextAreaField
            label={`Section ${i + 1} text (${language})`}
            hint="A blank line between two paragraphs."
            rows={5}
            {...register(`sections.${i}.text`)}
            error={errors?.[i]?.text?.message}
          />
          {disabled ? null : (
            <Button variant="ghost" size="sm" onClick={() => remove(i)}>
              Remove section {i + 1}
            </Button>
          )}
        </div>
      ))}
      {disabled ? null : (
        <Button variant="secondary" size="sm" onClick={() => append({ heading: "", text: "" })}>
          Add a section
        </Button>
      )}
    </fieldset>
  );
}
