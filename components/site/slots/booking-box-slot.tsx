import Link from "next/link";
import { formatUsd } from "@/lib/format";
import { priceRange, type TourPrices } from "@/lib/tours/pricing";
import { BookingForm } from "../booking/booking-form";
import { PriceTable } from "../price-table";

/**
 * The tour booking box (spec §2.1): prices by party size, then the booking form (party size,
 * amount, client details, dates, Pay now / Pay later). A tour without any price is booked
 * through the contact page.
 */
export function BookingBoxSlot({ tour }: { tour: TourPrices & { id: string; slug: string; title: string } }) {
  const range = priceRange(tour);
  return (
    <section aria-labelledby="booking-title" className="site-panel">
      <h2 id="booking-title" className="font-display text-xl font-semibold text-brand-900">
        Book this tour
      </h2>
      {range ? (
        <p className="mt-1 text-sm text-ink-soft">
          <span className="text-2xl font-semibold tabular-nums text-brand-800">{formatUsd(range.low)}</span>
          {range.high > range.low ? <span className="tabular-nums"> – {formatUsd(range.high)}</span> : null} for the whole party
        </p>
      ) : null}
      <div className="mt-4">
        <PriceTable prices={tour} />
      </div>
      {range ? (
        <BookingForm tour={tour} />
      ) : (
        <Link href={`/contact?tour=${encodeURIComponent(tour.slug)}`} className="site-btn site-btn-accent mt-5 flex w-full">
          Ask for a quote
        </Link>
      )}
      <p className="mt-3 text-center text-xs text-ink-faint">Prices in US dollars for the whole party.</p>
    </section>
  );
}
