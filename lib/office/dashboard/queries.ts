import "server-only";
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Role } from "@/lib/platform/db/schema";
import { listAuditEntries, type AuditRow } from "@/lib/access/audit/queries";
import { listPendingCommentItems } from "@/lib/content/comments/queries";
import { moderationPath } from "@/lib/content/comments/schema";
import { waitingEvents, waitingNews, waitingPublications, waitingTours, WAITING } from "@/lib/content/kind/waiting";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, news, orderItems, orders, participants, publications, tours, users, visitorMessages } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { formatDay, formatDayTime } from "@/lib/platform/dates";
import { listDeparturesBetween } from "@/lib/booking/departures/queries";
import { KIND_LABELS } from "@/lib/audience/inquiries/queries";
import { orderReference } from "@/lib/booking/orders/serialize";

/** One item named on a queue line, opening where it can be handled. */
export type QueueItem = { title: string; href: string; detail?: string };
/** One kind of work: how many wait, the filtered list that shows them all, and the first few. */
export type QueueLine = { key: string; label: string; href: string; items: QueueItem[] };

export type WorkQueue = { lines: QueueLine[]; activity: AuditRow[] };

const SHOWN = 3;
const WEEK_MS = 7 * 86_400_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The number of rows the query matched, on every row (saves a second count query per kind). */
const matched = sql<number>`count(*) over ()`.mapWith(Number);
/** Money captured beyond an order's price that the gateway would not refund: staff give it back. */
// Named in full: in a select list drizzle leaves columns unqualified, and "id" would be the refund's.
const surplusDue = sql<number>`(select coalesce(sum(r.amount), 0) from refunds r where r.order_id = "orders"."id" and r.surplus and r.state = 'due')`.mapWith(
  Number,
);

type Draftable = PgTable & { id: PgColumn; title: PgColumn; authorId: PgColumn; createdAt: PgColumn };

/** Drafts of one kind waiting for an administrator, newest first, with their authors. */
async function drafts(table: Draftable, waiting: SQL, href: (row: { id: string; slug: string | null }) => string, slug?: PgColumn) {
  const db = await getDb();
  const rows = await db
    .select({ id: table.id, slug: slug ?? sql<null>`null`, title: table.title, first: users.firstName, last: users.lastName, total: matched })
    .from(table)
    .innerJoin(users, eq(users.id, table.authorId))
    .where(waiting)
    .orderBy(desc(table.createdAt))
    .limit(SHOWN);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({ title: String(r.title), href: href({ id: String(r.id), slug: r.slug as string | null }), detail: `by ${r.first} ${r.last}` })),
  };
}

/**
 * The dashboard home: what waits for staff, each kind a line linking to its filtered list, only the
 * kinds with something waiting. Administrators also see failed e-mails and recent activity (the
 * outbox and the audit log are theirs alone).
 */
