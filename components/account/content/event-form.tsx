"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TextField } from "@/components/ui/field";
import { toDateTimeInput } from "@/lib/platform/dates";
import { EVENT_COVER_NOT_CHOSEN, eventSchema, type EventInput, type EventValues } from "@/lib/content/events/schema";
import type { EventJson } from "@/lib/content/events/serialize";
import { postJson, putJson } from "@/lib/platform/http/client";
import { BodyField } from "./body-field";
import { CoverField } from "./cover-field";
import { FeeTableFields } from "./fee-table-fields";
import { FormShell } from "./form-shell";
import { PriceTierFields } from "./price-fields";
import { useSave } from "./use-save";

type Props = { item?: EventJson; readOnly?: boolean };

const cell = (n: number | undefined) => (n ? n : "");

/** Create an event, or view and (admins) update one. Validated with the API's own schema. */
export function EventForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const fees = item?.fees;
  const form = useForm<EventInput, unknown, EventValues>({
    resolver: zodResolver(eventSchema),
    defaultValues: {
      title: item?.title ?? "",
      startDate: toDateTimeInput(item?.startDate),
      endDate: toDateTimeInput(item?.endDate),
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
      earlyBirdDeadline: toDateTimeInput(item?.earlyBirdDeadline),
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

  // The schema reads the date-times as Kigali time and turns them into instants; JSON carries them as ISO strings.
  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/events/${item.slug}`, values) : postJson("/api/events/create", values)), { redirectTo: "/account/events", delayMs: item ? 1000 : 600 }),
  );

  return (
    <FormShell legend="Event" onSubmit={onSubmit} errors={errors} readOnly={readOnly} busy={busy} leaving={leaving} dirty={formState.isDirty} editing={!!item} spacious>
      <TextField label="Title" required {...register("title")} error={fieldErrors.title?.message} />
      <CoverField control={control} name="image" label="Cover image" folder="Events" notChosenText={EVENT_COVER_NOT_CHOSEN} disabled={readOnly} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Starts" type="datetime-local" required hint="Kigali time" {...register("startDate")} error={fieldErrors.startDate?.message} />
        <TextField label="Ends" type="datetime-local" required hint="Kigali time" {...register("endDate")} error={fieldErrors.endDate?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Place" {...register("place")} error={fieldErrors.place?.message} />
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          hint={free ? "Free entry (without a fee table)" : "Entry price for one participant, when there is no fee table: a fee table sets the price shown everywhere (its lowest fee in force)."}
          {...register("price")}
          error={fieldErrors.price?.message}
        />
      </div>
      <PriceTierFields register={register} errors={fieldErrors} legend="Prices by number of participants (USD, total)" />
      <FeeTableFields register={register} errors={fieldErrors.fees} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Early-bird deadline" type="datetime-local" hint="Early Birds fees apply until this moment (Kigali time)." {...register("earlyBirdDeadline")} error={fieldErrors.earlyBirdDeadline?.message} />
        <TextField label="Capacity (seats)" type="number" inputMode="numeric" min={1} step="1" hint="Leave empty for no limit." {...register("capacity")} error={fieldErrors.capacity?.message} />
      </div>
      <BodyField control={control} name="description" label="Description" folder="Events" disabled={readOnly} />
    </FormShell>
  );
}
