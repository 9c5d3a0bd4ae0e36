"use client";

import { useController, useForm, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/ui/field";
import { UploadField } from "@/components/account/upload-field";
import { BodyField } from "@/components/account/content/body-field";
import { FormShell } from "@/components/account/content/form-shell";
import { useSave } from "@/components/account/content/use-save";
import { postJson, putJson } from "@/lib/platform/http/client";
import { newsletterSchema, type NewsletterInput, type NewsletterValues } from "@/lib/audience/newsletters/schema";
import type { NewsletterJson } from "@/lib/audience/newsletters/queries";

type Saved = { message: string; data: NewsletterJson };

/** A labelled checkbox with a line saying what it does. */
function Check({ id, label, hint, registration }: { id: string; label: string; hint: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2.5">
      <input id={id} type="checkbox" {...registration} aria-describedby={`${id}-hint`} className="mt-0.5 size-4 accent-brand-700" />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * Writes a newsletter, or changes a draft: validated with the API's own schema. After the first
 * save the newsletter's page opens, with its preview, the test send and (admins) sending.
 */
export function NewsletterForm({ item }: { item?: NewsletterJson }) {
  const { save, errors, leaving } = useSave();
  const form = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: {
      subject: item?.subject ?? "",
      preheader: item?.preheader ?? "",
      body: item?.body ?? "",
      image: item?.image ?? "",
      includeTours: item?.includeTours ?? false,
      includeNews: item?.includeNews ?? false,
      inArchive: item?.inArchive ?? true,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const image = useController({ control, name: "image" });
  const busy = formState.isSubmitting || leaving;

  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/newsletters/${item.id}`, values) : postJson("/api/newsletters", values)), {
      redirectTo: (answer) => `/account/newsletters/${(answer as Saved).data.id}`,
    }),
  );

  return (
    <FormShell
      legend="Newsletter"
      onSubmit={onSubmit}
      errors={errors}
      readOnly={false}
      busy={busy}
      leaving={leaving}
      dirty={formState.isDirty}
      editing={!!item}
    >
      <TextField label="Subject" required maxLength={200} {...register("subject")} error={formState.errors.subject?.message} />
      <TextField
        label="Preheader"
        maxLength={200}
        hint="The line mail clients show after the subject."
        {...register("preheader")}
        error={formState.errors.preheader?.message}
      />
      <UploadField
        label="Picture (optional)"
        required={false}
        folder="Newsletters"
        value={typeof image.field.value === "string" ? image.field.value : ""}
        onChange={image.field.onChange}
        error={image.fieldState.error?.message}
        hint="Shown above the text."
      />
      <BodyField control={control} name="body" label="Body" folder="Newsletters" />
      <Check
        id="newsletter-tours"
        label="Add featured tours"
        hint="Three published tours, staff's featured ones first, as they are when sending starts."
        registration={register("includeTours")}
      />
      <Check
        id="newsletter-news"
        label="Add the latest news"
        hint="The three newest published blog posts when sending starts."
        registration={register("includeNews")}
      />
      <Check
        id="newsletter-archive"
        label="Show in the public archive"
        hint="Once sent, anyone can read it at /newsletters."
        registration={register("inArchive")}
      />
    </FormShell>
  );
}
