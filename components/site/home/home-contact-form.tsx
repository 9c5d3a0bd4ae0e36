"use client";

import Link from "next/link";
import { Suspense, lazy, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SiteWords } from "../words/context";

type HomeContactWords = SiteWords["homeBlocks"]["contact"];

// The form and its form library load when the visitor asks for it, so the home page (the most
// visited, and cached) keeps its JavaScript budget.
// Only rendered once opened, so never on the server; the fallback says "loading" in the page's language.
const ContactForm = lazy(() => import("../forms/contact-form").then((m) => ({ default: m.ContactForm })));

/**
 * The home page's contact form, opened in place by 'Write your message'. In the server's HTML (and
 * so without script) that is a link to /contact, whose form posts without script; once the page's
 * script has run, a button that opens the form here. A French or Kinyarwanda home page (`inPlace`
 * false) keeps the link, to its own language's /contact.
 */
export function HomeContactForm({ words: w, contactPath, inPlace }: { words: HomeContactWords; contactPath: string; inPlace: boolean }) {
  const [open, setOpen] = useState(false);
  const scripted = useHydrated();
  return (
    <div className="rounded-3xl bg-white p-6 text-ink shadow-card sm:p-8">
      <h3 id="home-contact-form-title" className="font-display text-2xl font-semibold text-brand-900">
        {w.formTitle}
      </h3>
      {open ? (
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm text-ink-soft">{w.loading}</p>}>
            <ContactForm headingId="home-contact-form-title" autoFocus />
          </Suspense>
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">{w.formIntro}</p>
          {scripted && inPlace ? (
            <button type="button" onClick={() => setOpen(true)} className="site-btn site-btn-accent mt-6">
              {w.writeMessage}
            </button>
          ) : (
            <Link href={contactPath} className="site-btn site-btn-accent mt-6">
              {w.writeMessage}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
