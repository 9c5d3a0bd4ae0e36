"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { FormErrors } from "@/components/account/content/form-errors";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { apiFetch } from "@/lib/platform/http/client";
import { departureChangeSchema } from "@/lib/booking/departures/schema";
import type { z } from "zod";

/** The administrator's seats and note of one departure; the server refuses fewer seats than are taken. */
export function EditDeparture({ url, seats, note, taken }: { url: string; seats: number; note: string; taken: number }) {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const { register, handleSubmit, formState } = useForm<z.input<typeof departureChangeSchema>>({
    resolver: zodResolver(departureChangeSchema),
    defaultValues: { seats: String(seats), note },
  });
  const e = formState.errors;
  const save = handleSubmit(async (values) => {
    setErrors([]);
    const res = await apiFetch<{ message: string }>(url, { method: "PATCH", body: JSON.stringify(values) });
    if (!res.ok) return setErrors([res.error]);
    toast.success(res.data.message);
    router.refresh();
  });
  return (
    <form
      id="edit"
      noValidate
      aria-label="Edit the departure"
      onSubmit={save}
      className="grid max-w-3xl scroll-mt-20 gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-card sm:grid-cols-3"
    >
      <TextField
        label="Seats"
        type="number"
        inputMode="numeric"
        min={Math.max(1, taken)}
        max={500}
        required
        hint={`At least ${taken} (taken or held)`}
        error={e.seats?.message}
        {...register("seats")}
      />
      <TextField label="Note" className="sm:col-span-2" hint="Shown to travellers" error={e.note?.message} {...register("note")} />
      <div className="sm:col-span-3">
        <FormErrors errors={errors} />
        <Button type="submit" className="mt-2" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? "Saving…" : "Save seats and note"}
        </Button>
      </div>
    </form>
  );
}
