"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CABIN_CLASSES, CABIN_CLASS_LABELS } from "@/lib/inquiries/cabin-classes";
import type { airTicketSchema } from "@/lib/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { postJson } from "@/lib/http/client";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { SelectField, TextAreaField, TextField } from "@/components/ui/field";

type In = z.input<typeof airTicketSchema>;
type Out = z.output<typeof airTicketSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/inquiries/schema")).airTicketSchema);

const FAILED = "Air Ticket failed, try again later!";

/**
 * The form inside the 'Inquire about air ticket' modal (spec §2.4). `onDone` closes the modal
 * after the submission, successful or not (spec §4); closing unmounts the form, which resets it.
 */
export function AirTicketForm({ onDone }: { onDone: () => void }) {
  const getStartedAt = useFormStartedAt();
  const [website, setWebsite] = useState("");
  const { register, handleSubmit, formState } = useForm<In, unknown, Out>({
    resolver,
    defaultValues: { numberOfPassengers: 1, cabinClass: "economy" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const res = await postJson<{ message: string }>("/api/airticket", { ...values, website, startedAt: getStartedAt() });
    if (res.ok) toast.success("Air Ticket sent successfully!");
    else if (res.status === 0) console.error("[air ticket] the inquiry could not reach the server");
    else toast.error(FAILED, { description: res.error });
    onDone();
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register("fullName")} />
        <TextField label="E-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <TextField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" required error={errors.phone?.message} {...register("phone")} />
        <TextField label="Departure city" required error={errors.departureCity?.message} {...register("departureCity")} />
        <TextField label="Destination city" required error={errors.destinationCity?.message} {...register("destinationCity")} />
        <TextField label="Departure date" type="date" required error={errors.departureDate?.message} {...register("departureDate")} />
        <TextField label="Return date" type="date" required error={errors.returnDate?.message} {...register("returnDate")} />
        <TextField label="Number of passengers" type="number" min={1} max={100} required error={errors.numberOfPassengers?.message} {...register("numberOfPassengers")} />
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
      <button type="submit" className="site-btn site-btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit"}
      </button>
    </form>
  );
}
