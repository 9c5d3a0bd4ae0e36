"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { contactSchema } from "@/lib/audience/inquiries/schema";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useKeptTyping } from "@/components/forms/kept-typing";
import { TextAreaField, TextField } from "@/components/ui/field";
import { subjectFromQuery } from "./contact-subject";
import { usePublicSubmit } from "./use-public-submit";

type In = z.input<typeof contactSchema>;
type Out = z.output<typeof contactSchema>;

const resolver = lazyZodResolver(async () => (await import("@/lib/audience/inquiries/schema")).contactSchema);

/**
 * The contact form (/contact and the home page). A client leaf of a cached page: it reads the
 * query string in the browser, so nothing about one visitor ends up in the shared HTML.
 */
export function ContactForm({ headingId, autoFocus = false }: { headingId?: string; autoFocus?: boolean }) {
  const { register, handleSubmit, reset, setValue, setValues, formState } = useForm<In, unknown, Out>({
    resolver,
    defaultValues: { names: "", email: "", subject: "", phone: "", message: "" },
  });

  useKeptTyping(setValues);
  useEffect(() => {
    const subject = subjectFromQuery(window.location.search);
    if (subject) setValue("subject", subject);
  }, [setValue]);

  const { message, send, honeypot } = usePublicSubmit("/api/contact", () => reset());
  const onSubmit = handleSubmit(send);

  const { errors, isSubmitting } = formState;
  return (
    // method and action: before its script has loaded (components/forms/when-needed.tsx), or
    // without script, the form posts itself and /sent answers; with script it sends JSON.
    <form method="post" action="/api/contact" onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="relative space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" autoFocus={autoFocus} required error={errors.names?.message} {...register("names")} />
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register("email")} />
        <TextField label="Subject" error={errors.subject?.message} {...register("subject")} />
        <TextField label="Phone" type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.message} {...register("phone")} />
      </div>
      <TextAreaField label="Message" required rows={6} error={errors.message?.message} {...register("message")} />
      {honeypot}
      <button type="submit" className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send message"}
      </button>
      {message}
    </form>
  );
}
