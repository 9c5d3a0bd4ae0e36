"use client";

import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/account/editor/rich-text-editor";
import { UploadField } from "@/components/account/upload-field";
import { EVENT_COVER_NOT_CHOSEN, eventSchema, type EventInput, type EventValues } from "@/lib/events/schema";
import type { EventJson } from "@/lib/events/serialize";
import { postJson, putJson } from "@/lib/http/client";
import { coverMessage } from "./cover-message";
import { FeeTableFields } from "./fee-table-fields";
import { FormErrors } from "./form-errors";
import { PriceTierFields } from "./price-fields";
import { useSave } from "./use-save";

type Props = { item?: EventJson; readOnly?: boolean };

/** An ISO instant as a `datetime-local` value in the browser's time zone. */
const toLocalInput = (iso: string | null | undefined) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : "");
const cell = (n: number | undefined) => (n ? n : "");

/** Create an event, or view and (admins) update one. Validated with the API's own schema. */
export function EventForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const [coverChosen, setCoverChosen] = useState(!!item?.image);
  const fees = item?.fees;
  const form = useForm<EventInput, unknown, EventValues>({
    resolver: zodResolver(eventSchema),
    defaultValues: {
      title: item?.title ?? "",
      startDate: toLocalInput(item?.startDate),
      endDate: toLocalInput(item?.endDate),
      place: item?.place ?? "",
      price: item ? item.price : "",
      price1: item?.price1 ?? 0,
      price2: item?.price2 ?? 0,
      price3: item?.price3 ?? 0,
      price4: item?.price4 ?? 0,
      price5: item?.price5 ?? 0,
      fees: {
        rwandan: { earlyBird: cell(fees?.rwandan.earlyBird), normal: cell(fees?.rwandan.normal) },
        african: { earlyBird: cell(fees?.african.earlyBird), normal: cell(fees?.african.normal) },
        international: { earlyBird: cell(fees?.international.earlyBird), normal: cell(fees?.international.normal) },
      },
      earlyBirdDeadline: toLocalInput(item?.earlyBirdDeadline),
      capacity: item?.capacity ?? "",
      image: item?.image ?? "",
      description: item?.description ?? "",
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const fieldErrors = formState.errors;
  const busy = formState.isSubmitting || leaving;
  const price = useWatch({ control, name: "price" });
  const free = price === "" || price === null || price === undefined || Number(price) === 0;

  // The schema turns the local date-times into instants; JSON carries them as ISO strings.
  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/events/${item.slug}`, values) : postJson("/api/events/create", values)), { redirectTo: "/account/events", delayMs: item ? 1000 : 600 }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card">
      <FormErrors errors={errors} />
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">Event</legend>
        <TextField label="Title" required {...register("title")} error={fieldErrors.title?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Starts" type="datetime-local" required {...register("startDate")} error={fieldErrors.startDate?.message} />
          <TextField label="Ends" type="datetime-local" required {...register("endDate")} error={fieldErrors.endDate?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Place" {...register("place")} error={fieldErrors.place?.message} />
          <TextField
            label="Price ($)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            hint={free ? "Free entry" : "Entry price for one participant"}
            {...register("price")}
            error={fieldErrors.price?.message}
          />
        </div>
        <PriceTierFields register={register} errors={fieldErrors} legend="Prices by number of participants (USD, total)" />
        <FeeTableFields register={register} errors={fieldErrors.fees} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Early-bird deadline" type="datetime-local" hint="Early Birds fees apply until this moment." {...register("earlyBirdDeadline")} error={fieldErrors.earlyBirdDeadline?.message} />
          <TextField label="Capacity (seats)" type="number" inputMode="numeric" min={1} step="1" hint="Leave empty for no limit." {...register("capacity")} error={fieldErrors.capacity?.message} />
        </div>
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <UploadField
              label="Cover image"
              folder="Events"
              value={field.value}
              onChange={field.onChange}
              onChosenChange={setCoverChosen}
              disabled={readOnly}
              error={coverMessage(fieldState.error?.message, coverChosen, EVENT_COVER_NOT_CHOSEN)}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor label="Description" folder="Events" value={field.value ?? ""} onChange={field.onChange} disabled={readOnly} error={fieldState.error?.message} />
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
