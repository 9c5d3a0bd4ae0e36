"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/ui/field";
import { postJson, putJson } from "@/lib/platform/http/client";
import { newsSchema, type NewsInput, type NewsValues } from "@/lib/content/news/schema";
import type { NewsJson } from "@/lib/content/news/serialize";
import { BodyField } from "./body-field";
import { FeaturedField } from "./featured-field";
import { FormShell } from "./form-shell";
import { NewsImagesField } from "./news-images-field";
import { useSave } from "./use-save";

type Props = { item?: NewsJson; readOnly?: boolean };

/** Create a blog post, or view and (admins) update one (the whole record is sent). Validated with the API's own schema. */
export function NewsForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const form = useForm<NewsInput, unknown, NewsValues>({
    resolver: zodResolver(newsSchema),
    defaultValues: { title: item?.title ?? "", newsBody: item?.newsBody ?? "", image: item?.image ?? "", images: item?.images ?? [], featured: item?.featured ?? false },
  });
  const { register, control, handleSubmit, formState } = form;
  const busy = formState.isSubmitting || leaving;

  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/news/update/${item.slug}`, values) : postJson("/api/news/create", values)), { redirectTo: "/account/news" }),
  );

  return (
    <FormShell legend="Blog" onSubmit={onSubmit} errors={errors} readOnly={readOnly} busy={busy} leaving={leaving} dirty={formState.isDirty} editing={!!item}>
      <TextField label="Title" required {...register("title")} error={formState.errors.title?.message} />
      <NewsImagesField control={control} disabled={readOnly} />
      <FeaturedField registration={register("featured")} noun="blog" />
      <BodyField control={control} name="newsBody" label="Body" folder="Blogs" disabled={readOnly} />
    </FormShell>
  );
}
