import "server-only";
import { getDb } from "@/lib/platform/db/client";
import { formatDayTime } from "@/lib/platform/dates";
import { readUpcomingDepartures } from "@/lib/booking/departures/queries";
import type { MoveTarget } from "./move-booking";

/** Where a booking may go: the tour's upcoming departures that are not cancelled (but `exceptId`), with their seats left; closed ones are shown, not offered. */
export async function moveTargets(tourId: string, now: Date, exceptId?: string): Promise<MoveTarget[]> {
  const rows = await readUpcomingDepartures(await getDb(), tourId, now);
  return rows
    .filter((d) => d.id !== exceptId && d.state !== "cancelled")
    .map((d) => ({
      id: d.id,
      left: d.left,
      open: d.state === "open",
      label: `${formatDayTime(d.startsAt)} · ${d.left === 0 ? "Sold out" : `${d.left} ${d.left === 1 ? "seat" : "seats"} left`}${d.state === "closed" ? " (closed)" : ""}`,
    }));
}
