import type { Metadata } from "next";
import Link from "next/link";
import { container } from "@/components/site/layout-classes";
import { OneClickAction } from "@/components/site/forms/one-click-action";
import { confirmLinkState } from "@/lib/booking/participants/queries";
import { CONFIRM_UNKNOWN } from "@/lib/booking/participants/service";

export const metadata: Metadata = { title: "Confirm your registration", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** Read per request: a link already used says so instead of offering the button again. */
export const dynamic = "force-dynamic";

/**
 * The link of a free registration's e-mail. Opening it changes nothing (mail
 * scanners follow links); the click on the button confirms and keeps the seat.
 */
export default async function ConfirmRegistrationPage({ params }: PageProps<"/[locale]/participant/confirm/[token]">) {
  const { token } = await params;
  const link = await confirmLinkState(token);
  return (
    <section className="bg-stone-50 py-20 sm:py-28">
      <div className={`${container} max-w-2xl`}>
        <h1 className="font-display text-4xl font-semibold text-brand-900">
          {link.state === "confirmed" ? "Your registration is confirmed" : link.state === "unknown" ? "Link not valid" : "Confirm your registration"}
        </h1>
        <div className="mt-6 rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8">
          {link.state === "confirmed" ? (
            <p className="text-ink">
              Thank you, {link.firstName}: your seat at {link.eventTitle} is yours. This link has done its work; your confirmation and calendar file were sent
              by e-mail.
            </p>
          ) : link.state === "unknown" ? (
            <p className="text-ink">{CONFIRM_UNKNOWN}</p>
          ) : (
            <>
              <p className="mb-6 text-ink-soft">One click to keep your seat. Your confirmation, with a calendar file, follows by e-mail.</p>
              <OneClickAction url={`/api/participant/confirm/${encodeURIComponent(token)}`} label="Confirm my registration" busyLabel="Confirming..." />
            </>
          )}
          <p className="mt-6 text-sm">
            <Link href="/events" className="font-semibold text-brand-700 hover:underline">
              See our events
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
