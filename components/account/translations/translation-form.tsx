"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm, type Control, type Resolver, type UseFormRegister } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { choiceInput, choiceLabel, TextAreaField, TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { BodyField } from "@/components/account/content/body-field";
import { FormShell } from "@/components/account/content/form-shell";
import { ItineraryEditor } from "@/components/account/content/itinerary-editor";
import { ListEditor } from "@/components/account/content/list-editor";
import { deleteJson, putJson } from "@/lib/platform/http/client";
import {
  TRANSLATION_LOCALE_NAMES,
  translationSchemas,
  type TranslatedFields,
  type TranslatedKind,
  type TranslationLocale,
} from "@/lib/content/translations/fields";
import type { TourInput } from "@/lib/content/tours/schema";
import type { UploadFolder } from "@/lib/content/uploads/rules";

type Props = {
  kind: TranslatedKind;
  itemId: string;
  locale: TranslationLocale;
  /** The stored version, or null for a new one (the form starts empty). */
  stored: { fields: TranslatedFields; needsReview: boolean } | null;
  readOnly: boolean;
};

const FOLDERS: Record<TranslatedKind, UploadFolder> = { news: "Blogs", tour: "Tours", event: "Events", publication: "Publications" };
const BODY: Partial<Record<TranslatedKind, { name: string; label: string }>> = {
  news: { name: "newsBody", label: "Body" },
  tour: { name: "toursBody", label: "Description" },
  event: { name: "description", label: "Description" },
};
const LISTS = [
  { name: "tips", legend: "Tips", itemLabel: "Tip" },
  { name: "includes", legend: "Includes", itemLabel: "Included item" },
  { name: "excludes", legend: "Excludes", itemLabel: "Excluded item" },
] as const;

type Values = Record<string, unknown>;

/** One language's version of an item, with the English form's own editors, validated by the API's schema. */
export function TranslationForm({ kind, itemId, locale, stored, readOnly }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const language = TRANSLATION_LOCALE_NAMES[locale];
  const url = `/api/translations/${kind}/${itemId}/${locale}`;
  const form = useForm<Values>({
    resolver: zodResolver(translationSchemas[kind] as never) as unknown as Resolver<Values>,
    defaultValues: { ...emptyFields(kind), ...stored?.fields, needsReview: stored?.needsReview ?? true },
  });
  const { register, control, handleSubmit, formState } = form;
  const fieldError = (name: string) => (formState.errors[name]?.message as string | undefined) ?? undefined;

  const onSubmit = handleSubmit(async (values) => {
    setErrors([]);
    const res = await putJson<{ message: string }>(url, values);
    if (!res.ok) return setErrors(res.errors.length ? res.errors : [res.error]);
    toast.success(res.data.message);
    form.reset(values);
    router.refresh();
  });

  async function remove() {
    setDeleting(true);
    const res = await deleteJson<{ message: string }>(url);
    setDeleting(false);
    setConfirming(false);
    if (!res.ok) return setErrors([res.error]);
    toast.success(res.data.message);
    form.reset({ ...emptyFields(kind), needsReview: true });
    router.refresh();
  }

  const body = BODY[kind];
  return (
    <div className="space-y-3">
      <FormShell
        legend={`${language} version`}
        onSubmit={onSubmit}
        errors={errors}
        readOnly={readOnly}
        busy={formState.isSubmitting}
        dirty={formState.isDirty}
        editing={!!stored}
        spacious
      >
        <TextField label={`Title (${language})`} required {...register("title")} error={fieldError("title")} />
        {kind === "event" ? <TextField label={`Place (${language})`} {...register("place")} error={fieldError("place")} /> : null}
        {kind === "tour" ? (
          <>
            <div className="grid gap-6 lg:grid-cols-3">
              {LISTS.map((l) => (
                <Controller
                  key={l.name}
                  control={control}
                  name={l.name}
                  render={({ field, fieldState }) => (
                    <ListEditor
                      legend={`${l.legend} (${language})`}
                      itemLabel={l.itemLabel}
                      value={Array.isArray(field.value) ? (field.value as string[]) : []}
                      onChange={field.onChange}
                      disabled={readOnly}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </div>
            {/* The tour form's editor; the version's fields carry the same names. */}
            <ItineraryEditor
              control={control as unknown as Control<TourInput>}
              register={register as unknown as UseFormRegister<TourInput>}
              errors={formState.errors.itenerary as never}
              disabled={readOnly}
            />
          </>
        ) : null}
        {body ? (
          <BodyField
            control={control as unknown as Control<Record<string, string>>}
            name={body.name}
            label={`${body.label} (${language})`}
            folder={FOLDERS[kind]}
            disabled={readOnly}
          />
        ) : null}
        {kind === "event" ? (
          <TextAreaField
            label={`Cancellation policy (${language})`}
            hint="The policy in this language, shown instead of the English wording. Empty: the English one."
            {...register("policy")}
            error={fieldError("policy")}
          />
        ) : null}
        <label className={choiceLabel}>
          <input type="checkbox" className={choiceInput} {...register("needsReview")} />
          Needs review (written without a native speaker, or not checked yet)
        </label>
      </FormShell>
      {stored && !readOnly ? (
        <>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)} disabled={deleting}>
            Remove the {language} version
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Remove the ${language} version`}
            message={`The page will show the English content in ${language} until a new version is saved. This can not be undone.`}
            confirmLabel="Yes, remove it"
            cancelLabel="No"
            busy={deleting}
            onConfirm={remove}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
      {readOnly && !stored ? <Alert tone="info">No {language} version yet.</Alert> : null}
    </div>
  );
}

function emptyFields(kind: TranslatedKind): Values {
  switch (kind) {
    case "news":
      return { title: "", newsBody: "" };
    case "tour":
      return { title: "", toursBody: "", itenerary: [], includes: [], excludes: [], tips: [] };
    case "event":
      return { title: "", description: "", place: "", policy: "" };
    case "publication":
      return { title: "" };
  }
}
