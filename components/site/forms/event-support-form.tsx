"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { eventSupportSchema } from "@/lib/audience/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextAreaField, TextField } from "@/components/ui/field";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof eventSupportSchema>;
type Out = z.output<typeof eventSupportSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).eventSupportSchema);

/** The event-management support request of /eventform. */
export function EventSupportForm() {
  const { register, handleSubmit, reset, formState } = useForm<In, unknown, Out>({ resolver });
  const { message, send, honeypot } = usePublicSubmit("/api/eventform", () => reset());
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby="event-form-title" className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Organization" autoComplete="organization" required error={errors.organization?.message} {...register("organization")} />
        <TextField label="Contact name" autoComplete="name" required error={errors.names?.message} {...register("names")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" required error={errors.phone?.message} {...register("phone")} />
        <TextField label="Type of event" hint="Conference, workshop, launch …" required error={errors.eventType?.message} {...register("eventType")} />
        <TextField label="Expected attendees" type="number" min={1} required error={errors.attendees?.message} {...register("attendees")} />
        <TextField label="Start date" type="date" required error={errors.startDate?.message} {...register("startDate")} />
        <TextField label="End date" type="date" required error={errors.endDate?.message} {...register("endDate")} />
      </div>
      <TextAreaField
        label="Services needed"
        hint="Venue, interpretation, transport, accommodation …"
        rows={3}
        error={errors.services?.message}
        {...register("services")}
      />
      <TextAreaField label="Message" required rows={5} error={errors.message?.message} {...register("message")} />
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send request"}
      </button>
      {message}
    </form>
  );
}
