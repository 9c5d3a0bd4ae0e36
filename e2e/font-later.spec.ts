import { expect, test, type Page } from "@playwright/test";
import { FONT_LATER_CLASS } from "../app/font-later";

/*
 * app/font-later.ts: on a first visit the headings' web font is fetched only after
 * the page has loaded, so it does not share a phone's slow connection with the hero picture; a
 * later page view uses it at once; without script it loads as usual. Read from the browser's own
 * Resource Timing and navigation entries (when the font's request started against the load event),
 * not from timings of ours.
 */

const FONT = /\/_next\/static\/media\/fraunces[^/]*\.woff2$/;

/** When the font's request started and when the page's load event began (ms since navigation), once the font has arrived. */
async function fontAndLoad(page: Page) {
  await expect.poll(() => page.evaluate((re) => performance.getEntriesByType("resource").some((e) => new RegExp(re).test(e.name)), FONT.source)).toBe(true);
  return page.evaluate((re) => {
    const font = performance.getEntriesByType("resource").find((e) => new RegExp(re).test(e.name))!;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return { fontStart: font.startTime, loadStart: nav.loadEventStart };
  }, FONT.source);
}

const headingFont = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .first()
    .evaluate((h) => getComputedStyle(h).fontFamily);

test("a first visit fetches the headings' font after the page has loaded, then sets headings in it; the next page view uses it at once", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Whether <html> was marked before the body was parsed (the head's script ran first).
  await page.addInitScript((cls) => {
    document.addEventListener(
      "DOMContentLoaded",
      () => ((window as unknown as { markedAtParse: boolean }).markedAtParse = document.documentElement.classList.contains(cls)),
    );
  }, FONT_LATER_CLASS);
  await page.goto("/about");
  expect(await page.evaluate(() => (window as unknown as { markedAtParse: boolean }).markedAtParse)).toBe(true);
  const first = await fontAndLoad(page);
  expect(first.fontStart).toBeGreaterThanOrEqual(first.loadStart);
  // The mark is gone and the heading is set in Fraunces (next/font names the face "display").
  await expect(page.locator("html")).not.toHaveClass(new RegExp(`\\b${FONT_LATER_CLASS}\\b`));
  expect(await headingFont(page)).toMatch(/^"?display"?,/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px "display"'))).toBe(true);

  // The same visitor, another page: no mark, the font is asked for while the page loads.
  await page.goto("/contact");
  expect(await page.evaluate(() => (window as unknown as { markedAtParse: boolean }).markedAtParse)).toBe(false);
  const second = await fontAndLoad(page);
  expect(second.fontStart).toBeLessThan(second.loadStart);
  expect(await headingFont(page)).toMatch(/^"?display"?,/);
  await context.close();
});

test("with script turned off the headings' font loads as usual", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on("request", (r) => FONT.test(new URL(r.url()).pathname) && fonts.push(r.url()));
  await page.goto("/about");
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  await context.close();
});
