"use client";

import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { Alert } from "@/components/ui/alert";
import { choiceInput, choiceLabel, SelectField, TextAreaField, TextField } from "@/components/ui/field";
import type { FeeTable } from "@/lib/platform/db/schema";
import { PARTICIPANT_TITLES, type ParticipantCategory } from "@/lib/booking/participants/kinds";
import { titleLabel } from "@/lib/booking/terms/names";
import { postJson } from "@/lib/platform/http/client";
import { CATEGORY_LABELS, categoryForCountry, priceNotAllowed, type FeeColumn } from "@/lib/booking/terms/fees";
import { fill, sayIn, usdIn, type RegistrationFormWords } from "./form-words";
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
  /** "3 seats left", in the page's language. */
  seatsText: string | null;
};

/** The English words (messages/en.json "registration.form", checked by a test): English pages send no copy. */
export const REGISTRATION_FORM_ENGLISH: Omit<RegistrationFormWords, "lang" | "fees" | "categories" | "errors" | "patterns" | "dollars"> = {
  label: "Register for an event",
  event: "Event",
  selectEvent: "Select an event",
  registrationFee: "Registration fee: {fee}",
  freeEntry: "Free entry: no payment needed.",
  details: "Your details",
  title: "Title",
  familyName: "Family name",
  firstName: "First name",
  position: "Position",
  department: "Department",
  organization: "Organization",
  address: "Address",
  country: "Country",
  town: "Town",
  telephone: "Telephone",
  email: "Email",
  diet: "Diet requirements",
  dietHint: "Vegetarian, allergies … (optional)",
  category: "Participant category",
  categoryHint: "Follows from your country and decides the fee from the table.",
  yourFee: "Your fee: {fee}",
  free: "free",
  consent: "I agree that my details are stored and used to organise this event and to contact me about it (data protection).",
  missingData: "Missing data",
  sending: "Sending...",
  registerAndPay: "Register and pay",
  register: "Register",
  checkMail: "Check your e-mail",
  freeSent: "Thank you, {name}. Please confirm your registration for {event} with the link we sent to {email}: we hold your seat for {hours} hours.",
  paidSent: "Thank you, {name}. We have sent the link to pay {amount} for your seat at {event} to {email}: we hold your seat for {minutes} minutes.",
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
  words,
}: {
  events: OpenEventOption[];
  /** `label`: the country's name in the page's language, where it differs (the value stays English). */
  countries: { code: string; name: string; label?: string }[];
  initialSlug: string;
  /** The page's language, sent with the registration: its mails speak it. */
  lang?: Locale;
  /** Another language's words, resolved on the server; English pages pass none. */
  words?: RegistrationFormWords;
}) {
  const w = words ?? REGISTRATION_FORM_ENGLISH;
  const say = (message?: string) => sayIn(words, message);
  const intl = usdIn(lang);
  const usd = (amount: number) => words?.dollars[amount] ?? intl(amount);
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
    if (event?.paid && fee <= 0) return setPriceAlert(say(priceNotAllowed(fee))!);
    const res = await postJson<Answer>("/api/participant/create", { ...values, amount: fee, startedAt: startedAt(), lang });
    if (!res.ok) {
      if (res.status === 400) {
        toast.error(w.missingData);
        setServerErrors(res.errors.map((e) => say(e)!));
      } else toast.error(say(res.error)!);
      return;
    }
    // The API's answer is English; another language says the same from what the visitor typed.
    const message =
      words && event
        ? event.paid
          ? fill(words.paidSent, { name: values.firstName, amount: usd(fee), event: event.title, email: values.email })
          : fill(words.freeSent, { name: values.firstName, event: event.title, email: values.email })
        : res.data.message;
    toast.success(message);
    setDone(message);
  });

  if (done) {
    return (
      // The next step (the confirmation link, or the payment link) is in the visitor's mailbox.
      <Alert tone="success" title={w.checkMail}>
        {done}
      </Alert>
    );
  }

  return (
    <form action="/api/participant/create" method="post" onSubmit={onSubmit} noValidate className="space-y-8" aria-label={w.label}>
      <HoneypotField value={website} onChange={(v) => setValue("website", v)} />
      <input type="hidden" name="lang" value={lang} />
      <div className="space-y-4">
        <SelectField label={w.event} required error={say(errors.eventName?.message)} defaultValue={initialSlug} {...register("eventName")}>
          <option value="">{w.selectEvent}</option>
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
              {event.seatsText ? ` · ${event.seatsText}` : ""}
            </p>
            {event.fees ? (
              <FeeTableView fees={event.fees} today={event.column} deadlineText={event.deadlineText} words={words?.fees} usd={usd} />
            ) : (
              <p className="text-sm font-semibold text-brand-900">{event.paid ? fill(w.registrationFee, { fee: usd(event.tierPrice) }) : w.freeEntry}</p>
            )}
          </div>
        ) : null}
      </div>

      <fieldset className="space-y-4">
        <legend className="font-display text-xl font-semibold text-brand-900">{w.details}</legend>
        <fieldset aria-describedby={errors.title ? "title-error" : undefined}>
          <legend className="mb-1 text-sm font-medium text-ink">
            {w.title}
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
              {say(errors.title.message)}
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={w.familyName} required autoComplete="family-name" error={say(errors.familyName?.message)} {...register("familyName")} />
          <TextField label={w.firstName} required autoComplete="given-name" error={say(errors.firstName?.message)} {...register("firstName")} />
          <TextField label={w.position} required autoComplete="organization-title" error={say(errors.position?.message)} {...register("position")} />
          <TextField label={w.department} required error={say(errors.department?.message)} {...register("department")} />
          <TextField label={w.organization} required autoComplete="organization" error={say(errors.organization?.message)} {...register("organization")} />
          <TextField label={w.address} required autoComplete="address-line1" error={say(errors.address?.message)} {...register("address")} />
          <SelectField label={w.country} autoComplete="country-name" error={say(errors.country?.message)} defaultValue="Rwanda" {...register("country")}>
            {countries.map((c) => (
              <option key={c.code} value={c.name}>
                {c.label ?? c.name}
              </option>
            ))}
          </SelectField>
          <TextField label={w.town} required autoComplete="address-level2" error={say(errors.town?.message)} {...register("town")} />
          <TextField label={w.telephone} required type="tel" autoComplete="tel" error={say(errors.phone?.message)} {...register("phone")} />
          <TextField label={w.email} required type="email" autoComplete="email" error={say(errors.email?.message)} {...register("email")} />
        </div>
        <TextAreaField label={w.diet} hint={w.dietHint} error={say(errors.dietRequirements?.message)} {...register("dietRequirements")} />
        <div>
          <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-ink">
            {w.category}
          </label>
          <output id={categoryId} aria-describedby={`${categoryId}-hint`} className="block text-sm font-semibold text-ink">
            {words?.categories[category] ?? CATEGORY_LABELS[category]}
          </output>
          <p id={`${categoryId}-hint`} className="mt-1 text-xs text-ink-faint">
            {w.categoryHint}
          </p>
        </div>
        {event ? (
          <p className="text-base font-semibold text-brand-900" aria-live="polite">
            {fill(w.yourFee, { fee: event.paid ? usd(fee) : w.free })}
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
            <span>{w.consent}</span>
          </label>
          {errors.dataProtection ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {say(errors.dataProtection.message)}
            </p>
          ) : null}
        </div>
      </fieldset>

      {priceAlert ? <Alert tone="danger">{priceAlert}</Alert> : null}
      {serverErrors.length ? (
        <Alert tone="danger" title={w.missingData}>
          <ul>
            {serverErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <button type="submit" className="site-btn site-btn-accent w-full sm:w-auto" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? w.sending : event?.paid ? w.registerAndPay : w.register}
      </button>
    </form>
  );
}
