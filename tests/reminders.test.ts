import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { addDays } from "date-fns";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox } from "@/lib/platform/db/schema";
import { sendDueReminders } from "@/lib/booking/reminders/service";
import { testClock } from "./helpers/clock";
import { kigaliDay } from "./helpers/days";
import { makeTour, orderBody, postOrder } from "./helpers/orders";
import { payWithTestGateway } from "./helpers/payments";

/**
 * The reminder 48 hours before the start, sent by the outbox worker's sweep: once,
 * even when sweeps run at the same time, with the voucher again, the reference and the /myorder link.
 */
const HOUR = 3_600_000;
const clock = testClock(HOUR);

async function paidBooking(email: string, daysAhead: number) {
  const day = kigaliDay(addDays(clock.start, daysAhead));
  const tour = await makeTour();
  const placed = await postOrder(orderBody(tour.id, 2, { email, needDate: day, deadline: `${day}T07:00` }));
  await payWithTestGateway(placed.body.order.id);
  return placed.body.order.id as string;
}
const reminders = async (email: string) =>
  (await (await getDb()).select().from(mailOutbox).where(like(mailOutbox.subject, "%Reminder:%"))).filter((m) => m.to === email);

describe("48-hour reminders", () => {
  it("one reminder once the start is less than 48 hours away, never twice, with the voucher and the booking's link", async () => {
    clock.at(0);
    const id = await paidBooking("remind@example.com", 6);
    const start = new Date(`${kigaliDay(addDays(clock.start, 6))}T00:00:00+02:00`).getTime();
    clock.at((start - clock.start) / HOUR - 49);
    await sendDueReminders(new Date());
    expect(await reminders("remind@example.com")).toHaveLength(0);

    clock.at((start - clock.start) / HOUR - 47);
    // Two instances' sweeps at the same moment: the reminder is queued once.
    await Promise.all([sendDueReminders(new Date()), sendDueReminders(new Date())]);
    await sendDueReminders(new Date());
    const sent = await reminders("remind@example.com");
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain(`IKZ-${id.slice(0, 8).toUpperCase()}`);
    expect(sent[0].text).toContain(`http://ikaze.test/myorder/${id}`);
    expect(sent[0].attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", render: { voucher: id } })]);
  });

  it("no reminder for a booking paid within the 48 hours (its voucher just came), nor after the start", async () => {
    clock.at(0);
    await paidBooking("late@example.com", 1);
    await sendDueReminders(new Date());
    clock.at(30);
    await sendDueReminders(new Date());
    expect(await reminders("late@example.com")).toHaveLength(0);
    const db = await getDb();
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, "late@example.com"))).some((m) => m.attachments.some((a) => a.render?.voucher))).toBe(
      true,
    );
  });
});
