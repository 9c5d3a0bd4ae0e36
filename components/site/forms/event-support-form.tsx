"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { eventSupportSchema } from "@/lib/audience/inquiries/schema";
import type { EventSupportFormWords } from "@/lib/audience/inquiries/event-support-words";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextAreaField, TextField } from "@/components/ui/field";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof eventSupportSchema>;
type Out = z.output<typeof eventSupportSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).eventSupportSchema);

/** The English words (messages/en.json "eventSupport.form", checked by a test): English pages send no copy. */
export const EVENT_SUPPORT_FORM_ENGLISH: Omit<EventSupportFormWords, "errors" | "lang"> = {
  organization: "Organization",
  contactName: "Contact name",
  email: "Email",
  phone: "Phone",
  eventType: "Type of event",
  eventTypeHint: "Conference, workshop, launch …",
  attendees: "Expected attendees",
  startDate: "Start date",
  endDate: "End date",
  services: "Services needed",
  servicesHint: "Venue, interpretation, transport, accommodation …",
  message: "Message",
  submit: "Send request",
  submitting: "Sending...",
  sent: "Thank you. Your request has been sent. Our events team will contact you within one working day.",
};

/** The event-management support request of /eventform. `words`: another language's, resolved on the server. */
export function EventSupportForm({ words }: { words?: EventSupportFormWords }) {
  const w = words ?? EVENT_SUPPORT_FORM_ENGLISH;
  // The shared schema's and the API's English messages, shown in the page's language.
  const say = (message?: string) => (message && words?.errors[message]) || message;
  const { register, handleSubmit, reset, formState } = useForm<In, unknown, Out>({ resolver });
  const { message, send, honeypot } = usePublicSubmit("/api/eventform", () => reset(), words && ((m, ok) => (ok ? words.sent : say(m)!)));
  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={handleSubmit(send)} noValidate aria-labelledby="event-form-title" className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={w.organization} autoComplete="organization" required error={say(errors.organization?.message)} {...register("organization")} />
        <TextField label={w.contactName} autoComplete="name" required error={say(errors.names?.message)} {...register("names")} />
        <TextField label={w.email} type="email" autoComplete="email" required error={say(errors.email?.message)} {...register("email")} />
        <TextField label={w.phone} type="tel" inputMode="tel" autoComplete="tel" required error={say(errors.phone?.message)} {...register("phone")} />
        <TextField label={w.eventType} hint={w.eventTypeHint} required error={say(errors.eventType?.message)} {...register("eventType")} />
        <TextField label={w.attendees} type="number" min={1} required error={say(errors.attendees?.message)} {...register("attendees")} />
        <TextField label={w.startDate} type="date" required error={say(errors.startDate?.message)} {...register("startDate")} />
        <TextField label={w.endDate} type="date" required error={say(errors.endDate?.message)} {...register("endDate")} />
      </div>
      <TextAreaField label={w.services} hint={w.servicesHint} rows={3} error={say(errors.services?.message)} {...register("services")} />
      <TextAreaField label={w.message} required rows={5} error={say(errors.message?.message)} {...register("message")} />
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? w.submitting : w.submit}
      </button>
      {message}
    </form>
  );
}
