import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { Alert } from "@/components/ui/alert";
import { SENT_FORMS } from "@/lib/platform/api/form-post";
import { SUBSCRIBE_ANSWER } from "@/lib/audience/mailing-list/service";
import { safeNextPath } from "@/lib/platform/safe-redirect";
import { queryChoice, queryText, readQuery } from "@/lib/platform/validation/query";

export const metadata: Metadata = { title: "Form received", robots: { index: false, follow: false } };

const RECEIVED: Record<(typeof SENT_FORMS)[number], { title: string; text: string }> = {
  comment: { title: "Thank you for your comment", text: "It will appear under the page once our team has approved it." },
  contact: { title: "Thank you for your message", text: "We will come back to you within one working day." },
  // The same answer the footer's form shows in place with script.
  subscribe: { title: "Please confirm your subscription", text: SUBSCRIBE_ANSWER },
  // A booking received goes on to its payment page; this is only what a refused one comes back to.
  booking: { title: "Thank you for your booking", text: "We have sent the details to your e-mail." },
  // The next step of a registration (the link to confirm it, or to pay for it) is in that mail.
  registration: {
    title: "Check your e-mail",
    text: "Thank you for registering. We have sent the next step to your e-mail: the link to confirm your registration, or to pay for it.",
  },
};

/**
 * Where a public form posted without script lands (lib/platform/api/form-post.ts answerFormPost): what
 * happened to it, and the way back to the page it was on. With script, the forms answer in place.
 */
export default async function SentPage({ searchParams }: PageProps<"/[locale]/sent">) {
  const q = readQuery(await searchParams, { form: queryChoice(SENT_FORMS), back: queryText(300), error: queryText(500) });
  const back = safeNextPath(q.back, "/");
  const received = RECEIVED[q.form ?? "contact"];
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="font-display text-4xl font-semibold text-brand-900">{q.error ? "Your form was not sent" : received.title}</h1>
        {q.error ? (
          <Alert tone="danger" title="Please go back and check it">
            {q.error}
          </Alert>
        ) : (
          <p className="text-lg text-ink-soft">{received.text}</p>
        )}
        <p>
          <Link href={back} className="site-btn site-btn-outline">
            Back to the page
          </Link>
        </p>
      </div>
    </section>
  );
}
