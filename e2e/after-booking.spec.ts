import { expect, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { bookThroughTheBox, bookViaApi, chooseAndPay, tourPrices, usd } from "./helpers/booking";
import { makeEvent } from "./helpers/events";
import { rawMail } from "./helpers/mailbox";
import { loginAs } from "./helpers/session";
import { pdfPagePng, pdfQrCodes, pdfText } from "../tests/helpers/pdf";

/**
 * After the booking, end to end, in Chromium against the production build: book a tour through the booking
 * box, pay with the test gateway, receive the paid mail (through the e2e server's SMTP listener)
 * with a PDF voucher whose text holds the reference and whose QR code the check-in desk reads from
 * a photo (Chromium on Linux has no BarcodeDetector: the ZXing WebAssembly fallback) and refuses
 * 20 days early with the day it is for; then the traveller cancels on /myorder under the default
 * policy (20 days before the start: half back), after the API's preview said the same.
 */
test("voucher in the paid mail, its code refused at the desk 20 days early with its day, then cancel on /myorder for half back", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tour = await tourPrices(request);
  const email = `voucher-${Date.now()}@example.com`;
  const id = await bookThroughTheBox(page, email, 3);
  const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
  await chooseAndPay(page, "Visa card");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download voucher" })).toHaveAttribute("href", `/api/order/${id}/voucher`);

  // The paid mail, as the traveller's mail program gets it.
  const mail = await simpleParser(await rawMail(email, `Payment received for booking ${reference}`));
  expect(mail.text).toContain(`/myorder/${id}`);
  const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
  expect(pdf?.filename).toBe(`${reference}-voucher.pdf`);
  const text = await pdfText(pdf!.content);
  for (const fact of [reference, "Travel voucher", "Aline Uwera", "3 people", "Kigali Marriott"]) expect(text).toContain(fact);
  const [code] = await pdfQrCodes(pdf!.content);
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // Staff at the door, on a phone-sized screen: a photo of the voucher, then the code typed again.
  const desk = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const staff = await desk.newPage();
  await loginAs(staff, ADMIN, "/account/check-in");
  await expect(staff.getByRole("heading", { name: "Check-in", level: 1 })).toBeVisible();
  await staff.getByLabel("Scan a photo of the code").setInputFiles({ name: "voucher.png", mimeType: "image/png", buffer: await pdfPagePng(pdf!.content) });
  // The desk's answer (a live region holding a heading; the toaster has a status region too).
  const answer = staff.getByRole("status").filter({ has: staff.getByRole("heading") });
  // The booking starts in 20 days: its code is refused with the day it is for, not let in early.
  await expect(answer.getByRole("heading", { name: "Not today" })).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText(/Not today: this code is for .+ on \w{3} \d{1,2} \w{3} \d{4}\. Check-in for it opens on \w{3} \d{1,2} \w{3} \d{4}\./);
  await expect(answer).toContainText("Aline Uwera");
  await staff.getByLabel("Check-in code").fill(code.toLowerCase());
  await staff.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(answer.getByRole("heading", { name: "Not today" })).toBeVisible();
  // An administrator may still let the party in, with a reason (not used here: the traveller cancels below).
  await expect(staff.getByRole("form", { name: "Check in on another day" }).getByLabel("Reason")).toBeVisible();
  await desk.close();

  // The traveller cancels: the API's preview and the page agree on half of what was paid.
  const half = tour.price3 / 2;
  const preview = await (await request.get(`/api/order/${id}/cancel`)).json();
  expect(preview).toMatchObject({ refundAmount: half, paidAmount: tour.price3, currency: "USD", percent: 50, canCancel: true });
  await page.goto(`/myorder/${id}`);
  const section = page.getByRole("region", { name: "Cancel your booking" });
  await expect(section).toContainText(`we refund ${usd(half)} of the ${usd(tour.price3)} you paid (50 %)`);
  await section.getByRole("button", { name: "Cancel booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
  await expect(dialog).toContainText(`we refund ${usd(half)}`);
  // A party of three gives back three seats, and the dialog says so.
  await expect(dialog).toContainText("your 3 seats go to someone else");
  await expect(dialog.getByRole("button", { name: "Keep my booking" })).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("heading", { name: "This booking is cancelled and partly refunded" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download voucher" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  expect((await request.get(`/api/order/${id}/voucher`)).status()).toBe(409);
  const cancelled = await simpleParser(await rawMail(email, `Booking ${reference} cancelled`));
  expect(cancelled.text).toContain(usd(half));
});

test("at the desk a code for another day is refused with its day; only an administrator may check it in anyway, with a reason, and undo a check-in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { id } = await bookViaApi(request, `desk-${Date.now()}@example.com`, 2);
  const started = await request.post("/api/v1/payments/session", { data: { orderId: id, method: "visa" }, headers: { "x-forwarded-for": "10.9.77.1" } });
  expect(started.status(), await started.text()).toBe(200);
  const approved = await request.post("/api/v1/payments/test-gateway", { data: { sessionId: (await started.json()).sessionId, decision: "approve" } });
  const back = await request.get((await approved.json()).redirect, { maxRedirects: 0 });
  expect(back.headers().location).toContain("payment=paid");
  const [code] = await pdfQrCodes(await (await request.get(`/api/order/${id}/voucher`)).body());

  // A user-role account: the refusal and its day, no way around it.
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await loginAs(editor, EDITOR, "/account/check-in");
  await editor.getByLabel("Check-in code").fill(code);
  await editor.getByRole("button", { name: "Check in", exact: true }).click();
  const editorAnswer = editor.getByRole("status").filter({ has: editor.getByRole("heading") });
  await expect(editorAnswer.getByRole("heading", { name: "Not today" })).toBeVisible();
  await expect(editorAnswer).toContainText(/Not today: this code is for .+ on \w{3} \d{1,2} \w{3} \d{4}\. Check-in for it opens on /);
  await expect(editor.getByRole("form", { name: "Check in on another day" })).toHaveCount(0);
  await editorContext.close();

  await loginAs(page, ADMIN, "/account/check-in");
  const answer = page.getByRole("status").filter({ has: page.getByRole("heading") });
  await page.getByLabel("Check-in code").fill(code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(answer.getByRole("heading", { name: "Not today" })).toBeVisible();
  const override = page.getByRole("form", { name: "Check in on another day" });
  await override.getByLabel("Reason").fill("Joined the earlier group at the office's request");
  await override.getByRole("button", { name: "Check in anyway" }).click();
  await expect(answer.getByRole("heading", { name: "Checked in" })).toBeVisible();

  await page.getByLabel("Check-in code").fill(code);
  await page.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(answer.getByRole("heading", { name: "Already checked in" })).toBeVisible();
  const undo = page.getByRole("form", { name: "Undo this check-in" });
  await undo.getByLabel("Reason").fill("Scanned by mistake");
  await undo.getByRole("button", { name: "Undo check-in" }).click();
  await expect(answer.getByRole("heading", { name: "Check-in undone" })).toBeVisible();
  await expect(answer).toContainText("Check-in undone for Jean Bosco: the code can be checked in again.");
});

test("an administrator sets an event's cancellation policy on its dashboard page; the event page words it", async ({ page, request }) => {
  const event = await makeEvent(request, `Policy Forum ${Date.now()}`, { price: 120 });
  await page.goto(`/event/${event.slug}`);
  const publicPolicy = page.getByRole("region", { name: "Cancellation policy" });
  await expect(publicPolicy).toContainText("Cancelled 30 days or more before the start: full refund.");

  await loginAs(page, ADMIN, `/account/events/view/${event.slug}`);
  const form = page.getByRole("form", { name: "Cancellation policy" });
  await expect(form).toContainText("This follows the default policy.");
  await form.getByRole("button", { name: "Remove step 2" }).click();
  await form.getByLabel("Step 1: days before the start, at least").fill("14");
  await form.getByLabel("Step 1: refund (%)").fill("80");
  await expect(form).toContainText("Cancelled 14 days or more before the start: 80 % refunded.");
  await form.getByRole("button", { name: "Add a step" }).click();
  await form.getByLabel("Step 2: days before the start, at least").fill("20");
  await form.getByLabel("Step 2: refund (%)").fill("50");
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(form.getByRole("alert")).toContainText("List the steps from the most days before the start to the fewest");
  await form.getByRole("button", { name: "Remove step 2" }).click();
  await form.getByRole("button", { name: "Save policy" }).click();
  await expect(form).toContainText("This has its own policy.");

  await page.goto(`/event/${event.slug}`);
  await expect(publicPolicy).toContainText("Cancelled 14 days or more before the start: 80 % refunded.");
  await expect(publicPolicy).toContainText("Cancelled less than 14 days before the start: no refund.");
});

test("an administrator refunds part of a paid booking from its dashboard page, with a reason; the booking stands", async ({ page, request }) => {
  const { id } = await bookViaApi(request, `goodwill-${Date.now()}@example.com`, 2);
  await page.goto(`/pay/${id}`);
  await chooseAndPay(page, "Visa card");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();

  await loginAs(page, ADMIN, `/account/orders/${id}`);
  const form = page.getByRole("region", { name: "Refund", exact: true });
  await form.getByLabel("Amount to refund (USD)").fill("50");
  await form.getByLabel("Cancel the booking too (its seats go back and its voucher stops working)").uncheck();
  await form.getByRole("button", { name: "Refund" }).click();
  // The same schema as the API's, in the form: no reason, no request.
  await expect(form.getByText("Say why the money goes back (it is kept in the audit log).")).toBeVisible();
  await form.getByLabel("Reason").fill("Late pick-up at the hotel");
  await form.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund $50?" });
  await expect(dialog).toContainText("the booking stands");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("table", { name: "Refunds of this booking" })).toContainText("Late pick-up at the hotel");
  await expect(page.getByRole("main")).toContainText("$50");
  const preview = await (await request.get(`/api/order/${id}/cancel`)).json();
  expect(preview).toMatchObject({ status: "PAID", canCancel: true });
  expect(preview.paidAmount).toBeGreaterThan(0);

  // After a refund the form starts afresh: what is left (the preview's paid amount, net of refunds)
  // is the most it offers, and the most it takes.
  const left = preview.paidAmount;
  await expect(form.getByText(`Up to ${usd(left)} can be refunded.`)).toBeVisible();
  await expect(form.getByLabel("Amount to refund (USD)")).toHaveValue(String(left));
  await form.getByLabel("Amount to refund (USD)").fill(String(left + 1));
  await form.getByLabel("Reason").fill("Too much");
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(form.getByText(`At most ${usd(left)} can be refunded.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
