import "server-only";
import { sql } from "drizzle-orm";
import { rows } from "@/lib/platform/backup/rows";
import { getDb } from "@/lib/platform/db/client";
import { renderMail } from "@/lib/platform/mail/layout";
import { queueMail, type OutgoingMail } from "@/lib/platform/mail/outbox";
import { bookingFacts, type BookingFacts } from "@/lib/booking/orders/booking-facts";
import { confirmUnjoinedEventOrders } from "@/lib/booking/orders/event-orders";
import { mailLapsedHolds } from "@/lib/booking/orders/hold-lapse";
import { orderLinkIn } from "@/lib/booking/orders/mails";
import { mailKit } from "@/lib/platform/mail/words";
import { orderReference } from "@/lib/booking/orders/serialize";
import { retryPendingRefunds } from "@/lib/booking/refunds/service";
import { site } from "@/lib/platform/site";
import { voucherAttachment } from "@/lib/booking/vouchers/attachment";

/** The reminder goes this long before a booking starts, with the voucher again. */
export const REMINDER_HOURS = 48;
const BATCH = 50;

/**
 * Paid bookings whose start is less than 48 hours away get one reminder. The claim is one
 * transaction: the due orders are locked with SKIP LOCKED (another instance's sweep passes them
 * by), marked as reminded and their mails queued together, so several instances send each
 * reminder once, and a crash before the commit leaves it for the next sweep. A booking paid within
 * the 48 hours has just received its voucher with the receipt: it gets no reminder.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const db = await getDb();
  const horizon = new Date(now.getTime() + REMINDER_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const start = sql`coalesce(d.starts_at, e.start_date, o.need_date)`;
    const due = await rows<{ id: string }>(
      tx,
      sql`
      select o.id from orders o
      left join tour_departures d on d.id = o.departure_id
      left join order_items i on i.order_id = o.id and o.item_type = 'event'
      left join events e on e.id = i.item_id
      where o.status = 'PAID' and o.reminder_sent_at is null
        and ${start} > ${now.toISOString()}::timestamptz and ${start} <= ${horizon.toISOString()}::timestamptz
        and o.paid_at <= ${start} - interval '${sql.raw(String(REMINDER_HOURS))} hours'
      order by ${start}
      limit ${BATCH}
      for update of o skip locked`,
    );
    let sent = 0;
    for (const { id } of due) {
      const facts = await bookingFacts(tx, id);
      if (!facts) continue;
      await tx.execute(sql`update orders set reminder_sent_at = ${now.toISOString()}::timestamptz where id = ${id} and reminder_sent_at is null`);
      const mail = reminderMail(facts);
      await queueMail(tx, facts.order.testMode ? { ...mail, subject: `[TEST] ${mail.subject}` } : mail);
      sent++;
    }
    return sent;
  });
}

function reminderMail(f: BookingFacts): OutgoingMail {
  const k = mailKit(f.order.locale);
  const reference = orderReference(f.order.id);
  const when =
    f.kind === "event" && f.startsAt && f.endsAt
      ? k.f.daysAndHours(f.startsAt, f.endsAt)
      : f.startsAt
        ? f.timed
          ? k.f.dayTime(f.startsAt)
          : k.f.day(f.startsAt)
        : "";
  const meet =
    f.kind === "event"
      ? f.place
        ? k.t("reminder.venue", { place: f.place })
        : ""
      : k.t("reminder.pickUp", { details: [f.place, f.pickUpAt ? k.f.dayTime(f.pickUpAt) : ""].filter(Boolean).join(", ") });
  return {
    to: f.order.clientEmail,
    subject: k.t("reminder.subject", { title: f.title || k.t("reminder.yourBooking"), when, reference }),
    ...renderMail({
      locale: k.locale,
      heading: k.t(f.kind === "event" ? "reminder.headingEvent" : "reminder.headingTour"),
      greeting: k.t("common.hello", { name: f.travellers[0] ?? f.order.clientNames }),
      paragraphs: [
        k.t("reminder.line", { title: f.title || k.t("common.yourBooking"), when, people: f.people, reference }),
        meet,
        k.t(f.kind === "event" ? "reminder.ticket" : "reminder.voucher"),
      ].filter(Boolean),
      action: { label: k.t("common.viewBooking"), url: orderLinkIn(k, f.order.id) },
      note: k.t("reminder.note", { phone: site.phone }),
    }),
    attachments: [voucherAttachment(f.order.id)],
  };
}

/** The after-booking work the outbox worker does on each round (instrumentation.ts). */
export async function afterBookingSweep(now = new Date()): Promise<void> {
  await sendDueReminders(now);
  await confirmUnjoinedEventOrders(now);
  await mailLapsedHolds(now);
  await retryPendingRefunds(now);
}
