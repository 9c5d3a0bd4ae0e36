import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, orders } from "@/lib/platform/db/schema";
import type { Locale } from "@/lib/platform/db/enums";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import {
  bankTransferMail,
  bookingPlacedMail,
  departureCancelledMail,
  orderConfirmationMail,
  receiptMail,
  refundDueMail,
  type MailOrder,
} from "@/lib/booking/orders/mails";
import { cancellationMail, refundMadeMail, surplusRefundMail } from "@/lib/booking/letters/refunds";
import { alreadyRegisteredMail, confirmationMail, confirmRegistrationMail, eventFullMail, paymentDueMail } from "@/lib/booking/letters/registration";
import { inquiryAcknowledgement } from "@/lib/audience/inquiries/mails";
import { confirmationMail as subscribeMail, unsubscribedMail, welcomeMail } from "@/lib/audience/mailing-list/mails";
import { sendDueReminders } from "@/lib/booking/reminders/service";
import { mailLapsedHolds } from "@/lib/booking/orders/hold-lapse";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { makeTour, orderBody, postOrder } from "./helpers/orders";
import { departureOrderBody, makeDeparture } from "./helpers/departures";

/**
 * The audit of every mail to a visitor: each builder, given a French or a Kinyarwanda booking,
 * registration, inquiry or subscription, writes in that language (its subject, heading, layout and
 * links differ from the English one's), and the two sweeps that build their own (the reminder, the
 * lapsed seat hold) do so for a French booking. Staff mail is English and is not listed here.
 */
const ID = "3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const order = (locale: Locale): MailOrder => ({
  id: ID,
  amount: 240.5,
  clientNames: "Camille Martin",
  clientEmail: "camille@example.fr",
  needDate: new Date("2027-03-10T06:00:00Z"),
  title: "Lake Kivu",
  people: 3,
  departsAt: new Date("2027-03-10T06:00:00Z"),
  holdUntil: new Date("2027-03-01T06:00:00Z"),
  locale,
});
const event = {
  id: ID,
  slug: "forum",
  title: "Kigali Forum",
  place: "Kigali Convention Centre",
  startDate: new Date("2027-06-10T07:00:00Z"),
  endDate: new Date("2027-06-11T15:00:00Z"),
};
const person = (locale: Locale) => ({
  id: ID,
  title: "Ms",
  firstName: "Claire",
  familyName: "Ingabire",
  email: "claire@example.rw",
  category: "african" as const,
  amount: 150,
  locale,
});

const BUILDERS: [string, (l: Locale) => OutgoingMail][] = [
  ["booking confirmation and payment link", (l) => orderConfirmationMail(order(l))],
  ["receipt", (l) => receiptMail({ ...order(l), paidAt: new Date("2027-02-01T10:00:00Z") })],
  ["bank transfer details", (l) => bankTransferMail(order(l))],
  ["refund due (seat gone)", (l) => refundDueMail(order(l), true)],
  ["departure cancelled", (l) => departureCancelledMail(order(l), true)],
  ["booking moved to a departure", (l) => bookingPlacedMail({ ...order(l), departsAt: new Date("2027-03-10T06:00:00Z") }, 30)],
  ["cancellation", (l) => cancellationMail(order(l), { amount: 240.5, made: true, method: "mpgs", byTraveller: true })],
  ["refund made", (l) => refundMadeMail(order(l), { amount: 100, total: 100, stands: false })],
  ["surplus refund", (l) => surplusRefundMail(order(l), { amount: 50, captured: 290.5, stands: true })],
  ["registration confirmation / receipt", (l) => confirmationMail(event, person(l), { orderId: ID, paidAt: new Date("2027-02-01T10:00:00Z") })],
  ["registration confirm link", (l) => confirmRegistrationMail(event, person(l), "token", 48)],
  ["already registered", (l) => alreadyRegisteredMail(event, person(l), { state: "paid" })],
  ["event full", (l) => eventFullMail(event, person(l))],
  ["registration payment link", (l) => paymentDueMail(event, person(l), ID, 30)],
  ["contact acknowledgement", (l) => inquiryAcknowledgement("contact", "v@example.fr", l)],
  ["air-ticket acknowledgement", (l) => inquiryAcknowledgement("air-ticket", "v@example.fr", l)],
  ["event-support acknowledgement", (l) => inquiryAcknowledgement("event-support", "v@example.fr", l)],
  ["subscription confirmation", (l) => subscribeMail("r@example.fr", "token", l)],
  ["welcome", (l) => welcomeMail({ id: ID, email: "r@example.fr", locale: l })],
  ["unsubscribed", (l) => unsubscribedMail({ id: ID, email: "r@example.fr", locale: l })],
];

function expectIn(mail: OutgoingMail, english: OutgoingMail, locale: Exclude<Locale, "en">, what: string) {
  expect(mail.html, what).toContain(`<html lang="${locale}">`);
  expect(mail.subject, what).not.toBe(english.subject);
  expect(mail.text.split("\n")[0], what).not.toBe(english.text.split("\n")[0]);
  // The layout's own words and every link to a site page are in the language too.
  expect(mail.text, what).not.toMatch(/\nPhone: |\nEmail: /);
  for (const [, path] of mail.text.matchAll(/http:\/\/ikaze\.test(\/[^\s)]*)/g)) {
    if (/^\/(uploads|api)\//.test(path)) continue;
    expect(path, `${what}: ${path}`).toMatch(new RegExp(`^/${locale}(/|$)`));
  }
}

describe("every mail to a visitor is in its person's language", () => {
  for (const locale of ["fr", "rw"] as const) {
    it(`${locale}: every builder`, () => {
      for (const [what, build] of BUILDERS) expectIn(build(locale), build("en"), locale, what);
    });
  }

  it("the reminder before a French booking's tour is French", async () => {
    const admin = (await makeUser("admin")).token;
    const tour = await makeTour();
    const res = await postOrder(orderBody(tour.id, 2, { email: "rappel@example.fr", lang: "fr" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.order.id as string;
    const paid = await putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));
    expect(paid.status).toBe(200);
    const db = await getDb();
    // Paid well before the 48 hours; the sweep runs a day before the tour.
    const [o] = await db.select().from(orders).where(eq(orders.id, id));
    await db
      .update(orders)
      .set({ paidAt: new Date(o.needDate!.getTime() - 10 * 86_400_000) })
      .where(eq(orders.id, id));
    expect(await sendDueReminders(new Date(o.needDate!.getTime() - 86_400_000))).toBeGreaterThanOrEqual(1);
    const [reminder] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "rappel@example.fr"))
      .then((rows) => rows.filter((m) => m.text.startsWith("Votre circuit approche")));
    expect(reminder, "the French reminder").toBeTruthy();
    expect(reminder.html).toContain('<html lang="fr">');
    expect(reminder.text).toContain(`http://ikaze.test/fr/myorder/${id}`);
  });

  it("the lapsed seat hold of a French booking is French", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 4);
    const res = await postOrder(departureOrderBody(tour.id, dep.id, 2, { email: "place@example.fr", lang: "fr" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.order.id as string;
    const db = await getDb();
    await db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, id));
    expect(await mailLapsedHolds(new Date())).toBeGreaterThanOrEqual(1);
    const lapsed = (await db.select().from(mailOutbox).where(eq(mailOutbox.to, "place@example.fr"))).find((m) => /libérées?/.test(m.subject));
    expect(lapsed, "the French hold-lapse mail").toBeTruthy();
    expect(lapsed!.html).toContain('<html lang="fr">');
    expect(lapsed!.text).not.toMatch(/were released|Your seat/);
  });
});
