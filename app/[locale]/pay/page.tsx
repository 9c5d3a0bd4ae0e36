import type { Metadata } from "next";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { StoredBookingRedirect } from "@/components/site/payment/stored-booking-redirect";

export const metadata: Metadata = { title: "Pay for your booking", robots: { index: false, follow: false } };

/** /pay without an id (the old client's link): the booking id is read from browser storage. */
export default function PayWithoutId() {
  return (
    <>
      <PageHero image="/site/hero-lake.jpg" eyebrow="Payment" title="Pay for your booking" />
      <div className={`${container} max-w-2xl py-12`}>
        <StoredBookingRedirect />
      </div>
    </>
  );
}
