import { expect, test } from "@playwright/test";

/**
 * On a page that opens with a photograph the header lies over the picture: in test mode the TEST
 * MODE banner stays above it, readable (the header used to cover it), and the header still sticks to
 * the top once the page scrolls.
 */
for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the TEST MODE banner is not under the header on a page with a hero (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Test mode" });
    const header = page.getByRole("banner");
    const b = (await banner.boundingBox())!;
    const h = (await header.boundingBox())!;
    expect(b.y).toBe(0);
    expect(h.y, "the header starts below the banner").toBeGreaterThanOrEqual(b.y + b.height - 1);
    // The hero still runs under the header: the first thing in the page starts where the header does.
    const hero = (await page.locator("[data-hero]").first().boundingBox())!;
    expect(hero.y).toBeLessThanOrEqual(h.y + 1);

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(0);
  });
}
