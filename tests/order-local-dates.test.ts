import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, addMinutes, format } from "date-fns";
import { tz, tzOffset } from "@date-fns/tz";
import { getDb } from "@/lib/platform/db/client";
import { parseSentDateTime, toWallClock } from "@/lib/platform/dates";
import { site } from "@/lib/platform/site";
import { orders } from "@/lib/platform/db/schema";
import { GET as getOrder } from "@/app/api/order/[id]/route";
import { GET as exportBookings } from "@/app/account/tour-bookings/export/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/** The old client's moment format: the browser's wall-clock time, no zone. */
const wallClock = (zone: string, at = new Date()) => format(at, "yyyy-MM-dd HH:mm:ss", { in: tz(zone) });

let tour: Awaited<ReturnType<typeof makeTour>>;
let staff: string;
beforeAll(async () => {
  tour = await makeTour();
  staff = (await makeUser("user")).token;
});

/** The old client's booking, both dates defaulting to the moment its form opened, in `zone`. */
const oldClientBooking = (zone: string, email: string, at = new Date()) =>
  orderBody(tour.id, 2, { email, needDate: wallClock(zone, at), deadline: wallClock(zone, at) });

describe("a zone-less date-time is the traveller's local time", () => {
  it("a booking for 'now' from west of Kigali is accepted (London, New York, Honolulu, Pago Pago)", async () => {
    for (const zone of ["Europe/London", "America/New_York", "Pacific/Honolulu", "Pacific/Pago_Pago"]) {
      const res = await postOrder(oldClientBooking(zone, `now.${zone.split("/")[1].toLowerCase()}@example.com`));
      expect(res.status, `${zone}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it("refused only when it is past in every zone: earlier than now at UTC−12", async () => {
    // Two minutes before now at UTC−12 is past everywhere; the pick-up is refused.
    const lastZoneNow = wallClock("Etc/GMT+12");
    const past = await postOrder(orderBody(tour.id, 2, { needDate: lastZoneNow, deadline: wallClock("Etc/GMT+12", addMinutes(new Date(), -2)) }));
    expect(past).toEqual({
      status: 400,
      body: { error: "The pick-up date and time cannot be in the past.", Errors: ["The pick-up date and time cannot be in the past."] },
    });
    // Yesterday at UTC−12 is past everywhere; the tour date is refused.
    const yesterday = wallClock("Etc/GMT+12", addDays(new Date(), -1));
    const pastDay = await postOrder(orderBody(tour.id, 2, { needDate: yesterday, deadline: lastZoneNow }));
    expect(pastDay.status).toBe(400);
    expect(pastDay.body.Errors).toContain("The tour date cannot be in the past.");
    // Now at UTC−12 itself is still the present there.
    expect((await postOrder(orderBody(tour.id, 2, { email: "last.zone@example.com", needDate: lastZoneNow, deadline: lastZoneNow }))).status).toBe(200);
  });

  it("dates with a zone or an offset keep the strict check", async () => {
    const hourAgo = addMinutes(new Date(), -60);
    for (const deadline of [
      hourAgo.toISOString(),
      format(hourAgo, "yyyy-MM-dd'T'HH:mm:ssxxx", { in: tz("America/New_York") }),
      format(hourAgo, "yyyy-MM-dd'T'HH:mmxxx", { in: tz("Africa/Kigali") }),
    ]) {
      const res = await postOrder(orderBody(tour.id, 2, { needDate: format(addDays(new Date(), 1), "yyyy-MM-dd"), deadline }));
      expect(res, deadline).toEqual({
        status: 400,
        body: { error: "The pick-up date and time cannot be in the past.", Errors: ["The pick-up date and time cannot be in the past."] },
      });
    }
  });

  it("is stored so that what was sent reads back: the API, the mail and the CSV keep the wall-clock time", async () => {
    // 24 November next year: 11 to 23 months ahead, within the two years a booking may look ahead.
    const y = new Date().getFullYear() + 1;
    const res = await postOrder(orderBody(tour.id, 2, { email: "kept.as.sent@example.com", needDate: `${y}-11-24 23:30:00`, deadline: `${y}-11-24 08:30:00` }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.order.id as string;

    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ needDateLocal: true, deadlineLocal: true });

    const answer = await read(await getOrder(apiRequest(`/api/order/${id}`), params({ id })));
    expect(answer.body.oneorder).toMatchObject({ needDate: `${y}-11-24T23:30:00`, deadline: `${y}-11-24T08:30:00`, needDateLocal: true, deadlineLocal: true });
    expect(answer.body.data).toEqual(answer.body.oneorder);

    const [mail] = await mailsTo("kept.as.sent@example.com", "booking");
    // The traveller's day, even where it is already the 25th in Kigali.
    const weekday = format(new Date(y, 10, 24), "EEE");
    expect(mail.text).toContain(`on ${weekday} 24 Nov ${y}:`);

    const csv = await (await exportBookings(apiRequest("/account/tour-bookings/export", { token: staff }))).text();
    const line = csv.split("\r\n").find((l) => l.includes("kept.as.sent@example.com"))!;
    expect(line).toContain(`,${y}-11-24,${y}-11-24 08:30,`);

    // A date with an offset is an instant: answered in ISO (UTC) and not marked local.
    const zoned = await postOrder(orderBody(tour.id, 2, { email: "zoned@example.com", needDate: `${y}-11-24`, deadline: `${y}-11-24T08:30:00-05:00` }));
    const zonedAnswer = await read(await getOrder(apiRequest(`/api/order/${zoned.body.order.id}`), params({ id: zoned.body.order.id })));
    expect(zonedAnswer.body.oneorder).toMatchObject({
      needDate: `${y}-11-23T22:00:00.000Z`,
      deadline: `${y}-11-24T13:30:00.000Z`,
      needDateLocal: false,
      deadlineLocal: false,
    });
  });
});

describe("reading what a client sent", () => {
  it("a zone-less date-time is local and reads back as sent; a zone, an offset or a bare day is not local", () => {
    for (const sent of ["2027-03-01 00:00:00", "2027-12-31T23:59:59", "2027-06-15 12:30:45.250"]) {
      const parsed = parseSentDateTime(sent);
      expect(parsed.local, sent).toBe(true);
      expect(toWallClock(parsed.at)).toBe(sent.replace(" ", "T"));
    }
    for (const sent of ["2027-03-01", "2027-03-01T10:00:00Z", "2027-03-01T10:00+02:00", "2027-03-01T10:00:00-0500"])
      expect(parseSentDateTime(sent).local, sent).toBe(false);
  });

  it("the offset our booking form appends is Kigali's", () => {
    const minutes = tzOffset(site.timeZone, new Date());
    expect(site.timeZoneOffset).toBe(`+${String(minutes / 60).padStart(2, "0")}:00`);
  });
});
