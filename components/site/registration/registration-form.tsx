"use client";

import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { Alert } from "@/components/ui/alert";
import { choiceInput, choiceLabel, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { FeeTable } from "@/lib/platform/db/schema";
import { PARTICIPANT_TITLES, type ParticipantCategory } from "@/lib/booking/participants/kinds";
import { formatUsd } from "@/lib/platform/format";
import { titleLabel } from "@/lib/booking/terms/names";
import { postJson } from "@/lib/platform/http/client";
import { CATEGORY_LABELS, categoryForCountry, priceNotAllowed, type FeeColumn } from "@/lib/booking/terms/fees";
import type { RegistrationFormInput, RegistrationFormValues } from "@/lib/booking/participants/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useKeptTyping } from "@/components/forms/kept-typing";
import type { Locale } from "@/lib/content/i18n/locales";
import { FeeTableView } from "./fee-table";

/** An open event as the form needs it; `column` and the texts are worked out on the server. */
export type OpenEventOption = {
  slug: string;
  title: string;
  when: string;
  place: string;
  fees: FeeTable | null;
  tierPrice: number;
  paid: boolean;
  column: FeeColumn;
  deadlineText: string | null;
  seatsLeft: number | null;
};

type Answer = { message: string };

// zod and the form's schema (about 30 KB gzipped) load on the first check, not with the page.
const resolver = lazyZodResolver(async () => (await import("@/lib/booking/participants/schema")).registrationFormSchema);

const feeOf = (e: OpenEventOption | undefined, c: ParticipantCategory) => (!e ? 0 : e.fees ? e.fees[c][e.column] : e.tierPrice);

export function RegistrationForm({
  events,
  countries,
  initialSlug,
  lang = "en",
}: {
  events: OpenEventOption[];
  countries: { code: string; name: string }[];
  initialSlug: string;
  /** The page's language, sent with the registration: its mails speak it. */
  lang?: Locale;
}) {
  const startedAt = useFormStartedAt();
  const [priceAlert, setPriceAlert] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, setValues, formState } = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver,
    // No title is chosen for the person: an unticked radio group is null, which the schema refuses
    // ('Please choose a title…'); old API clients that send no title at all still get its default.
    defaultValues: { eventName: initialSlug, country: "Rwanda", dataProtection: false, website: "" },
  });
  useKeptTyping(setValues);
  const errors = formState.errors;
  const [slug, countryName, website] = useWatch({ control, name: ["eventName", "country", "website"] });
  const event = events.find((e) => e.slug === slug);
  // The server derives the category from the country the same way; the visitor does not choose it.
  const category = categoryForCountry(countries.find((c) => c.name === countryName)?.code ?? "RW");
  const categoryId = useId();
  const fee = feeOf(event, category);

  const onSubmit = handleSubmit(async (values) => {
    setPriceAlert(null);
    setServerErrors([]);
    // Spec §5: a paid event whose selected fee is 0 is not submitted.
    if (event?.paid && fee <= 0) return setPriceAlert(priceNotAllowed(fee));
    const res = await postJson<Answer>("/api/participant/create", { ...values, amount: fee, startedAt: startedAt(), lang });
    if (!res.ok) {
      if (res.status === 400) {
        toast.error("Missing data");
        setServerErrors(res.errors);
      } else toast.error(res.error);
      return;
    }
    toast.success(res.data.message);
    setDone(res.data.message);
  });

  if (done) {
    return (
      // The next step (the confirmation link, or the payment link) is in the visitor's mailbox.
      <Alert tone="success" title="Check your e-mail">
        {done}
      </Alert>
    );
  }

  return (
    <form action="/api/participant/create" method="post" onSubmit={onSubmit} noValidate className="space-y-8" aria-label="Register for an event">
      <HoneypotField value={website} onChange={(v) => setValue("website", v)} />
      <input type="hidden" name="lang" value={lang} />
      <div className="space-y-4">
        <SelectField label="Event" required error={errors.eventName?.message} defaultValue={initialSlug} {...register("eventName")}>
          <option value="">Select an event</option>
          {events.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.title}
            </option>
          ))}
        </SelectField>
        {event ? (
          <div className="space-y-4">
            <p className="text-sm text-ink-soft">
              {event.when}
              {event.place ? ` · ${event.place}` : ""}
              {event.seatsLeft !== null ? ` · ${event.seatsLeft} ${event.seatsLeft === 1 ? "seat" : "seats"} left` : ""}
            </p>
            {event.fees ? (
              <FeeTableView fees={event.fees} today={event.column} deadlineText={event.deadlineText} />
            ) : (
              <p className="text-sm font-semibold text-brand-900">
                {event.paid ? `Registration fee: ${formatUsd(event.tierPrice)}` : "Free entry: no payment needed."}
              </p>
            )}
          </div>
        ) : null}
      </div>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl font-semibold text-brand-900">Your details</legend>
        <fieldset aria-describedby={errors.title ? "title-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">
            Title
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </legend>
          <div className="flex flex-wrap gap-x-6">
            {PARTICIPANT_TITLES.map((t) => (
              <label key={t} className={choiceLabel}>
                <input type="radio" value={t} {...register("title")} className={choiceInput} />
                {titleLabel(t)}
              </label>
            ))}
          </div>
          {errors.title ? (
            <p id="title-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.title.message}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Family name" required autoComplete="family-name" error={errors.familyName?.message} {...register("familyName")} />
          <TextField label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
          <TextField label="Position" required autoComplete="organization-title" error={errors.position?.message} {...register("position")} />
          <TextField label="Department" required error={errors.department?.message} {...register("department")} />
          <TextField label="Organization" required autoComplete="organization" error={errors.organization?.message} {...register("organization")} />
          <TextField label="Address" required autoComplete="address-line1" error={errors.address?.message} {...register("address")} />
          <SelectField label="Country" autoComplete="country-name" error={errors.country?.message} defaultValue="Rwanda" {...register("country")}>
            {countries.map((c) => (
              <option key={c.code} value={c.name}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField label="Town" required autoComplete="address-level2" error={errors.town?.message} {...register("town")} />
          <TextField label="Telephone" required type="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
          <TextField label="Email" required type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        </div>
        <TextAreaField
          label="Diet requirements"
          hint="Vegetarian, allergies … (optional)"
          error={errors.dietRequirements?.message}
          {...register("dietRequirements")}
        />
        <div>
          <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-ink">
            Participant category
          </label>
          <output id={categoryId} aria-describedby={`${categoryId}-hint`} className="block text-sm font-semibold text-ink">
            {CATEGORY_LABELS[category]}
          </output>
          <p id={`${categoryId}-hint`} className="mt-1 text-xs text-ink-faint">
            Follows from your country and decides the fee from the table.
          </p>
        </div>
        {event ? (
          <p className="text-base font-semibold text-brand-900" aria-live="polite">
            Your fee: {event.paid ? formatUsd(fee) : "free"}
          </p>
        ) : null}
        <div>
          <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-base">
            <input
              type="checkbox"
              value="true"
              {...register("dataProtection")}
              className={`mt-0.5 ${choiceInput}`}
              aria-invalid={errors.dataProtection ? true : undefined}
            />
            <span>I agree that my details are stored and used to organise this event and to contact me about it (data protection).</span>
          </label>
          {errors.dataProtection ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {errors.dataProtection.message}
            </p>
          ) : null}
        </div>
      </fieldset>

      {priceAlert ? <Alert tone="danger">{priceAlert}</Alert> : null}
      {serverErrors.length ? (
        <Alert tone="danger" title="Missing data">
          <ul>
            {serverErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <button type="submit" className="site-btn site-btn-accent w-full sm:w-auto" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Sending..." : event?.paid ? "Register and pay" : "Register"}
      </button>
    </form>
  );
}
