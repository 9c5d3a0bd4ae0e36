import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { seriousViolations } from "./helpers/axe";
import { bookViaApi, chooseAndPay, day, outboxSubjects, tourPrices, TOUR, usd } from "./helpers/booking";
import { toast } from "./helpers/content";
import { loginAs } from "./helpers/session";
import { chooseRowAction } from "./helpers/row-menu";

/** A booking placed through the API, as an old client would (the amount sent is ignored). */
test("book 3 people on a tour, pay by card through the test gateway: PAID and a receipt in the outbox", async ({ page, request }) => {
  const tour = await tourPrices(request);
  const email = `traveller-${Date.now()}@example.com`;
  await page.goto(`/tour/${TOUR.slug}`);
  // The test gateway takes the payments here (playwright.config.ts): every public page says so.
  await expect(page.getByRole("region", { name: "Test mode" })).toContainText("TEST MODE: payments on this site are simulated.");
  const form = page.getByRole("form", { name: `Book ${TOUR.title}` });

  // The spec's messages come from the shared schema before anything is sent.
  await form.getByRole("button", { name: "Pay later" }).click();
  for (const m of ["Full name is required.", "Email is required.", "Your phone is required.", "Address is required.", "Location is required."]) {
    await expect(form.getByText(m)).toBeVisible();
  }

  await form.getByLabel("Select Number of People").selectOption({ label: "3 travellers" });
  await expect(form.getByLabel("Amount to pay (USD)")).toHaveValue(usd(tour.price3));
  await form.getByLabel("Full name").fill("Aline Uwera");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+55 11 91234 5678");
  await form.getByLabel("Address").fill("KG 11 Ave");
  await form.getByLabel("Location").fill("Kigali Marriott");
  await form.getByLabel("Tour date").fill(day(20));
  await form.getByLabel("Pick-up date and time").fill(`${day(20)}T07:30`);
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(form.getByText("That number +55 11 91234 5678 is only accepted at the office, please contact us")).toBeVisible();
  // The date rules run once every field is valid.
  await form.getByLabel("Phone").fill("0788 123 456");
  await form.getByLabel("Pick-up date and time").fill(`${day(21)}T07:30`);
  await form.getByRole("button", { name: "Pay now" }).click();
  await expect(form.getByText("The pick-up cannot be after the tour date.")).toBeVisible();
  await form.getByLabel("Pick-up date and time").fill(`${day(20)}T07:30`);
  // Public forms refuse what is sent within 2 s of opening them (a bot's speed).
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Pay now" }).click();

  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
  const orderId = page.url().split("/").at(-1)!;
  await expect(page.getByText(`Total Amount to pay: ${usd(tour.price3)}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chooseAndPay(page, "Visa card");
  await expect(page.getByRole("heading", { name: /TEST MODE/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Approve payment" }).click();

  await expect(page).toHaveURL(new RegExp(`/myorder/${orderId}\\?payment=paid$`));
  await expect(page.getByRole("heading", { name: "View order" })).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  // Paid through the test gateway: marked so wherever the order is shown.
  await expect(page.getByText("TEST", { exact: true })).toBeVisible();
  await expect(page.getByText(`Total: ${usd(tour.price3)}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay now" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await loginAs(page, ADMIN, "/account");
  const outbox = await outboxSubjects(page, email);
  await expect(outbox.getByText(/Payment received for booking IKZ-/)).toHaveCount(1);
  await expect(outbox.getByText(/Your Ikaze booking IKZ-/)).toHaveCount(1);
});

test("a declined card leaves the order PENDING and payable; an amount altered in browser storage changes nothing", async ({ page, request }) => {
  const { id, amount } = await bookViaApi(request, `decline-${Date.now()}@example.com`, 3);
  await page.goto("/tours");
  await page.evaluate((orderId) => {
    localStorage.setItem("bookingID", orderId);
    localStorage.setItem("amountToPay", "1");
  }, id);
  await page.goto("/pay");
  await expect(page).toHaveURL(new RegExp(`/pay/${id}$`));
  await expect(page.getByText(`Total Amount to pay: ${usd(amount)}`)).toBeVisible();

  await chooseAndPay(page, "Mastercard");
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${id}\\?payment=failed$`));
  await expect(page.getByRole("alert").filter({ hasText: "The payment was not completed" })).toBeVisible();

  await page.goto(`/myorder/${id}`);
  await expect(page.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Pay now" }).click();
  await chooseAndPay(page, "Visa card");
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
});

test("bank transfer shows the details and reference; an admin marks the booking paid from Bookings", async ({ page, request }) => {
  const email = `bank-${Date.now()}@example.com`;
  const { id } = await bookViaApi(request, email);
  const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
  await page.goto(`/pay/${id}`);
  await chooseAndPay(page, "Bank transfer");
  const details = page.getByRole("region", { name: "Bank transfer details" });
  await expect(details).toContainText(reference);
  await expect(details).toContainText("BKIGRWRW");

  await loginAs(page, ADMIN, "/account");
  // The dashboard home's work queue counts the booking that waits for its transfer.
  await expect(page.getByRole("link", { name: /^\d+ tour bookings? awaiting a bank transfer$/ })).toBeVisible();
  await page.goto(`/account/tour-bookings?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Dashboard›Bookings");
  const row = page.getByRole("row", { name: /Jean Bosco/ });
  await expect(row).toContainText("Awaiting bank transfer");
  await expect(row).toContainText(TOUR.title);
  expect(await seriousViolations(page)).toEqual([]);
  await chooseRowAction(page, row, "Mark paid");
  await page.getByRole("dialog").getByRole("button", { name: "Mark paid" }).click();
  await expect(toast(page, "The order is marked as paid.")).toBeVisible();
  await expect(row).toContainText("Paid");

  await page.getByLabel("Status").selectOption("PAID");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row", { name: /Jean Bosco/ })).toHaveCount(1);
  const csv = await page.request.get(`/account/tour-bookings/export?q=${encodeURIComponent(email)}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(reference);

  await page.goto(`/myorder/${id}`);
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/account/tour-bookings");
  await page.goto("/account/supplier/orders");
  await expect(page).toHaveURL(/\/account\/tour-bookings$/);
});
