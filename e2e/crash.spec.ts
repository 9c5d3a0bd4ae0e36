import { expect, test } from "@playwright/test";
import { addDays, format } from "date-fns";
import { OwnServer, pgliteControlState, withDatabase } from "./helpers/own-server";

/**
 * A crash loses nothing acknowledged: 200 bookings, event registrations and
 * contact messages sent at once, as clients send them; the server is killed with SIGKILL once a
 * third of them have been answered, then started again on the same data. Every request that got
 * a 2xx is found, nothing is half-written (an order without its items or its e-mail, an event
 * order without its participant, a message without its e-mail), and the database opens on its own.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 300;
const N = 200;
let server: OwnServer;

test.afterAll(async () => {
  await server?.dispose();
});

type Kind = "order" | "registration" | "contact";
type Sent = { i: number; kind: Kind; email: string; status: number | string; orderId?: string };

test("SIGKILL in the middle of 200 bookings, registrations and messages: every acknowledged one is found", async () => {
  test.setTimeout(300_000);
  server = await new OwnServer({ port: PORT }).prepare();
  await server.start();
  const { url } = server;
  const tours = ((await (await fetch(`${url}/api/tours`)).json()) as { tours: { id: string }[] }).tours;
  const events = ((await (await fetch(`${url}/api/events`)).json()) as { data: { slug: string; startDate: string }[] }).data.filter(
    (e) => new Date(e.startDate) > addDays(new Date(), 1),
  );
  expect(tours.length).toBeGreaterThan(0);
  expect(events.length).toBeGreaterThan(0);

  const day = (n: number, time = "") => format(addDays(new Date(), n), "yyyy-MM-dd") + time;
  const kinds: Kind[] = ["order", "registration", "contact"];
  const requests: Sent[] = Array.from({ length: N }, (_, i) => ({ i, kind: kinds[i % 3], email: `crash-${i}@crash.test`, status: "not answered" }));
  const bodyOf = (r: Sent): [string, unknown] => {
    if (r.kind === "order") {
      return [
        "/api/order",
        {
          names: `Crash Client ${r.i}`,
          email: r.email,
          phoneNumber: "0788 123 456",
          address: "KG 11 Ave",
          location: "Kigali",
          needDate: day(40),
          deadline: day(39, "T08:30"),
          appUrl: url,
          itemType: "tour",
          itemsArray: [{ id: tours[r.i % tours.length].id, itemNumber: 2 }],
          amount: 1,
        },
      ];
    }
    if (r.kind === "registration") {
      return [
        "/api/participant/create",
        {
          eventName: events[r.i % events.length].slug,
          title: "Dr.",
          familyName: "Uwase",
          firstName: `Crash ${r.i}`,
          position: "Researcher",
          department: "Climate",
          organization: "University of Rwanda",
          address: "KG 7 Ave",
          country: "Rwanda",
          town: "Kigali",
          phone: "0788 123 456",
          email: r.email,
          dietRequirements: "None",
          dataProtection: true,
        },
      ];
    }
    return [
      "/api/contact",
      {
        names: `Crash Sender ${r.i}`,
        email: r.email,
        subject: `Crash ${r.i}`,
        phone: "0788 123 456",
        message: `Message ${r.i} sent while the server is killed.`,
      },
    ];
  };

  let answered = 0;
  const sending = Promise.all(
    requests.map(async (r) => {
      const [path, body] = bodyOf(r);
      try {
        const res = await fetch(`${url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.66.${r.i >> 8}.${r.i & 255}` },
          body: JSON.stringify(body),
        });
        const json = (await res.json().catch(() => ({}))) as { order?: { id?: string } };
        r.status = res.status;
        r.orderId = json.order?.id;
      } catch (err) {
        r.status = (err as { cause?: { code?: string } }).cause?.code ?? "failed";
      }
      answered++;
    }),
  );
  await expect
    .poll(() => requests.filter((r) => typeof r.status === "number" && r.status < 300).length, { timeout: 120_000, intervals: [5] })
    .toBeGreaterThanOrEqual(N / 3);
  await server.stop("SIGKILL");
  await sending;
  expect(answered).toBe(N);

  const acked = requests.filter((r) => typeof r.status === "number" && r.status >= 200 && r.status < 300);
  const cut = requests.filter((r) => typeof r.status !== "number");
  const refused = requests.filter((r) => typeof r.status === "number" && r.status >= 300);
  // Killed in the middle: some requests never got their answer.
  expect(cut.length).toBeGreaterThan(0);
  expect(refused.filter((r) => r.status === 500)).toEqual([]);
  if (server.kind === "pglite") expect(pgliteControlState(server)).toBe("in production");

  // Started again on the same data: it opens (recovering from its write-ahead log) and serves.
  await server.start();
  for (const r of acked.filter((a) => a.kind === "order")) {
    const res = await fetch(`${url}/api/order/${r.orderId}`);
    expect(res.status, `order ${r.orderId} of request ${r.i}`).toBe(200);
    const body = (await res.json()) as { data: { itemsArray: unknown[]; clientEmail: string } };
    expect(body.data.clientEmail).toBe(r.email);
    expect(body.data.itemsArray.length).toBe(1);
  }
  const stop = await server.stop("SIGTERM");
  expect(stop.code).toBe(0);

  const found = await withDatabase(server, async (query) => {
    const emails = async (q: string) => new Set((await query(q)).map((row) => String(row.email)));
    const orders = await emails(`select client_email as email from orders where client_email like '%@crash.test'`);
    const participants = await emails(`select email from participants where email like '%@crash.test'`);
    const messages = await emails(`select email from visitor_messages where email like '%@crash.test'`);
    const half = await query(`
      select
        (select count(*) from orders o where not exists (select 1 from order_items i where i.order_id = o.id))::int as orders_without_items,
        (select count(*) from orders o where o.client_email like '%@crash.test' and o.item_type = 'tour' and not exists (select 1 from mail_outbox m where m.to = o.client_email))::int as orders_without_mail,
        (select count(*) from orders o where o.item_type = 'event' and not exists (select 1 from participants p where p.order_id = o.id))::int as event_orders_without_participant,
        (select count(*) from visitor_messages v where v.email like '%@crash.test' and not exists (select 1 from mail_outbox m where m.subject = 'Contact: ' || v.subject))::int as messages_without_mail`);
    expect(half[0]).toEqual({ orders_without_items: 0, orders_without_mail: 0, event_orders_without_participant: 0, messages_without_mail: 0 });
    const where: Record<Kind, Set<string>> = { order: orders, registration: participants, contact: messages };
    const missing = acked.filter((r) => !where[r.kind].has(r.email));
    expect(missing.map((r) => `${r.kind} ${r.email}`)).toEqual([]);
    return orders.size + participants.size + messages.size;
  });
  const counts = { sent: N, acknowledged: acked.length, refused: refused.length, cutOff: cut.length, acknowledgedFound: acked.length, storedInAll: found };
  console.log(`[crash ${server.kind}] ${JSON.stringify(counts)}`);
  test.info().annotations.push({ type: "crash counts", description: JSON.stringify(counts) });
});
