"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { ticketSchema } from "@/lib/audience/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/ui/field";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof ticketSchema>;
type Out = z.output<typeof ticketSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).ticketSchema);

/** The ticket-booking form of /ticket (spec §2.1), sent as an air-ticket inquiry. */
export function TicketForm() {
  const { register, handleSubmit, reset, formState } = useForm<In, unknown, Out>({ resolver });
  const { message, send, honeypot } = usePublicSubmit("/api/ticket", () => reset());
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby="ticket-form-title" className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required error={errors.fullName?.message} {...register("fullName")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <TextField label="Departure city" required error={errors.departure?.message} {...register("departure")} />
        <TextField label="Destination city" required error={errors.destination?.message} {...register("destination")} />
        <TextField label="Departure date" type="date" required error={errors.departureDate?.message} {...register("departureDate")} />
        <TextField label="Return date" type="date" required error={errors.arrivalDate?.message} {...register("arrivalDate")} />
      </div>
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Book my ticket"}
      </button>
      {message}
    </form>
  );
}
