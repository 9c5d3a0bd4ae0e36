"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextField } from "@/components/ui/field";
import { postJson, putJson } from "@/lib/platform/http/client";
import { listForForm, TOUR_COVER_NOT_CHOSEN, tourSchema, type TourInput, type TourValues } from "@/lib/content/tours/schema";
import type { TourJson } from "@/lib/content/tours/serialize";
import { BodyField } from "./body-field";
import { CoverField } from "./cover-field";
import { FeaturedField } from "./featured-field";
import { FormShell } from "./form-shell";
import { ItineraryEditor } from "./itinerary-editor";
import { ListEditor } from "./list-editor";
import { PriceTierFields } from "./price-fields";
import { useSave } from "./use-save";

type Props = { item?: TourJson; readOnly?: boolean };

const LISTS = [
  { name: "tips", legend: "Tips", itemLabel: "Tip" },
  { name: "includes", legend: "Includes", itemLabel: "Included item" },
  { name: "excludes", legend: "Excludes", itemLabel: "Excluded item" },
] as const;

/** Create a tour, or view and (admins) update one. Validated with the API's own schema. */
export function TourForm({ item, readOnly = false }: Props) {
  const { save, errors, leaving } = useSave();
  const form = useForm<TourInput, unknown, TourValues>({
    resolver: zodResolver(tourSchema),
    defaultValues: {
      title: item?.title ?? "",
      location: item?.location ?? "",
      departureTime: item?.departureTime ?? "",
      duration: item?.duration ?? { amount: "", unit: "days" },
      price1: item?.price1 ?? 0,
      price2: item?.price2 ?? 0,
      price3: item?.price3 ?? 0,
      price4: item?.price4 ?? 0,
      price5: item?.price5 ?? 0,
      // The API's ["No"] for an empty list stays in the API: the form starts from empty lists.
      tips: listForForm(item?.tips),
      includes: listForForm(item?.includes),
      excludes: listForForm(item?.excludes),
      itenerary: item?.itenerary ?? [{ day: "Day 1", title: "", body: "" }],
      image: item?.image ?? "",
      toursBody: item?.toursBody ?? "",
      featured: item?.featured ?? false,
    },
  });
  const { register, control, handleSubmit, formState } = form;
  const fieldErrors = formState.errors;
  const busy = formState.isSubmitting || leaving;

  const onSubmit = handleSubmit((values) =>
    save(() => (item ? putJson(`/api/tours/update/${item.slug}`, values) : postJson("/api/tours/create", values)), { redirectTo: "/account/tours" }),
  );

  return (
    <FormShell legend="Tour" onSubmit={onSubmit} errors={errors} readOnly={readOnly} busy={busy} leaving={leaving} dirty={formState.isDirty} editing={!!item} spacious>
      <TextField label="Title" required {...register("title")} error={fieldErrors.title?.message} />
      <CoverField control={control} name="image" label="Cover image" folder="Tours" notChosenText={TOUR_COVER_NOT_CHOSEN} disabled={readOnly} />
      <FeaturedField registration={register("featured")} noun="tour" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Location" {...register("location")} error={fieldErrors.location?.message} />
        <TextField label="Departure time" hint="For example: 05:00 from Kigali" {...register("departureTime")} error={fieldErrors.departureTime?.message} />
        <TextField
          label="Duration"
          type="number"
          inputMode="numeric"
          min={1}
          hint="How long the tour lasts, shown on its page and used by the list's filters. Empty: counted from the itinerary."
          {...register("duration.amount")}
          error={fieldErrors.duration?.amount?.message ?? fieldErrors.duration?.message}
        />
        <SelectField label="Duration in" {...register("duration.unit")} error={fieldErrors.duration?.unit?.message}>
          <option value="days">Days</option>
          <option value="hours">Hours</option>
        </SelectField>
      </div>
      <PriceTierFields register={register} errors={fieldErrors} legend="Prices by party size (USD, total for the party)" />
      <div className="grid gap-6 lg:grid-cols-3">
        {LISTS.map((l) => (
          <Controller
            key={l.name}
            control={control}
            name={l.name}
            render={({ field, fieldState }) => (
              <ListEditor
                legend={l.legend}
                itemLabel={l.itemLabel}
                value={Array.isArray(field.value) ? field.value : field.value ? [field.value] : []}
                onChange={field.onChange}
                disabled={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </div>
      <ItineraryEditor control={control} register={register} errors={fieldErrors.itenerary} disabled={readOnly} />
      <BodyField control={control} name="toursBody" label="Description" folder="Tours" disabled={readOnly} />
    </FormShell>
  );
}
