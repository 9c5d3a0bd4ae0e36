import { randomBytes } from "node:crypto";
import { addDays } from "date-fns";
import { kigaliDay } from "./days";
import { eq, like } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, tours } from "@/lib/platform/db/schema";
import { POST as placeOrder } from "@/app/api/order/route";
import { apiRequest } from "./factories";
import { read } from "./content";

/** A published tour straight in the database, with the given prices (1 to 5 people). */
export async function makeTour(prices: [number, number, number, number, number] = [100, 180, 240, 300, 350], isPublished = true) {
  const db = await getDb();
  const slug = `tour-${randomBytes(4).toString("hex")}`;
  const [tour] = await db
    .insert(tours)
    .values({ slug, title: `Tour ${slug}`, isPublished, price1: prices[0], price2: prices[1], price3: prices[2], price4: prices[3], price5: prices[4] })
    .returning();
  return tour;
}

let ipCounter = 0;
/** A different client address for each call, so the per-address form limit does not interfere. */
export const freshIp = () => ({ "x-forwarded-for": `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

const inDays = (n: number, time = "") => kigaliDay(addDays(new Date(), n)) + time;

/** A valid booking for `people` on `tourId`, as the booking box sends it. */
export function orderBody(tourId: string, people: number | string = 3, extra: Record<string, unknown> = {}) {
  return {
    names: "Aline Uwera",
    email: "Aline@Example.com",
    phoneNumber: "0788 123 456",
    address: "KG 11 Ave",
    location: "Kigali",
    needDate: inDays(30),
    deadline: inDays(29, "T08:30"),
    appUrl: "http://old.client",
    itemType: "tour",
    itemsArray: [{ id: tourId, itemNumber: people }],
    // The booking box states the party size; old clients' bodies (without it) are in old-client-replay.test.ts.
    partySize: people,
    amount: 1,
    ...extra,
  };
}

export async function postOrder(body: unknown) {
  return read(await placeOrder(apiRequest("/api/order", { body, headers: freshIp() }), undefined));
}

/** Outbox messages whose subject contains `subject`, for one address. */
export async function mailsTo(to: string, subject: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${subject}%`));
  return rows.filter((r) => r.to === to);
}

export { eq };
