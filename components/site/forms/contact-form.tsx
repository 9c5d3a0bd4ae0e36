"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { contactSchema } from "@/lib/audience/inquiries/schema";
import type { ContactFormWords } from "@/lib/audience/inquiries/contact-words";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useKeptTyping } from "@/components/forms/kept-typing";
import { TextAreaField, TextField } from "@/components/ui/field";
import { subjectFromQuery } from "./contact-subject";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof contactSchema>;
type Out = z.output<typeof contactSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).contactSchema);

/** The English words (messages/en.json "contactForm", checked by a test): English pages send no copy. */
export const CONTACT_FORM_ENGLISH: Omit<ContactFormWords, "errors" | "sent" | "lang"> = {
  fullName: "Full name",
  email: "Email",
  subject: "Subject",
  phone: "Phone",
  message: "Message",
  send: "Send message",
  sending: "Sending...",
};

/**
 * The contact form (/contact and the home page). A client leaf of a cached page: it reads the
 * query string in the browser, so nothing about one visitor ends up in the shared HTML. `words`:
 * another language's, resolved on the server (lib/content/i18n/contact-words.ts).
 */
export function ContactForm({ headingId, autoFocus = false, words }: { headingId?: string; autoFocus?: boolean; words?: ContactFormWords }) {
  const w = words ?? CONTACT_FORM_ENGLISH;
  // The schema's and the server's messages are English; a translated page shows its language's.
  const say = (message?: string) => (message && words?.errors[message]) || message;
  const { register, handleSubmit, reset, setValue, setValues, formState } = useForm<In, unknown, Out>({
    resolver,
    defaultValues: { names: "", email: "", subject: "", phone: "", message: "" },
  });

  useKeptTyping(setValues);
  useEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    if (subject) setValue("subject", subject);
  }, [setValue]);

  const { message, send, honeypot } = usePublicSubmit("/api/contact", () => reset(), words && ((m, ok) => (ok ? words.sent : say(m)!)));
  const onSubmit = handleSubmit(send);

  const { errors, isSubmitting } = formState;
  return (
    // method and action: before its script has loaded (components/forms/when-needed.tsx), or
    // without script, the form posts itself and /sent answers; with script it sends JSON.
    <form method="post" action="/api/contact" onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={w.fullName} autoComplete="name" autoFocus={autoFocus} required error={say(errors.names?.message)} {...register("names")} />
        <TextField label={w.email} type="email" autoComplete="email" required error={say(errors.email?.message)} {...register("email")} />
        <TextField label={w.subject} error={say(errors.subject?.message)} {...register("subject")} />
        <TextField label={w.phone} type="tel" inputMode="tel" autoComplete="tel" error={say(errors.phone?.message)} {...register("phone")} />
      </div>
      <TextAreaField label={w.message} required rows={6} error={say(errors.message?.message)} {...register("message")} />
      {/* Sent without script too: the mail that answers speaks the page's language. */}
      <input type="hidden" name="lang" value={words?.lang ?? "en"} />
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? w.sending : w.send}
      </button>
      {message}
    </form>
  );
}
