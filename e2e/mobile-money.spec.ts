import { expect, test, type Page } from "@playwright/test";
import { bookViaApi, chooseAndPay } from "./helpers/booking";
import { makeEvent } from "./helpers/events";
import { ADMIN } from "./helpers/accounts";
import { loginAs } from "./helpers/session";
import { payLinkOrder } from "./helpers/mailbox";

/**
 * Mobile money at 390 px in the built-in TEST MODE: the site runs the MTN MoMo and Airtel Money
 * fakes itself, at the demo rate. The payer approves (or declines) on the fake's own "phone" page,
 * never on ours, and /pay follows the payment by asking our API until it is final.
 */
const PHONE = { width: 390, height: 844 };
const DEMO_RATE = 1450;
const rf = (n: number) => `RF ${n.toLocaleString("en-US")}`;
/** Intl puts a no-break space after the sign. */
const text = (s: string) => new RegExp(s.replace(/ /g, "\\s").replace(/[.,]/g, (c) => `\\${c}`));

async function sendPrompt(page: Page, provider: "MTN MoMo" | "Airtel Money", number: string) {
  await chooseAndPay(page, provider);
  const form = page.getByRole("form", { name: `Pay by ${provider}` });
  await form.getByLabel(`${provider} number`).fill(number);
  // By keyboard: Enter sends the form.
  await form.getByLabel(`${provider} number`).press("Enter");
}

