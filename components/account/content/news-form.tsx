"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/account/editor/rich-text-editor";
import { UploadField } from "@/components/account/upload-field";
import { postJson, putJson } from "@/lib/http/client";
import { NEWS_COVER_NOT_CHOSEN, newsSchema, type NewsInput, type NewsValues } from "@/lib/news/schema";
import type { NewsJson } from "@/lib/news/serialize";
import { coverMessage } from "./cover-message";
import { FormErrors } from "./form-errors";
import { useSave } from "./use-save";

type Props = { item?: NewsJson; readOnly?: boolean };

/** Create a blog post, or view and (admins) update one. Validated with the API's own schema. */
export function NewsForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const [coverChosen, setCoverChosen] = useState(!!item?.image);
  const form = useForm<NewsInput, unknown, NewsValues>({
    resolver: zodResolver(newsSchema),
    defaultValues: { title: item?.title ?? "", newsBody: item?.newsBody ?? "", image: item?.image ?? "" },
  });
  const { register, control, handleSubmit, formState } = form;
  const busy = formState.isSubmitting || leaving;

  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/news/update/${item.slug}`, values) : postJson("/api/news/create", values)), { redirectTo: "/account/news" }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <FormErrors errors={errors} />
      <fieldset disabled={readOnly} className="space-y-5">
        <legend className="sr-only">Blog</legend>
        <TextField label="Title" required {...register("title")} error={formState.errors.title?.message} />
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <UploadField
              label="Cover image"
              folder="Blogs"
              value={field.value}
              onChange={field.onChange}
              onChosenChange={setCoverChosen}
              disabled={readOnly}
              error={coverMessage(fieldState.error?.message, coverChosen, NEWS_COVER_NOT_CHOSEN)}
            />
          )}
        />
        <Controller
          control={control}
          name="newsBody"
          render={({ field, fieldState }) => (
            <RichTextEditor label="Body" folder="Blogs" value={field.value ?? ""} onChange={field.onChange} disabled={readOnly} error={fieldState.error?.message} />
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
