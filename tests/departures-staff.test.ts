import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportManifest } from "@/app/account/departures/[id]/export/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { getWorkQueue } from "@/lib/office/dashboard/queries";
import { listTourDepartures } from "@/lib/booking/departures/queries";
import { formatDayTime } from "@/lib/platform/dates";
import { readTour } from "@/lib/content/tours/public-queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { makeTour, postOrder } from "./helpers/orders";

let admin: string;
let staff: string;
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

const markPaid = async (id: string) =>
  expect((await read(await putOrder(apiRequest("/x", { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id })))).status).toBe(200);
const csv = (id: string, token?: string) => exportManifest(apiRequest(`/account/departures/${id}/export`, { token }), params({ id }));

describe("departures for staff", () => {
  it("the manifest CSV lists the travellers holding seats (paid or held), through the one CSV writer; staff only", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 10, 30);
    const paid = await postOrder(departureOrderBody(tour.id, dep.id, 3, { names: "Aline Uwera", email: "aline.paid@example.com" }));
    await markPaid(paid.body.order.id);
    await postOrder(
      departureOrderBody(tour.id, dep.id, 2, { names: '=HYPERLINK("http://evil.example")', email: "held@example.com", location: "Hotel des Mille Collines" }),
    );
    const cancelled = await postOrder(departureOrderBody(tour.id, dep.id, 1, { names: "Gone Traveller", email: "gone@example.com" }));
    expect(
      (await read(await putOrder(apiRequest("/x", { method: "PUT", body: { status: "CANCELLED" }, token: admin }), params({ id: cancelled.body.order.id }))))
        .status,
    ).toBe(200);

    const res = await csv(dep.id, staff);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="manifest-${tour.slug}-\\d{4}-\\d{2}-\\d{2}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Reference,Name,People,Phone,Email,Pick-up,Payment,Amount (USD),Booked at,Checked in");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^IKZ-[0-9A-F]{8},Aline Uwera,3,'\+250788123456,aline.paid@example.com,Kigali,Paid,240.00,\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/);
    // A formula in a name is defused; an unpaid booking says until when its seats are held.
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")",2,`);
    expect(lines[2]).toMatch(/Not paid \(seats held until \d{2}:\d{2}\),180.00/);
    expect(lines.join("\n")).not.toContain("Gone Traveller");

    expect((await csv(dep.id)).status).toBe(401);
    expect((await csv("00000000-0000-4000-8000-000000000000", staff)).status).toBe(404);
  });

  it("a tour's departures show seats taken (paid), held (unpaid within the hold) and left", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 8, 48);
    await makeDeparture(tour.id, 5, -48);
    await markPaid((await postOrder(departureOrderBody(tour.id, dep.id, 4))).body.order.id);
    await postOrder(departureOrderBody(tour.id, dep.id, 3));
    const { rows, total } = await listTourDepartures(tour.id, { page: 1, limit: 20 }, "upcoming");
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: dep.id, seats: 8, paid: 4, held: 3, left: 1 });
    expect((await listTourDepartures(tour.id, { page: 1, limit: 20 }, "past")).total).toBe(1);
  });

  it("the dashboard's work queue shows the next 7 days' departures and their fill, cancelled ones left out", async () => {
    const tour = await makeTour();
    const soon = await makeDeparture(tour.id, 6, 1);
    await makeDeparture(tour.id, 6, 24 * 8);
    await makeDeparture(tour.id, 6, 30, "cancelled");
    await postOrder(departureOrderBody(tour.id, soon.id, 2));
    const line = (await getWorkQueue("user")).lines.find((l) => l.key === "departures");
    expect(line).toMatchObject({ href: "/account/departures?period=week" });
    expect(line!.items).toContainEqual({
      title: `${tour.title}, ${formatDayTime(soon.startsAt)}`,
      href: `/account/departures/${soon.id}`,
      detail: "2 of 6 seats taken (2 held)",
    });
    expect(line!.items.filter((i) => i.title.startsWith(tour.title))).toHaveLength(1);
  });

  it("a tour card names its next open departure (closed, cancelled and past ones left out); a tour on request names none", async () => {
    const tour = await makeTour();
    await makeDeparture(tour.id, 6, -5);
    await makeDeparture(tour.id, 6, 20, "closed");
    await makeDeparture(tour.id, 6, 30, "cancelled");
    const next = await makeDeparture(tour.id, 6, 40);
    await makeDeparture(tour.id, 6, 50);
    expect((await readTour(tour.slug, true))?.nextDeparture).toBe(next.startsAt.toISOString());
    expect((await readTour((await makeTour()).slug, true))?.nextDeparture).toBeNull();
  });
});
