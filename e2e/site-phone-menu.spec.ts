import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";

/**
 * The phone menu at 390×844: the open panel fills the screen below the header, every
 * link in it is visible without scrolling inside a small box, each one reaches its page, the page
 * behind does not scroll while it is open, and it works from the keyboard.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const links: { name: string; path: string; heading: RegExp }[] = [
  { name: "Services", path: "/services", heading: /services/i },
  { name: "Tours", path: "/tours", heading: /tours/i },
  { name: "Events", path: "/events", heading: /events/i },
  { name: "Air tickets", path: "/airticket", heading: /air tickets/i },
  { name: "Accommodation", path: "/accommodation", heading: /accommodation/i },
  { name: "Car rental", path: "/carrental", heading: /car rental/i },
  { name: "Blog", path: "/blogs", heading: /blog/i },
  { name: "Advertisement", path: "/publications", heading: /advertis|publication/i },
  { name: "Press releases", path: "/press-releases", heading: /press releases/i },
  { name: "About", path: "/about", heading: /./ },
  { name: "FAQ", path: "/faq", heading: /./ },
  { name: "Contact us", path: "/contact", heading: /./ },
];

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).tap();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  return menu;
}

test("the open phone menu shows every link and both group names, inside the viewport", async ({ page }) => {
  await page.goto("/");
  const menu = await openMenu(page);
  for (const group of ["Travel", "News"]) await expect(menu.getByText(group, { exact: true })).toBeInViewport();
  for (const { name } of links) {
    const link = menu.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    // Fully on screen, not clipped by a box a few dozen pixels tall.
    await expect(link).toBeInViewport({ ratio: 1 });
    const box = await link.boundingBox();
    expect(box?.height ?? 0, `${name} is a comfortable touch target`).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("the page behind does not scroll while the menu is open, and does again once it closes", async ({ page }) => {
  await page.goto("/about");
  await openMenu(page);
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("every link of the phone menu reaches its page and closes the menu", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  for (const { name, path, heading } of links) {
    const menu = await openMenu(page);
    await menu.getByRole("link", { name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, "\\$&")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  }
});

test("the phone menu works from the keyboard: Tab walks every link, Escape closes and returns focus", async ({ page }) => {
  await page.goto("/tours");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu.getByRole("link", { name: "Services" })).toBeFocused();
  for (const { name } of links.slice(1)) {
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "FAQ", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/faq$/);
});
