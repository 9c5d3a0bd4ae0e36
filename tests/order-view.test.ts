import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { listOrders } from "@/lib/booking/orders/queries";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { makeTour, orderBody, postOrder } from "./helpers/orders";

beforeAll(async () => {
  await getDb(); // the first call migrates a fresh database
});

/** What /pay, /myorder and the bookings list read about the booked tour's date. */
describe("the order pages' read of a tour booking", () => {
  it("a booking on a departure carries the departure's start to the order pages and the bookings list", async () => {
    const tour = await makeTour();
    const departure = await makeDeparture(tour.id, 8);
    const res = await postOrder(departureOrderBody(tour.id, departure.id, 2, { email: "departs@example.rw" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body as { order: { id: string } }).order.id;

    const view = await getOrderView(id);
    expect(view?.item).toMatchObject({ kind: "tour", title: tour.title, people: 2, departsAt: departure.startsAt });
    const { rows } = await listOrders({ page: 1, limit: 50, itemType: "tour", q: "departs@example.rw" });
    expect(rows).toHaveLength(1);
    expect(rows[0].departsAt).toEqual(departure.startsAt);
  });

  it("a booking on request has no departure, and its tour date", async () => {
    const tour = await makeTour();
    const res = await postOrder(orderBody(tour.id, 3, { email: "on-request@example.rw" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const view = await getOrderView((res.body as { order: { id: string } }).order.id);
    expect(view?.item).toMatchObject({ kind: "tour", people: 3, departsAt: null });
    expect(view?.needDate).toBeTruthy();
    const { rows } = await listOrders({ page: 1, limit: 50, itemType: "tour", q: "on-request@example.rw" });
    expect(rows[0].departsAt).toBeNull();
  });

  it("an unknown or malformed id has no view", async () => {
    expect(await getOrderView("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getOrderView("not-an-id")).toBeNull();
  });
});
