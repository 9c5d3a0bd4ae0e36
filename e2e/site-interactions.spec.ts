import { expect, test, type Page } from "@playwright/test";

/** The public site's interactive parts work by keyboard and touch: carousel, FAQ, menus, header. */

const carousel = (page: Page) => page.getByRole("region", { name: "Highlights of Rwanda" });
const visibleSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
const slideNumber = async (page: Page) => Number((await visibleSlide(page).getAttribute("aria-label"))!.split(" ")[0]);
/** Stops the page's clock (a few seconds ahead of now, so that it is never asked to go back). */
const holdClock = (page: Page) => page.clock.pauseAt(Date.now() + 5_000);

test.describe("home carousel", () => {
  test("previous, next, slide and pause buttons work from the keyboard", async ({ page }) => {
    await page.goto("/");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^1 of 3/);
    const next = carousel(page).getByRole("button", { name: "Next slide" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^2 of 3/);
    await page.keyboard.press("Space");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^3 of 3/);
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^1 of 3/);
    await page.keyboard.press("Shift+Tab"); // the pause button sits between previous and next
    await page.keyboard.press("Shift+Tab");
    await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^3 of 3/);
    await carousel(page).getByRole("button", { name: "Show slide 2 of 3" }).press("Enter");
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^2 of 3/);
    await expect(carousel(page).getByRole("button", { name: "Show slide 2 of 3" })).toHaveAttribute("aria-current", "true");

    const pause = carousel(page).getByRole("button", { name: "Pause slideshow" });
    await pause.press("Enter");
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeFocused();
  });

  // The page runs on Playwright's clock, held still once the page is up: only runFor moves the
  // slideshow, by exactly that much (no real seconds waited, and a slow machine changes nothing).
  test("it advances every 3 seconds, and stops while hovered or focused", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.mouse.move(5, 5); // over the header, outside the carousel
    await expect(visibleSlide(page)).toBeVisible();
    await holdClock(page);
    const shown = await slideNumber(page);
    await page.clock.runFor(3_100);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", new RegExp(`^${(shown % 3) + 1} of 3`));

    await carousel(page).hover();
    const hovered = await visibleSlide(page).getAttribute("aria-label");
    await page.clock.runFor(4_000);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", hovered!);

    await page.mouse.move(5, 5);
    await carousel(page).getByRole("button", { name: "Next slide" }).focus();
    const focused = await visibleSlide(page).getAttribute("aria-label");
    await page.clock.runFor(4_000);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", focused!);
  });

  test("it stays still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await page.mouse.move(5, 5);
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await holdClock(page);
    await page.clock.runFor(4_000);
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^1 of 3/);
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expect(visibleSlide(page)).toHaveAttribute("aria-label", /^2 of 3/);
  });
});

test("FAQ answers open and close from the keyboard, including the COVID-19 test rule", async ({ page }) => {
  await page.goto("/faq");
  const question = page.getByText("How much does a COVID-19 test cost and where can I take it?");
  const answer = page.getByText(/A test for departure costs USD 50/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(page.getByText(/valid within 120 hours before departure/)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(answer).toBeHidden();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByText(/Gorillas can catch human respiratory illnesses/)).toBeVisible();
});

test.describe("navigation", () => {
  test("the mobile menu opens, moves focus into it, and closes with Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Services" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Car rental" }).click();
    await expect(page).toHaveURL(/\/carrental$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car rental");
  });

  test("desktop dropdowns open from the keyboard, close with Escape and mark the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/tours");
    const main = page.getByRole("navigation", { name: "Main" });
    const travel = main.getByText("Travel", { exact: true });
    await travel.focus();
    await page.keyboard.press("Enter");
    await expect(main.getByRole("link", { name: "Tours" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Tours" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Escape");
    await expect(main.getByRole("link", { name: "Tours" })).toBeHidden();
    await expect(travel).toBeFocused();
  });

  test("the header changes style past 80 px of scroll", async ({ page }) => {
    await page.goto("/about");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled");
  });
});
