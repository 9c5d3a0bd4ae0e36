import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { POST as placeOrderRoute } from "@/app/api/order/route";
import { getDb } from "@/lib/platform/db/client";
import { orderItems, orders } from "@/lib/platform/db/schema";
import { makeDeparture } from "./helpers/departures";
import { freshIp, makeTour } from "./helpers/orders";

/**
 * The booking box posts as a plain HTML form before its script has loaded (or without script): the
 * same service places the order, and the browser goes on with a 303, to /pay for "Pay now", to the
 * booking for "Pay later", or to /sent with the reason when it is refused.
 */
function post(fields: Record<string, string>) {
  return placeOrderRoute(
    new NextRequest(new URL("/api/order", "http://ikaze.test"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://ikaze.test", referer: "http://ikaze.test/tour/volcano", ...freshIp() },
      body: new URLSearchParams(fields).toString(),
    }),
    undefined as never,
  );
}

const person = { names: "Aline Uwera", email: "no-script@example.com", phoneNumber: "0788 123 456", address: "KG 11 Ave", location: "Kigali", website: "" };

describe("the booking box without script", () => {
  it("places the order at the server's price and goes on to /pay, or to the booking for Pay later", async () => {
    const tour = await makeTour();
    const departure = await makeDeparture(tour.id, 8);
    const now = await post({ ...person, "itemsArray.0.id": tour.id, "itemsArray.0.itemNumber": "3", departureId: departure.id, intent: "now" });
    expect(now.status).toBe(303);
    const payAt = new URL(now.headers.get("location")!);
    expect(payAt.pathname).toMatch(/^\/pay\/[0-9a-f-]{36}$/);
    const id = payAt.pathname.split("/")[2];
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ amount: 240, departureId: departure.id, clientPhone: "+250788123456", status: "PENDING" });
    expect((await db.select().from(orderItems).where(eq(orderItems.orderId, id)))[0].itemNumber).toBe(3);

    const later = await post({ ...person, "itemsArray.0.id": tour.id, "itemsArray.0.itemNumber": "1", departureId: departure.id, intent: "later" });
    expect(new URL(later.headers.get("location")!).pathname).toMatch(/^\/myorder\/[0-9a-f-]{36}$/);
  });

  it("a refused booking is sent to /sent with the reason and the way back", async () => {
    const tour = await makeTour();
    const departure = await makeDeparture(tour.id, 2);
    const res = await post({ ...person, "itemsArray.0.id": tour.id, "itemsArray.0.itemNumber": "3", departureId: departure.id, intent: "now" });
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname).toBe("/sent");
    expect(to.searchParams.get("form")).toBe("booking");
    expect(to.searchParams.get("back")).toBe("/tour/volcano");
    expect(to.searchParams.get("error")).toMatch(/seats? left/);
  });
});
