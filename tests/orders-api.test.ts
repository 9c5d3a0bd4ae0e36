import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orderItems, orders, paymentAttempts } from "@/lib/platform/db/schema";
import { GET as listOrders } from "@/app/api/order/route";
import { GET as getOrder, PUT as putOrder } from "@/app/api/order/[id]/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

let admin: string;
let staff: string;
let tour: Awaited<ReturnType<typeof makeTour>>;

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
  tour = await makeTour([100, 180, 240.5, 0, 350]);
});

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];

describe("POST /api/order", () => {
  it("prices the order on the server (a client amount is ignored), stores it PENDING and queues the confirmation", async () => {
    const res = await postOrder(orderBody(tour.id, "3", { amount: 0.01 }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBeTruthy();
    const id = res.body.order.id as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const row = await orderRow(id);
    expect(row).toMatchObject({
      status: "PENDING",
      amount: 240.5,
      currency: "USD",
      itemType: "tour",
      clientEmail: "aline@example.com",
      clientPhone: "+250788123456",
    });
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items).toMatchObject([{ itemId: tour.id, itemNumber: 3, unitAmount: 240.5 }]);
    const [mail] = await mailsTo("aline@example.com", "booking IKZ-" + id.slice(0, 8).toUpperCase());
    expect(mail.text).toContain(`/myorder/${id}`);
  });

  it("refuses a party size priced at 0 with the spec's message, writing nothing", async () => {
    const before = await rowCount(orders);
    const res = await postOrder(orderBody(tour.id, 4));
    expect(res).toEqual({ status: 400, body: { error: "Selected price : 0 is not allowed", Errors: ["Selected price : 0 is not allowed"] } });
    expect(await rowCount(orders)).toBe(before);
  });

  it("bad input gets 400 with readable messages and writes nothing", async () => {
    const before = [await rowCount(orders), await rowCount(orderItems)];
    const huge = "x".repeat(1_000_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ names: "", email: "", phoneNumber: "", address: "", location: "" }, "Full name is required."],
      [{ email: "" }, "Email is required."],
      [{ phoneNumber: "" }, "Your phone is required."],
      [{ address: " " }, "Address is required."],
      [{ location: "" }, "Location is required."],
      [{ itemsArray: [{ id: "00000000-0000-4000-8000-000000000000", itemNumber: 1 }] }, "The selected tour does not exist."],
      [{ itemsArray: [{ id: tour.id, itemNumber: 0 }] }, "Please select a number of people from 1 to 5."],
      [{ itemsArray: [{ id: tour.id, itemNumber: 6 }] }, "Please select a number of people from 1 to 5."],
      [{ itemsArray: [] }, "Please choose a tour to book."],
      [{ names: huge }, "Full name may be at most 120 characters."],
      [{ address: huge }, "Address may be at most 200 characters."],
      [{ needDate: "2027-02-30" }, "Please choose the date of your tour."],
      [{ needDate: "2020-01-01", deadline: "2020-01-01T08:00" }, "The tour date cannot be in the past."],
      [{ needDate: "2099-01-01" }, "Tours can be booked at most 2 years ahead."],
      [{ deadline: orderBody(tour.id).needDate + "T09:00", needDate: orderBody(tour.id).deadline.slice(0, 10) }, "The pick-up cannot be after the tour date."],
      [{ phoneNumber: "+55 11 91234-5678" }, "That number +55 11 91234 5678 is only accepted at the office, please contact us"],
      [{ phoneNumber: "12" }, "Please enter a valid phone number, with the country code if it is not Rwandan (e.g. +250 788 123 456)."],
      [{ itemType: "car" }, "itemType must be tour or event."],
    ];
    for (const [extra, message] of cases) {
      const res = await postOrder(orderBody(tour.id, 2, extra));
      expect(res.status, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect(res.body.Errors).toContain(message);
    }
    expect((await postOrder("{nope")).status).toBe(400);
    expect([await rowCount(orders), await rowCount(orderItems)]).toEqual(before);
  });

  it("refuses an unpublished tour and a filled honeypot", async () => {
    const draft = await makeTour([100, 100, 100, 100, 100], false);
    expect((await postOrder(orderBody(draft.id, 1))).body.Errors).toEqual(["The selected tour does not exist."]);
    expect((await postOrder(orderBody(tour.id, 1, { website: "http://spam" }))).status).toBe(400);
  });
});

describe("GET /api/order/{id}, GET /api/order", () => {
  it("anyone with the id reads the order under data and oneorder; unknown ids are 404", async () => {
    const { body } = await postOrder(orderBody(tour.id, 1));
    const id = body.order.id;
    const res = await read(await getOrder(apiRequest(`/api/order/${id}`), params({ id })));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(res.body.oneorder);
    expect(res.body.data).toMatchObject({
      id,
      amount: 100,
      status: "PENDING",
      isPaid: false,
      itemType: "tour",
      itemsArray: [{ id: tour.id, itemNumber: 1 }],
      client: { names: "Aline Uwera", email: "aline@example.com" },
      clientEmail: "aline@example.com",
    });
    for (const bad of ["00000000-0000-4000-8000-000000000000", "1", "../x"]) {
      expect((await getOrder(apiRequest(`/api/order/x`), params({ id: bad }))).status).toBe(404);
    }
  });

  it("the list is for staff only", async () => {
    expect((await listOrders(apiRequest("/api/order"), undefined)).status).toBe(401);
    const res = await read(await listOrders(apiRequest("/api/order?itemType=tour", { token: staff }), undefined));
    expect(res.status).toBe(200);
    expect(res.body.allorders.length).toBeGreaterThan(0);
    expect(res.body.allorders.every((o: { itemType: string }) => o.itemType === "tour")).toBe(true);
  });
});

describe("PUT /api/order/{id}", () => {
  it("only an admin changes a status: anonymous 401, staff 403; admin PAID queues one receipt and is audited", async () => {
    const { body } = await postOrder(orderBody(tour.id, 2, { email: "put@example.com" }));
    const id = body.order.id;
    const put = (token?: string, status: unknown = "PAID") =>
      putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status }, token }), params({ id }));
    expect((await put()).status).toBe(401);
    const refused = await read(await put(staff));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBeTruthy();
    expect((await orderRow(id)).status).toBe("PENDING");
    expect((await put(admin, "DONE")).status).toBe(400);

    expect((await read(await put(admin))).body).toEqual({ message: "The order is marked as paid." });
    expect((await put(admin)).status).toBe(200);
    expect((await orderRow(id)).status).toBe("PAID");
    expect(await mailsTo("put@example.com", "Payment received")).toHaveLength(1);
    expect((await auditFor(id))[0]).toMatchObject({ action: "order.status", details: { status: "PAID" } });
    expect((await put(admin, "CANCELLED")).status).toBe(409);
  });

  it("an admin cancels an unpaid order", async () => {
    const { body } = await postOrder(orderBody(tour.id, 2));
    const id = body.order.id;
    const res = await putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "CANCELLED" }, token: admin }), params({ id }));
    expect(res.status).toBe(200);
    expect((await orderRow(id)).status).toBe("CANCELLED");
    expect(await rowCount(paymentAttempts)).toBeGreaterThanOrEqual(0);
  });
});

export { freshIp };
