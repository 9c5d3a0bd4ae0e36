import { addDays } from "date-fns";
import { formatCsvDate } from "@/lib/platform/dates";
import type { Series } from "@/lib/booking/departures/series";

/**
 * Demo departures, counted from the day the demo is loaded so they are always upcoming:
 * two tours run on departures (a weekly series over the coming months, and one whose first departure
 * is nearly full); the other demo tours stay on request, so both booking flows show on a fresh start.
 */
export type DemoBooking = { names: string; email: string; phone: string; location: string; people: 1 | 2 | 3 | 4 | 5 };
export type DemoDepartures = { tour: string; series: Series; seats: number; note: string; firstBookedBy: DemoBooking[] };

const day = (now: Date, n: number) => formatCsvDate(addDays(now, n));

export function demoDepartures(now: Date): DemoDepartures[] {
  return [
    {
      tour: "nyungwe-canopy-walk-and-chimpanzee-tracking",
      series: { from: day(now, 3), to: day(now, 3 + 7 * 16), weekdays: [6], time: "06:30", skip: [] },
      seats: 12,
      note: "English-speaking guide",
      firstBookedBy: [{ names: "Claire Dubois", email: "claire.dubois@example.fr", phone: "+33612345678", location: "Kigali Serena Hotel", people: 2 }],
    },
    {
      tour: "akagera-big-five-safari",
      series: { from: day(now, 2), to: day(now, 2 + 7 * 12), weekdays: [0, 3], time: "05:30", skip: [] },
      seats: 8,
      note: "Pick-up from Kigali hotels",
      // Seven of eight seats taken: the first departure shows "1 seat left".
      firstBookedBy: [
        { names: "Tom Becker", email: "tom.becker@example.de", phone: "+4915112345678", location: "Radisson Blu Kigali", people: 4 },
        { names: "Amina Mohamed", email: "amina.mohamed@example.ke", phone: "+254712345678", location: "Marriott Kigali", people: 3 },
      ],
    },
  ];
}
