import { contactFormWords } from "@/lib/audience/inquiries/contact-words";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { LazyContactForm } from "../forms/lazy-forms";

/** The contact form of /contact (spec §2.1, §5), under its own heading. */
export function ContactFormSlot({ locale = "en" }: { locale?: Locale }) {
  const t = translator(locale, "contact");
  return (
    <section aria-labelledby="contact-form-title" className="mt-10 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
      <h2 id="contact-form-title" className="font-display text-2xl font-semibold text-brand-900">
        {t("formTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t("formHint")}</p>
      <div className="mt-6">
        <LazyContactForm headingId="contact-form-title" words={contactFormWords(locale)} />
      </div>
    </section>
  );
}
