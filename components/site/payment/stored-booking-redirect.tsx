"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { storedBookingId } from "@/lib/booking/orders/browser-storage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSubscription = () => () => {};

/** Goes on to /pay/{id} with the id the booking left in storage (only the id: the amount is the server's). */
export function StoredBookingRedirect() {
  const router = useRouter();
  // undefined while rendering on the server, then the stored id (or null) in the browser.
  const id = useSyncExternalStore(noSubscription, storedBookingId, () => undefined);
  const valid = !!id && UUID.test(id);
  useEffect(() => {
    if (valid) router.replace(`/pay/${id}`);
  }, [valid, id, router]);
  if (id === undefined || valid) return <p role="status">Loading...</p>;
  return (
    <div className="site-panel">
      <p>We could not find a booking to pay in this browser. Open the link in your booking e-mail, or book a tour first.</p>
      <Link href="/tours" className="site-btn site-btn-accent mt-4">
        See our tours
      </Link>
    </div>
  );
}
