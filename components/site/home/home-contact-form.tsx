"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";

// The form and its form library load when the visitor asks for it, so the home page (the most
// visited, and cached) keeps its JavaScript budget.
const ContactForm = dynamic(() => import("../forms/contact-form").then((m) => m.ContactForm), {
  ssr: false,
  loading: () => <p className="text-sm text-ink-soft">Loading the form…</p>,
});

const noSubscription = () => () => {};

/**
 * The home page's contact form, opened in place by 'Write your message'. In the server's HTML (and
 * so without script) that is a link to /contact, whose form posts without script; once the page's
 * script has run, a button that opens the form here.
 */
export function HomeContactForm() {
  const [open, setOpen] = useState(false);
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <div className="rounded-3xl bg-white p-6 text-ink shadow-card sm:p-8">
      <h3 id="home-contact-form-title" className="font-display text-2xl font-semibold text-brand-900">
        Send us a message
      </h3>
      {open ? (
        <div className="mt-6">
          <ContactForm headingId="home-contact-form-title" autoFocus />
        </div>
      ) : (
        <>
          <p className="mt-2 text-ink-soft">Your name, your e-mail and a few words are all we need.</p>
          {scripted ? (
            <button type="button" onClick={() => setOpen(true)} className="site-btn site-btn-accent mt-6">
              Write your message
            </button>
          ) : (
            <Link href="/contact" className="site-btn site-btn-accent mt-6">
              Write your message
            </Link>
          )}
        </>
      )}
    </div>
  );
}
