"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { UploadField } from "@/components/account/upload-field";
import { postJson, putJson } from "@/lib/http/client";
import { PUBLICATION_DOCUMENT_NOT_CHOSEN, publicationCategories, publicationSchema, type PublicationInput, type PublicationValues } from "@/lib/publications/schema";
import type { PublicationJson } from "@/lib/publications/serialize";
import { coverMessage } from "./cover-message";
import { FormErrors } from "./form-errors";
import { useSave } from "./use-save";

type Props = { item?: PublicationJson; readOnly?: boolean };

/** Create a publication, or view and (admins) update one: a title, a category and one document. */
export function PublicationForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const [chosen, setChosen] = useState(!!item?.pubDocument);
  const form = useForm<PublicationInput, unknown, PublicationValues>({
    resolver: zodResolver(publicationSchema),
    defaultValues: { title: item?.title ?? "", category: item?.category ?? "publication", pubDocument: item?.pubDocument ?? "" },
  });
  const { register, control, handleSubmit, formState } = form;
  const busy = formState.isSubmitting || leaving;

  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/publications/${item.id}`, values) : postJson("/api/publications/create", values)), { redirectTo: "/account/publications" }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <FormErrors errors={errors} />
      <fieldset disabled={readOnly} className="space-y-5">
        <legend className="sr-only">Publication</legend>
        <TextField label="Title" required {...register("title")} error={formState.errors.title?.message} />
        <SelectField label="Category" required {...register("category")} error={formState.errors.category?.message}>
          {publicationCategories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <Controller
          control={control}
          name="pubDocument"
          render={({ field, fieldState }) => (
            <UploadField
              label="Document (image or PDF)"
              folder="Publications"
              allowPdf
              dropArea
              value={field.value}
              onChange={field.onChange}
              onChosenChange={setChosen}
              disabled={readOnly}
              hint="One file: JPEG, PNG, WebP or GIF up to 10 MB, or a PDF up to 20 MB."
              error={coverMessage(fieldState.error?.message, chosen, PUBLICATION_DOCUMENT_NOT_CHOSEN)}
            />
          )}
        />
      </fieldset>
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? "Saving..." : item ? "Update" : "Save"}
          </Button>
        </div>
      )}
    </form>
  );
}
