import Link from "next/link";
import { formatUsd } from "@/lib/platform/format";
import { departureChoices, firstChoices } from "@/lib/booking/departures/choices";
import type { PublicDeparture } from "@/lib/booking/departures/queries";
import { priceRange, type TourPrices } from "@/lib/booking/orders/party-prices";
import { LazyBookingForm } from "../forms/lazy-forms";
import { PriceTable } from "../price-table";
import { bookingWords } from "@/lib/content/i18n/booking-words";
import { localePath, type Locale } from "@/lib/content/i18n/locales";

/**
 * The tour booking box (spec §2.1): prices by party size, then the booking form (party size,
 * amount, client details, dates or a departure, Pay now / Pay later). A tour without any price is
 * booked through the contact page; so is one whose departures are all sold out or closed.
 */
export function BookingBoxSlot({
  tour,
  departures = null,
  locale = "en",
}: {
  tour: TourPrices & { id: string; slug: string; title: string };
  departures?: PublicDeparture[] | null;
  locale?: Locale;
}) {
  const w = bookingWords(locale, tour);
  const range = priceRange(tour);
  const choices = departureChoices(departures);
  const soldOut = choices.length > 0 && choices.every((c) => !c.bookable);
  const { first, later } = firstChoices(choices);
  const ask = (label: string) => (
    <Link href={`${localePath(locale, "/contact")}?tour=${encodeURIComponent(tour.slug)}`} className="site-btn site-btn-accent mt-5 flex w-full">
      {label}
    </Link>
  );
  return (
    // The interface's language, inside a tour page whose content may still be English only.
    <section aria-labelledby="booking-title" className="site-panel" lang={locale}>
      <h2 id="booking-title" className="font-display text-xl font-semibold text-brand-900">
        {w.title}
      </h2>
      {range ? (
        <p className="mt-1 text-sm text-ink-soft">
          <span className="text-2xl font-semibold tabular-nums text-brand-800">{formatUsd(range.low)}</span>
          {range.high > range.low ? <span className="tabular-nums"> – {formatUsd(range.high)}</span> : null} {w.forWholeParty}
        </p>
      ) : null}
      <div className="mt-4">
        <PriceTable prices={tour} />
      </div>
      {!range ? (
        ask(w.askQuote)
      ) : soldOut ? (
        <>
          <p role="status" className="mt-5 rounded-xl bg-stone-100 px-4 py-3 text-center font-semibold text-ink">
            {w.soldOut}
          </p>
          <p className="mt-2 text-center text-sm text-ink-soft">{w.soldOutText}</p>
          {ask(w.askOtherDates)}
        </>
      ) : (
        // Only what the form shows and sends: a client component's props are written into the page
        // (the whole tour, body and itinerary included, used to be there a third time).
        <LazyBookingForm
          tour={{
            id: tour.id,
            slug: tour.slug,
            title: tour.title,
            price1: tour.price1,
            price2: tour.price2,
            price3: tour.price3,
            price4: tour.price4,
            price5: tour.price5,
          }}
          departures={first}
          words={w}
          {...(later ? { later } : {})}
        />
      )}
      <p className="mt-3 text-center text-xs text-ink-faint">{w.pricesNote}</p>
    </section>
  );
}
