import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { companyNotices, events } from "@/lib/platform/db/schema";
import { POST as register } from "@/app/api/participant/create/route";
import { POST as confirm } from "@/app/api/participant/confirm/[token]/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { POST as chooseBankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";
import { confirmTokenOf, registrationBody } from "./helpers/participants";

/** COMPANY_NOTIFY unset: one e-mail to COMPANY_INBOX per piece of new business, as it happens. */
const INBOX = "info@ikaze.rw";
const DAY = 86_400_000;
const DAY_FORMAT = /(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}/;
let admin: string;

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
});

async function makeEvent(slug: string, price: number) {
  const [row] = await (
    await getDb()
  )
    .insert(events)
    .values({
      slug,
      title: `Forum ${slug}`,
      startDate: new Date(Date.now() + 30 * DAY),
      endDate: new Date(Date.now() + 32 * DAY),
      place: "Kigali Convention Centre",
      price,
      price1: price,
      isApproved: true,
    })
    .returning();
  return row;
}

describe("the company inbox hears about new business (COMPANY_NOTIFY=each)", () => {
  it("a new tour booking, the bank-transfer choice and the payment each mail the company inbox, in the site's formats", async () => {
    const tour = await makeTour([1200, 2500, 3980, 4500, 5000]);
    const placed = await postOrder(orderBody(tour.id, 3, { email: "company.watch@example.rw" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.order.id as string;
    const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;

    const [booked] = await mailsTo(INBOX, `New booking ${reference}`);
    expect(booked.subject).toBe(`New booking ${reference}: ${tour.title}, 3 people`);
    expect(booked.text).toMatch(new RegExp(`${tour.title} for 3 people on ${DAY_FORMAT.source}\\.`));
    expect(booked.text).toContain("Client: Aline Uwera, company.watch@example.rw, +250788123456.");
    expect(booked.text).toContain("Amount: $3,980, awaiting payment.");
    expect(booked.text).toContain("http://ikaze.test/account/tour-bookings?q=company.watch%40example.rw");

    const transfer = await chooseBankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: id }, headers: freshIp() }), undefined);
    expect(transfer.status).toBe(200);
    const [chosen] = await mailsTo(INBOX, "Bank transfer chosen");
    expect(chosen.subject).toBe(`Bank transfer chosen: booking ${reference}, $3,980`);
    expect(chosen.text).toContain(`Expect $3,980 quoting ${reference}; mark the booking paid when it arrives.`);

    const paid = await putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));
    expect(paid.status).toBe(200);
    const [money] = await mailsTo(INBOX, "Paid: booking");
    expect(money.subject).toBe(`Paid: booking ${reference}, $3,980`);
    expect(money.text).toContain("Paid $3,980.");
    // Nothing waits for a digest in this mode.
    expect(await rowCount(companyNotices)).toBe(0);
  });

  it("a paid registration mails the inbox at once; a free one once its owner confirms it", async () => {
    const paidEvent = await makeEvent("company-paid-forum", 150);
    const res = await read(
      await register(
        apiRequest("/api/participant/create", { body: registrationBody(paidEvent.slug, { email: "paid.reg@example.rw" }), headers: freshIp() }),
        undefined,
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [reg] = await mailsTo(INBOX, "New registration: Forum company-paid-forum");
    expect(reg.subject).toBe("New registration: Forum company-paid-forum, Dr Aline Uwase");
    expect(reg.text).toMatch(
      /Forum company-paid-forum, (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} .*\d{4}, \d{2}:\d{2} – \d{2}:\d{2} \(Kigali time\), Kigali Convention Centre\./,
    );
    expect(reg.text).toContain("Participant: Dr Aline Uwase (Rwandans), University of Rwanda; paid.reg@example.rw");
    expect(reg.text).toContain("Fee: $150, awaiting payment (order IKZ-");

    const freeEvent = await makeEvent("company-free-forum", 0);
    const free = await read(
      await register(
        apiRequest("/api/participant/create", { body: registrationBody(freeEvent.slug, { email: "free.reg@example.rw" }), headers: freshIp() }),
        undefined,
      ),
    );
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(await mailsTo(INBOX, "New registration: Forum company-free-forum")).toHaveLength(0);
    const token = await confirmTokenOf("free.reg@example.rw");
    expect((await confirm(apiRequest(`/api/participant/confirm/${token}`, { method: "POST" }), params({ token }))).status).toBe(200);
    const [confirmed] = await mailsTo(INBOX, "New registration: Forum company-free-forum");
    expect(confirmed.text).toContain("Free registration, confirmed by the participant.");
  });
});
