import "server-only";
import { sql } from "drizzle-orm";
import { rows } from "@/lib/platform/backup/rows";
import { getDb } from "@/lib/platform/db/client";
import { renderMail } from "@/lib/platform/mail/layout";
import { queueMail, type OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";
import { bookingFacts, type BookingFacts } from "./booking-facts";
import { orderLinkIn } from "./mails";
import { mailKit } from "@/lib/platform/mail/words";
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
  const k = mailKit(f.order.locale);
  const reference = orderReference(f.order.id);
  const event = f.kind === "event";
  const noun = k.t(event ? "holdLapse.nounRegistration" : "holdLapse.nounBooking");
  const one = event || f.people === 1;
  const title = f.title || k.t("holdLapse.yourNoun", { noun });
  const heading = k.t(one ? "holdLapse.headingOne" : "holdLapse.headingMany");
  const when = f.startsAt ? k.t("holdLapse.when", { when: f.timed ? k.f.dayTime(f.startsAt) : k.f.day(f.startsAt) }) : "";
  return {
    to: f.order.clientEmail,
    subject: k.t("holdLapse.subject", { heading, title, noun, reference }),
    ...renderMail({
      locale: k.locale,
      heading,
      greeting: k.t("common.hello", { name: f.travellers[0] ?? f.order.clientNames }),
      paragraphs: [
        k.t(one ? "holdLapse.heldOne" : "holdLapse.heldMany", { title, when, until: k.f.dayTime(heldUntil), noun }),
        k.t(one ? "holdLapse.stillOne" : "holdLapse.stillMany", { noun, reference, ifFull: k.t(event ? "holdLapse.fullEvent" : "holdLapse.fullTour") }),
      ],
      action: { label: k.t(event ? "common.viewRegistration" : "common.viewBooking"), url: orderLinkIn(k, f.order.id) },
      note: k.t("common.questions", { phone: site.phone }),
    }),
  };
}
