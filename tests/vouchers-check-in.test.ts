import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleParser, type ParsedMail } from "mailparser";
import { startSmtp } from "./helpers/smtp";
import { getDb } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { deliverSoon } from "@/lib/mail/deliver";
import { POST as checkIn } from "@/app/api/check-in/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { GET as voucher } from "@/app/api/order/[id]/voucher/route";
import { POST as newCode } from "@/app/api/order/[id]/check-in-code/route";
import { POST as register } from "@/app/api/participant/create/route";
import { GET as exportManifest } from "@/app/account/departures/[id]/export/route";
import { readManifest } from "@/lib/departures/queries";
import { manifestTotals } from "@/lib/departures/manifest";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { payWithTestGateway } from "./helpers/payments";
import { registrationBody } from "./helpers/participants";
import { pdfQrCodes, pdfText } from "./helpers/pdf";

/**
 * The voucher: the PAID mail, as an SMTP server receives it, carries a PDF whose text
 * (PDF.js) holds the booking's facts and whose QR code (painted, read by ZXing) is a check-in code
 * that staff's check-in accepts once, then answers with when and by whom.
 */
const smtp = await startSmtp();
let staff: Awaited<ReturnType<typeof makeUser>>;
let tour: Awaited<ReturnType<typeof makeTour>>;
beforeAll(async () => {
  staff = await makeUser("user");
  tour = await makeTour([300, 520, 700, 860, 990]);
});
afterAll(() => smtp.close());

async function receivedMail(to: string, subject: string): Promise<ParsedMail> {
  // Waits for a delivery run already under way (the payment started one) and then makes one more.
  await deliverSoon();
  const raw = smtp.to(to).find((m) => m.subject.includes(subject))?.raw;
  expect(raw, `a mail "${subject}" to ${to}`).toBeTruthy();
  return simpleParser(raw!);
}
const pdfOf = (mail: ParsedMail) => {
  const pdfs = mail.attachments.filter((a) => a.contentType === "application/pdf");
  expect(pdfs).toHaveLength(1);
  return pdfs[0];
};
const postCheckIn = async (body: unknown, token?: string) => read(await checkIn(apiRequest("/api/check-in", { body, token }), undefined));

