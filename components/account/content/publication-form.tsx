"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextField } from "@/components/ui/field";
import { postJson, putJson } from "@/lib/platform/http/client";
import { PUBLICATION_DOCUMENT_NOT_CHOSEN, publicationCategories, publicationSchema, type PublicationInput, type PublicationValues } from "@/lib/content/publications/schema";
import type { PublicationJson } from "@/lib/content/publications/serialize";
import { CoverField } from "./cover-field";
import { FormShell } from "./form-shell";
import { useSave } from "./use-save";

type Props = { item?: PublicationJson; readOnly?: boolean };

/** Create a publication, or view and (admins) update one: a title, a category and one document. */
export function PublicationForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
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
    <FormShell legend="Publication" onSubmit={onSubmit} errors={errors} readOnly={readOnly} busy={busy} leaving={leaving} dirty={formState.isDirty} editing={!!item}>
      <TextField label="Title" required {...register("title")} error={formState.errors.title?.message} />
      <SelectField label="Category" required {...register("category")} error={formState.errors.category?.message}>
        {publicationCategories.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </SelectField>
      <CoverField
        control={control}
        name="pubDocument"
        label="Document (image or PDF)"
        folder="Publications"
        allowPdf
        dropArea
        notChosenText={PUBLICATION_DOCUMENT_NOT_CHOSEN}
        disabled={readOnly}
        hint="One file: JPEG, PNG, WebP or GIF up to 10 MB, or a PDF up to 20 MB."
      />
    </FormShell>
  );
}
