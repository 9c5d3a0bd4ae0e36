import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { EDITOR } from "./helpers/accounts";
import { bookThroughTheBox } from "./helpers/booking";
import { loginAs } from "./helpers/session";

/**
 * The dashboard header's search: `/` focuses it, results come grouped by kind as
 * you type, each is a link; Enter opens the full results page. A traveller books through the
 * tour page's booking box first, so the booking searched for is a real one.
 */
const searchBox = (page: Page) => page.getByRole("searchbox", { name: /^Search bookings/ });

test("staff type a traveller's e-mail into the header search and open the booking", async ({ page }) => {
  const email = `search.traveller.${Date.now()}@example.com`;
  const orderId = await bookThroughTheBox(page, email, 2);
  const reference = `IKZ-${orderId.slice(0, 8).toUpperCase()}`;

  await loginAs(page, EDITOR);
  await page.keyboard.press("/");
  await expect(searchBox(page)).toBeFocused();
  // Typed key by key: the box waits for a pause, and an answer for an older text never shows.
  await searchBox(page).pressSequentially(email, { delay: 20 });
  const bookings = page.getByRole("region", { name: /^Bookings/ });
  await expect(bookings).toBeVisible();
  await expect(bookings.getByRole("link")).toHaveCount(1);
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("1 result");
  expect((await new AxeBuilder({ page }).include("header").analyze()).violations).toEqual([]);

  // The keyboard reaches the results; Escape closes them and returns to the box.
  await searchBox(page).press("ArrowDown");
  await expect(bookings.getByRole("link", { name: `${reference} · Aline Uwera` })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(bookings).toBeHidden();
  await expect(searchBox(page)).toBeFocused();

  await searchBox(page).fill(email.toUpperCase());
  await bookings.getByRole("link", { name: `${reference} · Aline Uwera` }).click();
  await expect(page).toHaveURL(new RegExp(`/myorder/${orderId}$`));
  await expect(page.getByText(reference).first()).toBeVisible();
});

test("Enter opens the results page: a few of every kind, then all of one kind", async ({ page }) => {
  await loginAs(page, EDITOR);
  await searchBox(page).fill("gorilla");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/account\/search\?q=gorilla$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search results for “gorilla”" })).toBeVisible();
  const tours = page.getByRole("main").getByRole("region", { name: /^Tours/ });
  await expect(tours.getByRole("link", { name: /Gorilla Trekking/ }).first()).toBeVisible();

  // Narrowed to one kind, from the page's own form.
  const form = page.getByRole("search", { name: "Search the dashboard" });
  await form.getByLabel("Kind").selectOption({ label: "Tours" });
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/kind=tours/);
  await expect(page.getByRole("main").getByRole("region")).toHaveCount(1);
  await tours
    .getByRole("link", { name: /Gorilla Trekking/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account\/tours\/view\//);
});

test("two letters ask for a third; nothing found says so", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, EDITOR);
  const status = page.getByRole("banner").getByRole("status");
  await searchBox(page).fill("go");
  await expect(status).toHaveText("Type at least 3 letters or digits.");
  await expect(page.getByRole("banner").getByText("Type at least 3 letters or digits.", { exact: true }).last()).toBeVisible();
  await searchBox(page).fill("zzqx-no-such-thing");
  await expect(status).toHaveText("Nothing found for “zzqx-no-such-thing”.");
  // At phone width the box and its panel stay inside the screen.
  const box = await page.getByRole("banner").getByText("Nothing found for “zzqx-no-such-thing”.").last().boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});
