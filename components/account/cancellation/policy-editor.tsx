"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { z } from "zod";
import { cancellationPolicySchema, policyLines } from "@/lib/booking/terms/cancellation-policy";
import { MAX_POLICY_STEPS, type CancellationStep } from "@/lib/booking/terms/cancellation-rules";
import { putJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/** The form edits a list of steps; the API's schema (the same rules) checks them. */
const formSchema = z.object({ steps: cancellationPolicySchema.shape.steps.unwrap() });
type In = z.input<typeof formSchema>;
type Out = z.output<typeof formSchema>;

/**
 * An administrator sets a tour's or event's cancellation policy: steps of "at least n
 * days before the start, p % back", or the default again. The wording travellers see is shown live.
 */
export function PolicyEditor({ url, steps, isDefault }: { url: string; steps: CancellationStep[]; isDefault: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const { register, control, handleSubmit, formState } = useForm<In, unknown, Out>({ resolver: zodResolver(formSchema), defaultValues: { steps } });
  const { fields, append, remove } = useFieldArray({ control, name: "steps" });
  const current = useWatch({ control, name: "steps" });
  const preview = formSchema.safeParse({ steps: current });

  async function save(body: { steps: CancellationStep[] | null }) {
    setBusy(true);
    setError("");
    const res = await putJson<{ message: string }>(url, body);
    setBusy(false);
    if (!res.ok) return setError(res.error);
    toast.success(res.data.message);
    router.refresh();
  }

  const e = formState.errors.steps;
  return (
    <form onSubmit={handleSubmit((v) => save({ steps: v.steps }))} noValidate aria-label="Cancellation policy" className="space-y-4">
      <p className="text-sm text-ink-soft">{isDefault ? "This follows the default policy." : "This has its own policy."} Travellers see:</p>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {(preview.success ? policyLines({ steps: preview.data.steps }) : ["(fix the steps below to see the wording)"]).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      {fields.map((f, i) => (
        <fieldset key={f.id} className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">Step {i + 1}</legend>
          <TextField
            label={`Step ${i + 1}: days before the start, at least`}
            type="number"
            inputMode="numeric"
            min={0}
            error={e?.[i]?.daysBefore?.message}
            {...register(`steps.${i}.daysBefore`, { valueAsNumber: true })}
          />
          <TextField
            label={`Step ${i + 1}: refund (%)`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            error={e?.[i]?.percent?.message}
            {...register(`steps.${i}.percent`, { valueAsNumber: true })}
          />
          <Button variant="secondary" onClick={() => remove(i)}>
            Remove step {i + 1}
          </Button>
        </fieldset>
      ))}
      {e?.root?.message || e?.message ? <Alert>{e?.root?.message ?? e?.message}</Alert> : null}
      {error ? <Alert title="The policy was not saved">{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        {fields.length < MAX_POLICY_STEPS ? (
          <Button variant="secondary" onClick={() => append({ daysBefore: 0, percent: 0 })}>
            Add a step
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save policy"}
        </Button>
        {!isDefault ? (
          <Button variant="secondary" disabled={busy} onClick={() => void save({ steps: null })}>
            Use the default policy
          </Button>
        ) : null}
      </div>
    </form>
  );
}
