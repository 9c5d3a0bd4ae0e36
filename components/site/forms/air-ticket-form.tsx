"use client";

import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { CABIN_CLASSES } from "@/lib/audience/inquiries/cabin-classes";
import type { AirTicketFormWords } from "@/lib/audience/inquiries/air-ticket-words";
import type { airTicketSchema } from "@/lib/audience/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { postJson } from "@/lib/platform/http/client";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { pageLang } from "./page-lang";
import { choiceInput, choiceLabel, SelectField, TextAreaField, TextField } from "@/components/ui/field";

type In = z.input<typeof airTicketSchema>;
type Out = z.output<typeof airTicketSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).airTicketSchema);

/** The English words (messages/en.json "airTicket.form", checked by a test): English pages send no copy. */
export const AIR_TICKET_FORM_ENGLISH: Omit<AirTicketFormWords, "errors"> = {
  open: "Fill the form",
  modalTitle: "Inquire about air ticket",
  close: "Close",
  trip: "Trip",
  return: "Return",
  oneWay: "One-way",
  fullName: "Full name",
  email: "E-mail",
  phone: "Phone number",
  departureCity: "Departure city",
  destinationCity: "Destination city",
  departureDate: "Departure date",
  returnDate: "Return date",
  passengers: "Number of passengers",
  cabinClass: "Cabin class",
  economy: "Economy",
  business: "Business",
  firstClass: "First class",
  specialRequests: "Special requests",
  submit: "Submit",
  submitting: "Submitting...",
  failed: "Air Ticket failed, try again later!",
  offline: "We could not reach our server. Please check your connection; your answers are kept.",
  sent: "Air Ticket sent successfully!",
};

// Not imported from the schema module: that would bring zod into the page's first load.
const TRIPS = [
  { value: "return", label: "return" },
  { value: "one-way", label: "oneWay" },
] as const;

/**
 * The form inside the 'Inquire about air ticket' modal (spec §2.4). A sent inquiry closes the modal
 * (`onDone`) with the spec's success toast; a refused or unsent one keeps the modal open with
 * everything typed and says why inside it (role=alert), so nothing has to be typed again.
 */
export function AirTicketForm({ onDone, words }: { onDone: () => void; words?: AirTicketFormWords }) {
  const w = words ?? AIR_TICKET_FORM_ENGLISH;
  // The shared schema's English messages, shown in the page's language.
  const say = (message?: string) => (message && words?.errors[message]) || message;
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
    const res = await postJson<{ message: string }>("/api/airticket", { ...values, lang: pageLang(), website, startedAt: getStartedAt() });
    if (!res.ok) return setFailure(res.status === 0 ? w.offline : say(res.error)!);
    toast.success(w.sent);
    onDone();
  });

  const { errors, isSubmitting } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="relative space-y-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-ink">{w.trip}</legend>
        <div className="flex flex-wrap gap-x-6">
          {TRIPS.map((t) => (
            <label key={t.value} className={choiceLabel}>
              <input type="radio" value={t.value} className={choiceInput} {...register("tripType")} />
              {w[t.label]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={w.fullName} autoComplete="name" required error={say(errors.fullName?.message)} {...register("fullName")} />
        <TextField label={w.email} type="email" autoComplete="email" required error={say(errors.email?.message)} {...register("email")} />
        <TextField label={w.phone} type="tel" inputMode="tel" autoComplete="tel" required error={say(errors.phone?.message)} {...register("phone")} />
        <TextField label={w.departureCity} required error={say(errors.departureCity?.message)} {...register("departureCity")} />
        <TextField label={w.destinationCity} required error={say(errors.destinationCity?.message)} {...register("destinationCity")} />
        <TextField label={w.departureDate} type="date" required error={say(errors.departureDate?.message)} {...register("departureDate")} />
        {tripType === "one-way" ? null : (
          <TextField label={w.returnDate} type="date" required error={say(errors.returnDate?.message)} {...register("returnDate")} />
        )}
        <TextField
          label={w.passengers}
          type="number"
          min={1}
          max={100}
          required
          error={say(errors.numberOfPassengers?.message)}
          {...register("numberOfPassengers")}
        />
        <SelectField label={w.cabinClass} required error={say(errors.cabinClass?.message)} {...register("cabinClass")}>
          {CABIN_CLASSES.map((c) => (
            <option key={c} value={c}>
              {w[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={w.specialRequests} rows={3} error={say(errors.specialRequests?.message)} {...register("specialRequests")} />
      <HoneypotField value={website} onChange={setWebsite} />
      {failure ? (
        <div ref={failureRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{w.failed}</p>
          <p>{failure}</p>
        </div>
      ) : null}
      <button type="submit" className="site-btn site-btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? w.submitting : w.submit}
      </button>
    </form>
  );
}
