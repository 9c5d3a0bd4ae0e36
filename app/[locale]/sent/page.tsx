import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { Alert } from "@/components/ui/alert";
import { SENT_FORMS } from "@/lib/platform/api/form-post";
import { contactFormWords } from "@/lib/audience/inquiries/contact-words";
import { commentFormWords } from "@/lib/content/comments/comment-words";
import { registrationFormWords } from "@/components/site/registration/registration-words";
import { sayIn, slotsOf } from "@/components/site/registration/form-words";
import { orderErrors } from "@/lib/content/i18n/booking-words";
import { localePath, toLocale, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { safeNextPath } from "@/lib/platform/safe-redirect";
import { queryChoice, queryText, readQuery } from "@/lib/platform/validation/query";

export async function generateMetadata({ params }: PageProps<"/[locale]/sent">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return { title: translator(locale, "sent")("metaTitle"), robots: { index: false, follow: false } };
}

/**
 * The reason a form was refused is the API's English; in another language each of its sentences the
 * site knows is said in that language, or the reason stays English, marked so.
 */
function reasonIn(locale: Locale, reason: string): { text: string; lang?: "en" } {
  if (locale === "en") return { text: reason };
  const registration = registrationFormWords(locale)!;
  const known = { ...registration.errors, ...orderErrors(locale), ...contactFormWords(locale)?.errors, ...commentFormWords(locale)?.answers };
  // A registration's refusals that name the event or the country keep them as sent.
  const say = (sentence: string) => known[sentence] ?? sayIn({ errors: {}, patterns: registration.patterns }, sentence);
  // The registration API answers in the form's language itself (its `lang`): those sentences are said already.
  const said = new Set(Object.values(known));
  const inLanguage = (sentence: string) => said.has(sentence) || registration.patterns.some(([, template]) => slotsOf(template, sentence));
  const sentences = reason.split(/(?<=\.)\s+/).map((s) => (inLanguage(s) ? ([s, s, true] as const) : ([s, say(s), say(s) !== s] as const)));
  return sentences.every(([, , understood]) => understood) ? { text: sentences.map(([, text]) => text).join(" ") } : { text: reason, lang: "en" };
}

/**
 * Where a public form posted without script lands (lib/platform/api/form-post.ts answerFormPost): what
 * happened to it, and the way back to the page it was on. With script, the forms answer in place.
 */
export default async function SentPage({ params, searchParams }: PageProps<"/[locale]/sent">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "sent");
  const q = readQuery(await searchParams, { form: queryChoice(SENT_FORMS), back: queryText(300), error: queryText(500) });
  const back = safeNextPath(q.back, localePath(locale, "/"));
  const form = q.form ?? "contact";
  const reason = q.error ? reasonIn(locale, q.error) : null;
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="font-display text-4xl font-semibold text-brand-900">{reason ? t("notSent") : t(`${form}Title`)}</h1>
        {reason ? (
          <Alert tone="danger" title={t("checkIt")}>
            <span lang={reason.lang}>{reason.text}</span>
          </Alert>
        ) : (
          <p className="text-lg text-ink-soft">{t(`${form}Text`)}</p>
        )}
        <p>
          <Link href={back} className="site-btn site-btn-outline">
            {t("back")}
          </Link>
        </p>
      </div>
    </section>
  );
}