export async function getWorkQueue(role: Role): Promise<WorkQueue> {
  const db = await getDb();
  const isAdmin = role === "admin";
  const now = new Date();
  const [unplaced, owing, soon, blogs, tourDrafts, eventDrafts, publicationDrafts, bookings, registrations, messages, pendingComments, failedMail, activity] =
    await Promise.all([
      db
        .select({
          id: orders.id,
          names: orders.clientNames,
          needDate: orders.needDate,
          title: orderItems.title,
          people: orderItems.itemNumber,
          slug: tours.slug,
          total: matched,
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .leftJoin(tours, eq(tours.id, orderItems.itemId))
        .where(and(eq(orders.awaitingDeparture, true), isNull(orders.departureId), sql`${orders.status} in ('PENDING', 'AWAITING_TRANSFER', 'FAILED', 'PAID')`))
        .orderBy(asc(orders.createdAt))
        .limit(SHOWN),
      db
        .select({
          id: orders.id,
          itemType: orders.itemType,
          status: orders.status,
          names: orders.clientNames,
          amount: orders.amount,
          surplus: surplusDue,
          total: matched,
        })
        .from(orders)
        .where(or(eq(orders.status, "REFUND_DUE"), sql`${surplusDue} > 0`))
        .orderBy(desc(orders.updatedAt))
        .limit(SHOWN),
      listDeparturesBetween({ page: 1, limit: SHOWN }, now, new Date(now.getTime() + WEEK_MS), now, { live: true }),
      drafts(news, waitingNews(), (r) => `/account/news/view/${r.slug}`, news.slug),
      drafts(tours, waitingTours(), (r) => `/account/tours/view/${r.slug}`, tours.slug),
      drafts(events, waitingEvents(), (r) => `/account/events/view/${r.slug}`, events.slug),
      drafts(publications, waitingPublications(), (r) => `/account/publications/view/${r.id}`),
      db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(and(eq(orders.itemType, "tour"), sql`${orders.status} in ('PENDING', 'AWAITING_TRANSFER')`))
        .groupBy(orders.status),
      db
        .select({ status: orders.status, n: count() })
        .from(participants)
        .innerJoin(orders, eq(orders.id, participants.orderId))
        .where(sql`${orders.status} in ('PENDING', 'AWAITING_TRANSFER')`)
        .groupBy(orders.status),
      db
        .select({ id: visitorMessages.id, kind: visitorMessages.kind, names: visitorMessages.names, subject: visitorMessages.subject, total: matched })
        .from(visitorMessages)
        .where(isNull(visitorMessages.handledAt))
        .orderBy(desc(visitorMessages.createdAt))
        .limit(SHOWN),
      listPendingCommentItems(SHOWN),
      isAdmin
        ? db
            .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, total: matched })
            .from(mailOutbox)
            .where(eq(mailOutbox.status, "failed"))
            .orderBy(desc(mailOutbox.createdAt))
            .limit(SHOWN)
        : Promise.resolve([]),
      isAdmin ? listAuditEntries({ page: 1, limit: 5 }).then((r) => r.rows) : Promise.resolve([]),
    ]);

  const lines: QueueLine[] = [];
  const add = (line: QueueLine, n: number) => {
    if (n > 0) lines.push(line);
  };
  // Money we owe back comes first: a payment confirmed after its seat had gone or its booking was
  // cancelled, a cancelled paid booking, money captured twice that the gateway would not refund.
  const owed = owing[0]?.total ?? 0;
  const refundList = (type: string | undefined) =>
    type === "tour" ? "/account/tour-bookings?status=REFUND_DUE" : "/account/events/participant?payment=REFUND_DUE";
  const dueOnly = owing.every((r) => r.status === "REFUND_DUE");
  add(
    {
      key: "refunds",
      label: `${plural(owed, "payment", "payments")} to refund`,
      href: dueOnly ? refundList(owing.every((r) => r.itemType === owing[0]?.itemType) ? owing[0]?.itemType : undefined) : `/account/orders/${owing[0]?.id}`,
      items: owing.map((r) =>
        r.status === "REFUND_DUE"
          ? { title: `${r.names}, ${formatUsd(Number(r.amount))}`, href: refundList(r.itemType), detail: orderReference(r.id) }
          : { title: `${r.names}, ${formatUsd(r.surplus)}`, href: `/account/orders/${r.id}`, detail: `${orderReference(r.id)}: charged beyond its price` },
      ),
    },
    owed,
  );
  // Next: travellers whose tour runs on departures but who could not be seated on one (an old
  // client books without choosing); they wait for staff to place them and confirm a date, oldest first.
  const toPlace = unplaced[0]?.total ?? 0;
  add(
    {
      key: "on-request",
      label: `${plural(toPlace, "booking", "bookings")} on request to place on a departure: no departure had room`,
      href: "/account/tour-bookings",
      items: unplaced.map((o) => ({
        title: `${o.names}, ${o.title}`,
        // Placed from the tour's page, where its departures and their seats are.
        href: o.slug ? `/account/tours/view/${o.slug}#on-request` : `/myorder/${o.id}`,
        detail: `${o.people === 1 ? "1 person" : `${o.people} people`}${o.needDate ? `, from ${formatDay(o.needDate)}` : ""} · ${orderReference(o.id)}`,
      })),
    },
    toPlace,
  );
  // The week's departures and how full they are: the guides' and drivers' work.
  add(
    {
      key: "departures",
      label: `${plural(soon.total, "departure", "departures")} in the next 7 days`,
      href: "/account/departures?period=week",
      items: soon.rows.map((d) => ({
        title: `${d.tour.title}, ${formatDayTime(d.startsAt)}`,
        href: `/account/departures/${d.id}`,
        detail: `${d.paid + d.held} of ${d.seats} seats taken${d.held ? ` (${d.held} held)` : ""}`,
      })),
    },
    soon.total,
  );
  add(
    { key: "news", label: `${plural(blogs.total, "blog", "blogs")} waiting to be published`, href: `/account/news?status=${WAITING}`, items: blogs.items },
    blogs.total,
  );
  add(
    {
      key: "tours",
      label: `${plural(tourDrafts.total, "tour", "tours")} waiting to be published`,
      href: `/account/tours?status=${WAITING}`,
      items: tourDrafts.items,
    },
    tourDrafts.total,
  );
  add(
    {
      key: "events",
      label: `${plural(eventDrafts.total, "event", "events")} waiting for approval`,
      href: `/account/events?status=${WAITING}`,
      items: eventDrafts.items,
    },
    eventDrafts.total,
  );
  add(
    {
      key: "publications",
      label: `${plural(publicationDrafts.total, "publication", "publications")} waiting to be activated`,
      href: `/account/publications?status=${WAITING}`,
      items: publicationDrafts.items,
    },
    publicationDrafts.total,
  );
  const booked = (status: string) => bookings.find((b) => b.status === status)?.n ?? 0;
  add(
    {
      key: "bookings",
      label: `${plural(booked("PENDING"), "new tour booking", "new tour bookings")} awaiting payment`,
      href: "/account/tour-bookings?status=PENDING",
      items: [],
    },
    booked("PENDING"),
  );
  add(
    {
      key: "transfers",
      label: `${plural(booked("AWAITING_TRANSFER"), "tour booking", "tour bookings")} awaiting a bank transfer`,
      href: "/account/tour-bookings?status=AWAITING_TRANSFER",
      items: [],
    },
    booked("AWAITING_TRANSFER"),
  );
  const registered = (status: string) => registrations.find((r) => r.status === status)?.n ?? 0;
  add(
    {
      key: "registrations",
      label: `${plural(registered("PENDING"), "event registration", "event registrations")} awaiting payment`,
      href: "/account/events/participant?payment=PENDING",
      items: [],
    },
    registered("PENDING"),
  );
  add(
    {
      key: "registration-transfers",
      label: `${plural(registered("AWAITING_TRANSFER"), "event registration", "event registrations")} awaiting a bank transfer`,
      href: "/account/events/participant?payment=AWAITING_TRANSFER",
      items: [],
    },
    registered("AWAITING_TRANSFER"),
  );
  const newMessages = messages[0]?.total ?? 0;
  add(
    {
      key: "messages",
      label: plural(newMessages, "new visitor message", "new visitor messages"),
      href: "/account/inbox?status=new",
      items: messages.map((m) => ({
        title: m.subject || KIND_LABELS[m.kind],
        href: `/account/inbox/${m.id}`,
        detail: m.names ? `from ${m.names}` : undefined,
      })),
    },
    newMessages,
  );
  // Comments are moderated on their item's page: one line per item, linking to its comments.
  for (const c of pendingComments.items) {
    lines.push({
      key: `comments:${c.kind}:${c.slug}`,
      label: `${plural(c.pending, "comment", "comments")} awaiting moderation on “${c.title}”`,
      href: moderationPath(c.kind, c.slug),
      items: [],
    });
  }
  const failed = failedMail[0]?.total ?? 0;
  add(
    {
      key: "mail",
      label: `${plural(failed, "e-mail", "e-mails")} failed to send`,
      href: "/account/mail?status=failed",
      items: failedMail.map((m) => ({ title: m.subject, href: `/account/mail/${m.id}`, detail: `to ${m.to}` })),
    },
    failed,
  );
  return { lines, activity };
}
