import { expect, test } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { bookViaApi } from "./helpers/booking";
import { loginAs } from "./helpers/session";
import { pageScrollsSideways, STATUS_CODES, visibleText } from "./helpers/visible-text";

/** Every list of the back office (the sidebar's, and a comments page). */
const LISTS = [
  "/account",
  "/account/news",
  "/account/tours",
  "/account/tour-bookings",
  "/account/events",
  "/account/events/participant",
  "/account/publications",
  "/account/users",
  "/account/inbox",
  "/account/subscribers",
  "/account/audit",
  "/account/mail",
  "/account/tours/comment/gorilla-trekking-volcanoes-national-park",
];

test("no back-office list scrolls the page sideways at 1024 and 1280 px, and none shows a raw status code", async ({ page, request }) => {
  // A booking awaiting a bank transfer, so the lists hold every kind of row.
  const { id } = await bookViaApi(request, `lists-${Date.now()}@example.rw`, 3);
  expect((await request.post("/api/v1/payments/bank-transfer", { data: { orderId: id } })).status()).toBe(200);
  await loginAs(page, ADMIN);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of LISTS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await pageScrollsSideways(page), `${path} at ${width} px`).toBe(false);
      expect(await visibleText(page), `${path} at ${width} px`).not.toMatch(STATUS_CODES);
    }
  }
});

test("the bookings list at 1280 px: tour date as a column, statuses in words, every status in the filters, the row's name kept in view", async ({
  page,
  request,
}) => {
  const email = `columns-${Date.now()}@example.rw`;
  const { id } = await bookViaApi(request, email, 2);
  expect((await request.post("/api/v1/payments/bank-transfer", { data: { orderId: id } })).status()).toBe(200);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, ADMIN, "/account/tour-bookings");
  const table = page.getByRole("table", { name: "Bookings" });
  await expect(table.getByRole("columnheader")).toHaveText(["#", "Name", "Tour name", "Tour date", "Booking Status", "Amount", "Actions"]);
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell").nth(3)).toContainText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}Booked \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(row.getByRole("cell").nth(4)).toHaveText("Awaiting bank transfer");
  // Every column, Actions included, is in view without scrolling anything.
  await expect(row.getByRole("button", { name: /^Actions for / })).toBeInViewport();
  await expect(page.getByLabel("Status").getByRole("option")).toHaveText([
    "All statuses",
    "Awaiting payment",
    "Awaiting bank transfer",
    "Paid",
    "Payment failed",
    "Cancelled",
    "Refund due",
    "Refunded",
    "Partly refunded",
  ]);
  await page.getByLabel("Status").selectOption({ label: "Awaiting bank transfer" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=AWAITING_TRANSFER/);
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);

  await page.goto("/account/events/participant");
  await expect(page.getByLabel("Payment status").getByRole("option")).toContainText([
    "Any status",
    "Awaiting payment",
    "Awaiting bank transfer",
    "Paid",
    "Payment failed",
    "Cancelled",
    "Refunded",
    "Free",
    "Not paid",
  ]);

  // At 1024 px the table scrolls inside its own frame, and the client's name stays in view.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/account/tour-bookings");
  const region = page.getByRole("region", { name: "Bookings" });
  await region.evaluate((el) => el.scrollBy(400, 0));
  await expect(page.getByRole("row").filter({ hasText: email }).getByRole("link").first()).toBeInViewport();
});

test("opening a tour's Actions menu keeps its title in view", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await loginAs(page, ADMIN, "/account/tours");
  const row = page.getByRole("row").filter({ hasText: "Gorilla Trekking in Volcanoes National Park" });
  // The table is wider than its frame at 1024 px: reaching Actions scrolls the frame, and the
  // title, in the sticky first column, stays where it was.
  await row.getByRole("button", { name: /^Actions for / }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await page.getByRole("region", { name: "Tours" }).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(row.getByRole("link", { name: /^Gorilla Trekking/ })).toBeInViewport({ ratio: 1 });
  expect(await pageScrollsSideways(page)).toBe(false);
});
