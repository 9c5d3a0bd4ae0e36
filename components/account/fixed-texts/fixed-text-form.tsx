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
import { FormShell } from "@/components/account/content/form-shell";
import { ListEditor } from "@/components/account/content/list-editor";
import { deleteJson, putJson } from "@/lib/platform/http/client";
import { DEFAULT_NEEDS_REVIEW, FIXED_TEXT_LOCALE_NAMES, fixedTextSchemas, type FixedTextFields, type FixedTextKind } from "@/lib/content/fixed-texts/fields";
import type { Locale } from "@/lib/content/i18n/locales";
import { SectionsEditor } from "./sections-editor";

type Props = {
  kind: FixedTextKind;
  textKey: string;
  locale: Locale;
  /** The staff edit, or null: the form starts from the default (or empty where there is none). */
  stored: { fields: FixedTextFields; needsReview: boolean } | null;
  fallback: FixedTextFields | null;
  readOnly: boolean;
};

type Values = Record<string, unknown>;

const EMPTY: Record<FixedTextKind, Values> = {
  faq: { question: "", answer: "" },
  "faq-section": { title: "", intro: "" },
  service: { title: "", summary: "", intro: "", imageAlt: "", sections: [{ heading: "", text: "" }], deliverables: [] },
  page: { title: "", intro: "", sections: [{ heading: "", text: "" }] },
};

/** One language of a fixed text, validated by the API's schema; saved or reset to its default on its own. */
export function FixedTextForm({ kind, textKey, locale, stored, fallback, readOnly }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const language = FIXED_TEXT_LOCALE_NAMES[locale];
  const url = `/api/fixed-texts/${kind}/${encodeURIComponent(textKey)}/${locale}`;
  // A French or Kinyarwanda text no one has saved yet starts ticked: saving it unticked marks it reviewed.
  const start = (edit: Props["stored"]): Values => ({
    ...EMPTY[kind],
    ...(edit?.fields ?? fallback ?? {}),
    needsReview: edit?.needsReview ?? DEFAULT_NEEDS_REVIEW[locale],
  });
  const form = useForm<Values>({
    resolver: zodResolver(fixedTextSchemas[kind] as never) as unknown as Resolver<Values>,
    defaultValues: start(stored),
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

  async function reset() {
    setResetting(true);
    const res = await deleteJson<{ message: string }>(url);
    setResetting(false);
    setConfirming(false);
    if (!res.ok) return setErrors([res.error]);
    toast.success(res.data.message);
    form.reset(start(null));
    router.refresh();
  }

  const sections = kind === "service" || kind === "page";
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
      >
        {kind === "faq" ? (
          <>
            <TextField label={`Question (${language})`} required {...register("question")} error={fieldError("question")} />
            <TextAreaField
              label={`Answer (${language})`}
              required
              hint="A blank line between two paragraphs."
              rows={8}
              {...register("answer")}
              error={fieldError("answer")}
            />
          </>
        ) : (
          <>
            <TextField label={`Title (${language})`} required {...register("title")} error={fieldError("title")} />
            {kind === "service" ? <TextField label={`Summary (${language})`} required {...register("summary")} error={fieldError("summary")} /> : null}
            {kind === "faq-section" ? (
              <TextField label={`Introduction (${language})`} required {...register("intro")} error={fieldError("intro")} />
            ) : (
              <TextAreaField label={`Introduction (${language})`} required rows={4} {...register("intro")} error={fieldError("intro")} />
            )}
            {kind === "service" ? <TextField label={`Picture description (${language})`} {...register("imageAlt")} error={fieldError("imageAlt")} /> : null}
          </>
        )}
        {sections ? (
          <SectionsEditor
            control={control as unknown as Control<{ sections: { heading: string; text: string }[] }>}
            register={register as unknown as UseFormRegister<{ sections: { heading: string; text: string }[] }>}
            errors={formState.errors.sections as never}
            language={language}
            disabled={readOnly}
          />
        ) : null}
        {kind === "service" ? (
          <Controller
            control={control}
            name="deliverables"
            render={({ field, fieldState }) => (
              <ListEditor
                legend={`Typical work (${language})`}
                itemLabel="Piece of work"
                value={Array.isArray(field.value) ? (field.value as string[]) : []}
                onChange={field.onChange}
                disabled={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
        <label className={choiceLabel}>
          <input type="checkbox" className={choiceInput} {...register("needsReview")} />
          Needs review ({language})
        </label>
      </FormShell>
      {stored && !readOnly ? (
        <>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)} disabled={resetting}>
            Reset the {language} version
          </Button>
          <ConfirmDialog
            open={confirming}
            title={`Reset the ${language} version`}
            message={
              fallback
                ? `The page will show the default ${language} text again.`
                : `The page will show the English text in ${language} until a new version is saved.`
            }
            confirmLabel="Yes, reset it"
            cancelLabel="No"
            busy={resetting}
            onConfirm={reset}
            onCancel={() => setConfirming(false)}
          />
        </>
      ) : null}
      {readOnly && !stored && !fallback ? <Alert tone="info">No {language} version yet.</Alert> : null}
    </div>
  );
}