test.describe("mobile money at 390 px", () => {
  test.use({ viewport: PHONE });

  test("a tour paid by MTN MoMo: approved on the fake phone, /pay moves on to the paid booking by itself", async ({ page, context, request }) => {
    const { id, amount } = await bookViaApi(request, "momo.payer@example.com", 2);
    const francs = amount * DEMO_RATE;
    await page.goto(`/pay/${id}`);
    await expect(page.getByText(text(`By mobile money: ${rf(francs)} at today's rate.`))).toBeVisible();
    await sendPrompt(page, "MTN MoMo", "0788 123 456");
    await expect(page.getByRole("status").filter({ hasText: "on your phone" })).toContainText(text(`Approve the payment of ${rf(francs)} on your phone.`));

    const phoneLink = page.getByRole("link", { name: "Open the TEST MODE phone" });
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto((await phoneLink.getAttribute("href"))!.replace(/\/phone$/, "/phone?msisdn=250788123456"));
    await expect(phone.getByText(text(`MTN MoMo: pay ${rf(francs)} to Ikaze from 250788123456`))).toBeVisible();
    await phone.getByRole("button", { name: "Approve" }).click();
    await expect(phone.getByText("approved")).toBeVisible();

    await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`), { timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test("declined on the phone: said in plain words, with try again and another way to pay", async ({ page, request }) => {
    const { id } = await bookViaApi(request, "airtel.decline@example.com", 2);
    await page.goto(`/pay/${id}`);
    // Numbers ending 02 decline at once on the fake.
    await sendPrompt(page, "Airtel Money", "0731 234 502");
    const said = page.getByRole("alert").filter({ hasText: "declined" });
    await expect(said).toHaveText("The payment was declined on the phone. Nothing was charged.", { timeout: 15_000 });
    await expect(said).toBeFocused();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.getByRole("button", { name: "Choose another way to pay" }).click();
    await expect(page.getByLabel("Select payment option")).toBeVisible();
  });

  test("approved on the phone but the provider never calls back: /pay asks our API, which asks the provider, and the booking is paid", async ({
    page,
    request,
  }) => {
    const { id } = await bookViaApi(request, "momo.no-callback@example.com", 2);
    await page.goto(`/pay/${id}`);
    // Numbers ending 04 approve at once on the fake and never call back.
    await sendPrompt(page, "MTN MoMo", "0788 123 404");
    await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`), { timeout: 30_000 });
    await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  });

  test("a forged callback that says the payment went through changes nothing: only the approval on the phone pays", async ({ page, context, request }) => {
    const { id } = await bookViaApi(request, "momo.forged@example.com", 2);
    await page.goto(`/pay/${id}`);
    await sendPrompt(page, "MTN MoMo", "0788 123 466");
    const live = page.getByRole("status").filter({ hasText: "on your phone" });
    await expect(live).toContainText("Approve the payment of");

    const phone = await context.newPage();
    await phone.goto(`${(await page.getByRole("link", { name: "Open the TEST MODE phone" }).getAttribute("href"))!}?msisdn=250788123466`);
    const action = (await phone.locator("form[action^='/phone/']").last().getAttribute("action"))!;
    const reference = action.split("/").at(-1)!;
    for (const body of [
      { referenceId: reference, externalId: reference, status: "SUCCESSFUL", financialTransactionId: "forged" },
      { referenceId: "00000000-0000-4000-8000-000000000000", status: "SUCCESSFUL" },
    ]) {
      const forged = await request.put("/api/v1/payments/mobile/callback/momo", { data: body });
      expect(forged.status()).toBe(200);
    }
    // Still waiting on the phone: the callback only made us ask the provider, who said pending.
    await page.waitForTimeout(3_000);
    await expect(page).toHaveURL(new RegExp(`/pay/${id}$`));
    await expect(live).toContainText("Approve the payment of");
    const order = await (await request.get(`/api/order/${id}`)).json();
    expect(order.data.status).toBe("PENDING");

    await phone.getByRole("button", { name: "Approve" }).last().click();
    await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`), { timeout: 20_000 });
  });

  test("a number of the other network is refused before anything is sent", async ({ page, request }) => {
    const { id } = await bookViaApi(request, "momo.wrong@example.com", 2);
    await page.goto(`/pay/${id}`);
    await chooseAndPay(page, "MTN MoMo");
    const field = page.getByLabel("MTN MoMo number");
    await field.fill("0722 123 456");
    await field.press("Enter");
    await expect(page.getByText("This is an Airtel Money number, not MTN MoMo.")).toBeVisible();
  });

  test("an event registration paid by Airtel Money, approved on the fake phone", async ({ page, context, request }) => {
    const event = await makeEvent(request, `Airtel Masterclass ${Date.now()}`, { price: 120, price1: 120, capacity: 30 });
    const email = `airtel-${Date.now()}@example.rw`;
    const reg = await request.post("/api/participant/create", {
      data: {
        eventName: event.slug,
        title: "Dr.",
        familyName: "Uwimana",
        firstName: "Grace",
        position: "Engineer",
        department: "Energy",
        organization: "REG",
        address: "KN 5 Rd",
        country: "Rwanda",
        town: "Kigali",
        phone: "0731 234 567",
        email,
        dataProtection: true,
      },
      headers: { "x-forwarded-for": "10.77.0.1" },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    const orderId = await payLinkOrder(email);
    await page.goto(`/pay/${orderId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pay for your registration");
    await sendPrompt(page, "Airtel Money", "0731 234 567");
    await expect(page.getByRole("status").filter({ hasText: "on your phone" })).toContainText("Approve the payment of");

    const phone = await context.newPage();
    await phone.goto(`${(await page.getByRole("link", { name: "Open the TEST MODE phone" }).getAttribute("href"))!}?msisdn=250731234567`);
    await expect(phone.getByText(/Airtel Money: pay RF\s[\d,]+ to Ikaze from 250731234567/)).toBeVisible();
    await phone.getByRole("button", { name: "Approve" }).click();
    await expect(page).toHaveURL(new RegExp(`/myorder/${orderId}\\?payment=paid$`), { timeout: 20_000 });
    await expect(page.getByText(/Paid by mobile money: RF\s[\d,]+ \(one US dollar at 1450 francs\)\./)).toBeVisible();
  });

  test("cancelled by the traveller after paying by MTN MoMo: the refund reaches the fake wallet in francs", async ({ page, request }) => {
    const { id, amount } = await bookViaApi(request, "momo.refund@example.com", 2);
    const francs = amount * DEMO_RATE;
    await page.goto(`/pay/${id}`);
    await chooseAndPay(page, "MTN MoMo");
    const fakeUrl = (await page.getByRole("link", { name: "Open the TEST MODE phone" }).getAttribute("href"))!;
    // Numbers ending 01 approve at once on the fake.
    await page.getByLabel("MTN MoMo number").fill("0788 123 401");
    await page.getByLabel("MTN MoMo number").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`), { timeout: 20_000 });
    const cancelled = await request.post(`/api/order/${id}/cancel`, { headers: { "x-forwarded-for": "10.77.0.2" } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.goto(`${fakeUrl}?msisdn=250788123401`);
    await expect(page.getByRole("listitem").filter({ hasText: "refunded to 250788123401" })).toHaveText(text(`${rf(francs)} refunded to 250788123401`));
  });

  test("staff see a pending payment with its age, masked wallet and reference, re-check it, and set the rate", async ({ page, request }) => {
    const { id } = await bookViaApi(request, "momo.staff@example.com", 2);
    // Numbers ending 03 never answer: the payment stays pending.
    const started = await request.post("/api/v1/payments/mobile", {
      data: { orderId: id, phone: "0788 123 403" },
      headers: { "x-forwarded-for": "10.77.0.3" },
    });
    expect(started.status(), await started.text()).toBe(202);

    await loginAs(page, ADMIN, `/account/orders/${id}`);
    const payments = page.getByRole("table", { name: "Payment attempts of this booking" });
    await expect(payments).toContainText("MTN MoMo");
    await expect(payments).toContainText("078•••••03");
    await expect(payments).toContainText(/PENDING, for \d+ seconds?/);
    await payments.getByRole("button", { name: "Re-check" }).click();
    await expect(page.getByText("Re-checked with MTN MoMo: PENDING.")).toBeVisible();

    await page.goto("/account/tour-bookings?q=momo.staff%40example.com");
    await expect(page.getByRole("table", { name: "Bookings" })).toContainText("078•••••03");

    await page.goto("/account/exchange-rate");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exchange rate");
    await expect(page.getByText(/In force: one US dollar = RF\s1,450, rate of/)).toBeVisible();
    await page.getByLabel("Francs for one US dollar").fill("1460.5");
    await page.getByRole("button", { name: "Save the rate" }).click();
    await expect(page.getByText(/In force: one US dollar = RF\s1,461 \(1460\.5\), rate of/)).toBeVisible();
  });

  test("a card approved while a mobile prompt still waits is only held, and the booking page says so", async ({ page, request }) => {
    const { id } = await bookViaApi(request, "card.held@example.com", 2);
    // Numbers ending 03 never answer: the prompt stays open while the traveller turns to a card.
    const started = await request.post("/api/v1/payments/mobile", {
      data: { orderId: id, phone: "0788 123 403" },
      headers: { "x-forwarded-for": "10.77.0.4" },
    });
    expect(started.status(), await started.text()).toBe(202);
    await page.goto(`/pay/${id}`);
    await chooseAndPay(page, "Visa card");
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=held$`));
    await expect(page.getByRole("status").filter({ hasText: "Your card is held, not charged." })).toBeVisible();
    await expect(page.getByText("Paid", { exact: true })).toHaveCount(0);
  });
});
