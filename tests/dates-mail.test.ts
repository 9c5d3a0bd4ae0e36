import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox } from "@/lib/platform/db/schema";
import { POST as register } from "@/app/api/participant/create/route";
import { apiRequest } from "./helpers/factories";
import { read } from "./helpers/content";
import { registrationBody } from "./helpers/participants";
import { makeTour, mailsTo, orderBody, postOrder } from "./helpers/orders";

/**
 * E-mails say Kigali's date, whatever the server's zone: an event that starts at 23:30 UTC on
 * 3 May starts on 4 May in Kigali, and a tour booked for 4 May is on 4 May.
 */
const zone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = "America/Los_Angeles";
  await getDb(); // the first call migrates a fresh database
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("dates in e-mails", () => {
  it("an event registration confirmation gives the event's Kigali dates", async () => {
    const db = await getDb();
    const [event] = await db
      .insert(events)
      .values({
        slug: "late-night-forum",
        title: "Late night forum",
        startDate: new Date("2027-05-03T23:30:00Z"),
        endDate: new Date("2027-05-04T15:00:00Z"),
        place: "Kigali Convention Centre",
        isApproved: true,
      })
      .returning();
    const body = registrationBody(event.slug, { email: "late.night@example.rw", dietRequirements: undefined });
    const res = await read(await register(apiRequest("/api/participant/create", { body, headers: { "x-forwarded-for": "10.9.0.1" } }), undefined));
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "late.night@example.rw"));
    const when = "When: Tue 4 May 2027, 01:30 – 17:00 (Kigali time).";
    expect(mail.text).toContain(when);
    expect(mail.html).toContain(when);
    expect(mail.text).not.toContain("3 May");
  });

  it("an order confirmation gives the tour's Kigali day, without an invented time", async () => {
    const tour = await makeTour();
    const res = await postOrder(orderBody(tour.id, 2, { email: "tour.date@example.com", needDate: "2027-05-04", deadline: "2027-05-04T06:30" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await mailsTo("tour.date@example.com", "booking");
    // Midnight in Kigali is 22:00 UTC the day before: the mail still says 4 May.
    expect(mail.text).toContain("for 2 people on Tue 4 May 2027: $");
    expect(mail.text).not.toMatch(/00:00|12:00 AM/);
  });
});
