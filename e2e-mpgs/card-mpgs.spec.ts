import { expect, test } from "@playwright/test";
import { ADMIN } from "../e2e/helpers/accounts";
import { bookThroughTheBox, chooseAndPay, outboxSubjects, tourPrices, usd } from "../e2e/helpers/booking";
import { loginAs } from "../e2e/helpers/session";

/*
 * The real payment client code (checkout.min.js loaded from MPGS_BASE_URL, Checkout.configure,
 * the redirect payment page, the return route, Retrieve Order) against the fake gateway that
 * playwright.mpgs.config.ts starts on loopback.
 */
test("book 3 people → Pay now → card on the (fake) Mastercard Gateway → approve → PAID with a receipt", async ({ page, request }) => {
  const { price3 } = await tourPrices(request);
  const email = `mpgs-${Date.now()}@example.com`;
  const id = await bookThroughTheBox(page, email, 3);
  await expect(page.getByText(`Total Amount to pay: ${usd(price3)}`)).toBeVisible();
  await chooseAndPay(page, "Mastercard");
  await expect(page.getByRole("heading", { name: "Fake Mastercard Gateway" })).toBeVisible();
  await page.getByRole("button", { name: "Pay (fake gateway)" }).click();
  await expect(page).toHaveURL(new RegExp(`/myorder/${id}\\?payment=paid$`));
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();

  await loginAs(page, ADMIN, "/account");
  const main = await outboxSubjects(page, email);
  await expect(main.getByText(/Payment received for booking IKZ-/)).toHaveCount(1);
});

test("a declined card on the (fake) gateway leaves the order awaiting payment and payable", async ({ page }) => {
  const id = await bookThroughTheBox(page, `mpgs-decline-${Date.now()}@example.com`, 2);
  await chooseAndPay(page, "Visa card");
  await page.getByRole("button", { name: "Decline (fake gateway)" }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${id}\\?payment=failed$`));
  await page.goto(`/myorder/${id}`);
  await expect(page.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay now" })).toBeVisible();
});
