import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, orders } from "@/lib/platform/db/schema";
import { mailLapsedHolds } from "@/lib/booking/orders/hold-lapse";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { seatHoldOf } from "@/lib/booking/orders/seat-hold";
import { nextSteps, orderHeadline } from "@/components/site/order/order-story";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { makeTour, postOrder } from "./helpers/orders";

/**
 * An unpaid booking on a departure holds its seats 30 minutes: the confirmation says until when,
 * /myorder says so while it holds them and, once they are released, whether paying can take them
 * again; the traveller gets one mail when the hold lapses. Only Date is faked: minutes after T0.
 */
const T0 = Date.now();
const at = (minutes: number) => vi.setSystemTime(T0 + minutes * 60_000);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterAll(() => vi.useRealTimers());

const book = async (tourId: string, departureId: string, people: number, email: string) => {
  const res = await postOrder(departureOrderBody(tourId, departureId, people, { email }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order.id as string;
};
const mails = async (to: string, subject: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)));

describe("a seat hold that lapses", () => {
  it("is stated in the confirmation and on /myorder, mailed once when it lapses, and tells whether the seats are still free", async () => {
    at(0);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 3);
    const id = await book(tour.id, dep.id, 2, "late.payer@example.com");

    const [confirmation] = await mails("late.payer@example.com", "Your Ikaze booking");
    expect(confirmation.text).toMatch(/We hold your seats until .+ \(Kigali time\): pay before then/);
    expect(confirmation.text).not.toContain("at any time");

    const held = (await getOrderView(id))!;
    expect(held.hold).toMatchObject({ lapsed: false, seatsFree: true });
    expect(orderHeadline(held)).toBe("Booked — waiting for your payment");
    expect(String(nextSteps(held)[0])).toMatch(/before \d{2}:\d{2} \(Kigali time\): we hold your seats until then/);
    expect(await mailLapsedHolds(new Date())).toBe(0);

    // 31 minutes on: the seats are released, and still free.
    at(31);
    expect(await seatHoldOf({ id, itemType: "tour", status: "PENDING" })).toMatchObject({ lapsed: true, seatsFree: true });
    expect(await mailLapsedHolds(new Date())).toBe(1);
    expect(await mailLapsedHolds(new Date())).toBe(0);
    const [lapsed] = await mails("late.payer@example.com", "were released");
    expect(lapsed.subject).toMatch(/^Your seats were released: .+ \(booking IKZ-[0-9A-F]{8}\)$/);
    expect(lapsed.text).toContain("paying now takes them again");
    const free = (await getOrderView(id))!;
    expect(orderHeadline(free)).toBe("Booked — your seats were released");
    expect(nextSteps(free).map(String)[1]).toContain('Seats are still free: "Pay now" below takes them again.');

    // Someone else takes two of the three seats: this party of two no longer fits.
    await book(tour.id, dep.id, 2, "quick@example.com");
    const full = (await getOrderView(id))!;
    expect(full.hold).toMatchObject({ lapsed: true, seatsFree: false });
    expect(nextSteps(full).map(String)[1]).toContain("This departure is now full. Choose another date");
    // Still one mail.
    expect(await mailLapsedHolds(new Date())).toBe(0);
    expect(await mails("late.payer@example.com", "were released")).toHaveLength(1);

    // A hold taken again and lapsed again is announced again; a paid order never.
    const db = await getDb();
    await db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, id));
    at(40);
    expect(await mailLapsedHolds(new Date())).toBe(1);
    await db
      .update(orders)
      .set({ status: "PAID", holdUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    expect(await mailLapsedHolds(new Date())).toBe(0);
  });

  it("a lapse older than a day is not announced (bookings from before the sweep ran)", async () => {
    at(0);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 3);
    const id = await book(tour.id, dep.id, 1, "old.hold@example.com");
    at(60 * 25);
    await mailLapsedHolds(new Date());
    expect(await mails("old.hold@example.com", "was released")).toHaveLength(0);
    expect((await getOrderView(id))!.hold).toMatchObject({ lapsed: true });
  });
});
