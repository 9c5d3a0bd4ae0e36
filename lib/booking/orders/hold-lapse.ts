import "server-only";
import { sql } from "drizzle-orm";
import { rows } from "@/lib/platform/backup/rows";
import { getDb } from "@/lib/platform/db/client";
import { formatDay, formatDayTime } from "@/lib/platform/dates";
import { renderMail } from "@/lib/platform/mail/layout";
import { queueMail, type OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";
import { bookingFacts, type BookingFacts } from "./booking-facts";
import { orderLink } from "./mails";
import { orderReference } from "./serialize";
import { UNPAID_STATUSES } from "./status";

const BATCH = 50;
// A hold that lapsed longer ago than this is not announced: data from before the sweep existed, or a long outage.
const LOOK_BACK_HOURS = 24;

/**
 * An unpaid booking whose seats were released tells its traveller once, by mail: only bookings that
 * hold seats (a departure, or an event with a seat limit). Claimed as the reminders are (SKIP
 * LOCKED, marked in the same transaction), so several instances send each message once; a hold
 * taken again and lapsed again is announced again.
 */
export async function mailLapsedHolds(now = new Date()): Promise<number> {
  const db = await getDb();
  const unpaid = sql.join(
    UNPAID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const due = await rows<{ id: string; hold_until: string }>(
      tx,
      sql`
      select o.id, o.hold_until from orders o
      left join order_items i on i.order_id = o.id and o.item_type = 'event'
      left join events e on e.id = i.item_id
      where o.status in (${unpaid}) and o.hold_until <= ${now.toISOString()}::timestamptz
        and o.hold_until > ${now.toISOString()}::timestamptz - interval '${sql.raw(String(LOOK_BACK_HOURS))} hours'
        and (o.hold_lapse_mailed_at is null or o.hold_lapse_mailed_at < o.hold_until)
        and (o.departure_id is not null or e.capacity is not null)
        -- An event order nobody registered on is confirmed by its own mail (event-orders.ts).
        and (o.item_type <> 'event' or exists (select 1 from participants p where p.order_id = o.id))
      order by o.hold_until
      limit ${BATCH}
      for update of o skip locked`,
    );
    let sent = 0;
    for (const { id, hold_until } of due) {
      const facts = await bookingFacts(tx, id);
      if (!facts) continue;
      await tx.execute(sql`update orders set hold_lapse_mailed_at = ${now.toISOString()}::timestamptz where id = ${id}`);
      const mail = holdLapsedMail(facts, new Date(hold_until));
      await queueMail(tx, facts.order.testMode ? { ...mail, subject: `[TEST] ${mail.subject}` } : mail);
      sent++;
    }
    return sent;
  });
}

function holdLapsedMail(f: BookingFacts, heldUntil: Date): OutgoingMail {
  const reference = orderReference(f.order.id);
  const noun = f.kind === "event" ? "registration" : "booking";
  const seat = f.kind === "event" || f.people === 1 ? "seat" : "seats";
  const when = f.startsAt ? (f.timed ? formatDayTime(f.startsAt) : formatDay(f.startsAt)) : "";
  return {
    to: f.order.clientEmail,
    subject: `Your ${seat} ${seat === "seat" ? "was" : "were"} released: ${f.title || `your ${noun}`} (${noun} ${reference})`,
    ...renderMail({
      heading: `Your ${seat} ${seat === "seat" ? "was" : "were"} released`,
      greeting: `Hello ${f.travellers[0] ?? f.order.clientNames},`,
      paragraphs: [
        `We held your ${seat} for ${f.title || `your ${noun}`}${when ? ` (${when}, Kigali time)` : ""} until ${formatDayTime(heldUntil)} (Kigali time). The ${noun} was not paid by then, so the ${seat} went back on sale.`,
        `Your ${noun} ${reference} is still here: if ${seat === "seat" ? "a seat is" : "seats are"} still free, paying now takes ${seat === "seat" ? "it" : "them"} again. If ${f.kind === "event" ? "the event" : "this departure"} is full, ${f.kind === "event" ? "write to us and we tell you if a seat becomes free" : "choose another date on the tour's page, or write to us"}.`,
      ],
      action: { label: f.kind === "event" ? "View your registration" : "View your booking", url: orderLink(f.order.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}
