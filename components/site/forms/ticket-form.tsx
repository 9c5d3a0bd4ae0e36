"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { ticketSchema } from "@/lib/audience/inquiries/schema";
import type { TicketFormWords } from "@/lib/audience/inquiries/ticket-words";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/ui/field";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof ticketSchema>;
type Out = z.output<typeof ticketSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).ticketSchema);

/** The English words (messages/en.json "ticketPage.form", checked by a test): English pages send no copy. */
export const TICKET_FORM_ENGLISH: Omit<TicketFormWords, "errors"> = {
  fullName: "Full name",
  email: "Email",
  departure: "Departure city",
  destination: "Destination city",
  departureDate: "Departure date",
  returnDate: "Return date",
  submit: "Book my ticket",
  sending: "Sending...",
};

/** The ticket-booking form of /ticket (spec §2.1), sent as an air-ticket inquiry with the page's language. */
export function TicketForm({ words }: { words?: TicketFormWords }) {
  const w = words ?? TICKET_FORM_ENGLISH;
  // The shared schema's and the API's English messages, shown in the page's language.
  const say = (message?: string) => (message && words?.errors[message]) || message;
  const { register, handleSubmit, reset, formState } = useForm<In, unknown, Out>({ resolver });
  const { message, send, honeypot } = usePublicSubmit("/api/ticket", () => reset(), words && ((m) => say(m) ?? m));
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby="ticket-form-title" className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={w.fullName} autoComplete="name" required error={say(errors.fullName?.message)} {...register("fullName")} />
        <TextField label={w.email} type="email" autoComplete="email" required error={say(errors.email?.message)} {...register("email")} />
        <TextField label={w.departure} required error={say(errors.departure?.message)} {...register("departure")} />
        <TextField label={w.destination} required error={say(errors.destination?.message)} {...register("destination")} />
        <TextField label={w.departureDate} type="date" required error={say(errors.departureDate?.message)} {...register("departureDate")} />
        <TextField label={w.returnDate} type="date" required error={say(errors.arrivalDate?.message)} {...register("arrivalDate")} />
      </div>
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? w.sending : w.submit}
      </button>
      {message}
    </form>
  );
}
