"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { storedBookingId } from "@/lib/booking/orders/browser-storage";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSubscription = () => () => {};

/** Goes on to /pay/{id} with the id the booking left in storage (only the id: the amount is the server's). */
export function StoredBookingRedirect({ words, pathPrefix = "" }: { words: { loading: string; notFound: string; seeTours: string }; pathPrefix?: string }) {
  const router = useRouter();
  // undefined while rendering on the server, then the stored id (or null) in the browser.
  const id = useSyncExternalStore(noSubscription, storedBookingId, () => undefined);
  const valid = !!id && UUID.test(id);
  useEffect(() => {
    if (valid) router.replace(`${pathPrefix}/pay/${id}`);
  }, [valid, id, router, pathPrefix]);
  if (id === undefined || valid) return <p role="status">{words.loading}</p>;
  return (
    <div className="site-panel">
      <p>{words.notFound}</p>
      <Link href={`${pathPrefix}/tours`} className="site-btn site-btn-accent mt-4">
        {words.seeTours}
      </Link>
    </div>
  );
}
