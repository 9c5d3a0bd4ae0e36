"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { CABIN_CLASSES, CABIN_CLASS_LABELS } from "@/lib/audience/inquiries/cabin-classes";
import type { airTicketSchema } from "@/lib/audience/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { postJson } from "@/lib/platform/http/client";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { choiceInput, choiceLabel, SelectField, TextAreaField, TextField } from "@/components/ui/field";

type In = z.input<typeof airTicketSchema>;
type Out = z.output<typeof airTicketSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).airTicketSchema);

const FAILED = "Air Ticket failed, try again later!";
const OFFLINE = "We could not reach our server. Please check your connection; your answers are kept.";

// Not imported from the schema module: that would bring zod into the page's first load.
const TRIPS = [
  { value: "return", label: "Return" },
  { value: "one-way", label: "One-way" },
] as const;

/**
 * The form inside the 'Inquire about air ticket' modal (spec §2.4). A sent inquiry closes the modal
 * (`onDone`) with the spec's success toast; a refused or unsent one keeps the modal open with
 * everything typed and says why inside it (role=alert), so nothing has to be typed again.
 */
export function AirTicketForm({ onDone }: { onDone: () => void }) {
  const getStartedAt = useFormStartedAt();
  const [website, setWebsite] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, control } = useForm<In, unknown, Out>({
    resolver,
    defaultValues: { tripType: "return", numberOfPassengers: 1, cabinClass: "economy" },
  });
  const tripType = useWatch({ control, name: "tripType" });

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const res = await postJson<{ message: string }>("/api/airticket", { ...values, website, startedAt: getStartedAt() });
    if (!res.ok) return setFailure(res.status === 0 ? OFFLINE : res.error);
    toast.success("Air Ticket sent successfully!");
    onDone();
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">Trip</legend>
        <div className="flex flex-wrap gap-x-6">
          {TRIPS.map((t) => (
            <label key={t.value} className={choiceLabel}>
              <input type="radio" value={t.value} className={choiceInput} {...register("tripType")} />
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register("fullName")} />
        <TextField label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" required error={errors.phone?.message} {...register("phone")} />
        <TextField label="Departure city" required error={errors.departureCity?.message} {...register("departureCity")} />
        <TextField label="Destination city" required error={errors.destinationCity?.message} {...register("destinationCity")} />
        <TextField label="Departure date" type="date" required error={errors.departureDate?.message} {...register("departureDate")} />
        {tripType === "one-way" ? null : <TextField label="Return date" type="date" required error={errors.returnDate?.message} {...register("returnDate")} />}
        <TextField
          label="Number of passengers"
          type="number"
          min={1}
          max={100}
          required
          error={errors.numberOfPassengers?.message}
          {...register("numberOfPassengers")}
        />
        <SelectField label="Cabin class" required error={errors.cabinClass?.message} {...register("cabinClass")}>
          {CABIN_CLASSES.map((c) => (
            <option key={c} value={c}>
              {CABIN_CLASS_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Special requests" rows={3} error={errors.specialRequests?.message} {...register("specialRequests")} />
      <HoneypotField value={website} onChange={setWebsite} />
      {failure ? (
        <div ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{FAILED}</p>
          <p>{failure}</p>
        </div>
      ) : null}
      <button type="submit" className="site-btn site-btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit"}
      </button>
    </form>
  );
}