describe("voucher and check-in", () => {
  it("the paid mail's PDF has the booking's facts as text and a QR code that checks the party in once", async () => {
    const placed = await postOrder(orderBody(tour.id, 2, { email: "voucher@example.com", names: "Aline Uwera", location: "Hôtel des Mille Collines" }));
    const id = placed.body.order.id as string;
    const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
    await payWithTestGateway(id);

    const mail = await receivedMail("voucher@example.com", "Payment received");
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(`http://ikaze.test/myorder/${id}`);
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe(`${reference}-voucher.pdf`);
    const text = await pdfText(pdf.content);
    for (const fact of [reference, "Travel voucher", "Aline Uwera", tour.title, "2 people", "$520 (TEST: no money moved)", "Hôtel des Mille Collines", "+250 788 300 400"]) expect(text).toContain(fact);

    const [code] = await pdfQrCodes(pdf.content);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(code.replaceAll("-", "").toLowerCase()).not.toContain(id.slice(0, 8));
    expect(text).toContain(code);

    // The same voucher from /myorder's download.
    const download = await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }));
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfQrCodes(Buffer.from(await download.arrayBuffer()))).toEqual([code]);

    expect((await postCheckIn({ code })).status).toBe(401);
    expect((await postCheckIn({ code: "not a code" }, staff.token)).status).toBe(400);
    expect((await postCheckIn({ code: "0000-0000-0000" }, staff.token)).status).toBe(404);
    const first = await postCheckIn({ code: code.toLowerCase().replaceAll("-", " ") }, staff.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ reference, traveller: "Aline Uwera", partySize: 2, title: tour.title, kind: "tour", checkedInBy: staff.user.email });
    const second = await postCheckIn({ code }, staff.token);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ checkedInAt: first.body.checkedInAt, checkedInBy: staff.user.email });
    expect(second.body.error).toMatch(/^Already checked in on .+ \(Kigali time\) by /);
  });

  it("a replaced code stops working; a cancelled booking's code is refused and it has no voucher", async () => {
    const admin = await makeUser("admin");
    const far = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const placed = await postOrder(orderBody(tour.id, 1, { email: "revoked@example.com", needDate: far, deadline: `${far}T07:00` }));
    const id = placed.body.order.id as string;
    expect((await read(await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id })))).status).toBe(409);
    await payWithTestGateway(id);
    const [old] = await pdfQrCodes(pdfOf(await receivedMail("revoked@example.com", "Payment received")).content);
    expect((await read(await newCode(apiRequest(`/api/order/${id}/check-in-code`, { method: "POST", token: staff.token }), params({ id })))).status).toBe(403);
    expect((await read(await newCode(apiRequest(`/api/order/${id}/check-in-code`, { method: "POST", token: admin.token }), params({ id })))).status).toBe(200);
    expect((await postCheckIn({ code: old }, staff.token)).status).toBe(404);
    const [fresh] = await pdfQrCodes(Buffer.from(await (await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }))).arrayBuffer()));
    expect(fresh).not.toBe(old);

    expect((await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })))).body.status).toBe("REFUNDED");
    const refused = await postCheckIn({ code: fresh }, staff.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This booking was cancelled or refunded: its voucher is no longer valid.");
    expect((await read(await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id })))).status).toBe(409);
  });

  it("a paid event registration's mail carries the participant's ticket", async () => {
    const [event] = await (await getDb())
      .insert(events)
      .values({ slug: "ticket-forum", title: "Ticket Forum", startDate: new Date(Date.now() + 40 * 86_400_000), endDate: new Date(Date.now() + 41 * 86_400_000), place: "Kigali Convention Centre", price: 80, isApproved: true })
      .returning();
    const res = await read(await register(apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email: "ticket@example.rw", startedAt: Date.now() - 10_000 }), headers: freshIp() }), undefined));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await payWithTestGateway(res.body.order.id);
    const mail = await receivedMail("ticket@example.rw", "Payment received");
    // A ticket, named as one: an event is not travel.
    expect(pdfOf(mail).filename).toMatch(/^IKZ-[0-9A-Z]+-ticket\.pdf$/);
    const text = await pdfText(pdfOf(mail).content);
    for (const fact of ["Event ticket", "Dr Aline Uwase", "Ticket Forum", "Kigali Convention Centre", "1 person"]) expect(text).toContain(fact);
    const [code] = await pdfQrCodes(pdfOf(mail).content);
    expect((await postCheckIn({ code }, staff.token)).body).toMatchObject({ traveller: "Dr Aline Uwase", partySize: 1, kind: "event", title: "Ticket Forum" });
  });

  it("the departure's manifest shows who has checked in, with a count, on the page's data and in its CSV", async () => {
    const dep = await makeDeparture(tour.id, 12, 24 * 10);
    const ids: string[] = [];
    for (const [names, email, people] of [["Eric Mugisha", "manifest-in@example.com", 3], ["Diane Ingabire", "manifest-out@example.com", 2]] as const) {
      const placed = await postOrder(departureOrderBody(tour.id, dep.id, people, { names, email }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      ids.push(placed.body.order.id);
      await payWithTestGateway(placed.body.order.id);
    }
    const [code] = await pdfQrCodes(pdfOf(await receivedMail("manifest-in@example.com", "Payment received")).content);
    const admitted = await postCheckIn({ code }, staff.token);
    expect(admitted.status).toBe(200);

    const travellers = await readManifest(dep.id);
    expect(travellers.map((t) => [t.names, t.checkedInAt?.toISOString() ?? null])).toEqual([
      ["Eric Mugisha", admitted.body.checkedInAt],
      ["Diane Ingabire", null],
    ]);
    expect(manifestTotals(travellers)).toMatchObject({ people: 5, paidPeople: 5, checkedInPeople: 3 });
    const csv = (await (await exportManifest(apiRequest(`/account/departures/${dep.id}/export`, { token: staff.token }), params({ id: dep.id }))).text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(csv[0]).toBe("Reference,Name,People,Phone,Email,Pick-up,Payment,Amount (USD),Booked at,Checked in");
    expect(csv[1]).toMatch(/^IKZ-[0-9A-F]{8},Eric Mugisha,3,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv[2]).toMatch(/,Diane Ingabire,2,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/);
  });
});
