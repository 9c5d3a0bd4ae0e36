import { expect, test } from "@playwright/test";
import { BUDGETED_PAGES, findLinks } from "../bench/page-weight.mjs";
import { demoEvents } from "../lib/office/setup/demo/events";
import { demoNews } from "../lib/office/setup/demo/news";
import { demoTours } from "../lib/office/setup/demo/tours";

/*
 * On a phone, the largest paint of each landing page is its hero picture, and only
 * the hero competes with it. What Lighthouse's LCP breakdown asks of that picture, checked in a real
 * browser at a mid-range phone's size (412 px, DPR 1.75, Lighthouse's mobile preset):
 * - the browser reports the hero <img> as a largest-contentful-paint candidate;
 * - it is found in the HTML head (a preload with the same srcset and sizes) at high priority and is
 *   never lazy, and it is decoded with the frame that shows the page (an async decode paints it a
 *   frame later: that later paint is the LCP);
 * - the width the phone picks is the smallest of the srcset that covers 412 × 1.75 = 721 px;
 * - every other picture is lazy, so none of them is fetched beside the hero.
 * Attributes and the browser's choice, no timings: they do not depend on the machine's load.
 */

const LANDING = ["home", "tours", "tour", "post", "event", "participant", "contact"];

// The demo's own items, not whatever a list shows first: other specs publish posts and tours of
// their own (without a picture, or pushing the demo's off the list's first page).
const published = <T extends { slug: string; isPublished?: boolean; isApproved?: boolean }>(items: T[]) =>
  items.filter((i) => i.isPublished !== false && i.isApproved !== false);

async function landingPages(origin: string) {
  const firstPaidEvent = async () => {
    for (const e of published(demoEvents)) {
      const [form] = await findLinks(origin, `/event/${e.slug}`, "/participant?event=");
      if (form) return form;
    }
    throw new Error("no demo event links to a registration form");
  };
  const item: Record<string, () => Promise<string>> = {
    tour: async () => `/tour/${published(demoTours)[0].slug}`,
    post: async () => `/blog/${published(demoNews)[0].slug}`,
    event: async () => `/event/${published(demoEvents)[0].slug}`,
    participant: firstPaidEvent,
  };
  const out: { name: string; path: string }[] = [];
  for (const p of BUDGETED_PAGES.filter((b) => LANDING.includes(b.name))) out.push({ name: p.name, path: p.path ?? (await item[p.name]()) });
  return out;
}

// `screen` too: the project is Desktop Chrome, whose 1920-px screen a context inherits, and a phone
// emulated on a desktop-sized screen sometimes takes the 1920 candidate (a real phone's screen is its width).
const PHONE = { viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

test("each landing page's largest paint is its preloaded, eagerly decoded hero; the other pictures are lazy", async ({ browser, baseURL }) => {
  const pages = await landingPages(baseURL!);
  expect(pages.map((p) => p.name).sort()).toEqual([...LANDING].sort());

  for (const { name, path } of pages) {
    await test.step(`${name} ${path}`, async () => {
      // A cold load in a context of its own, as Lighthouse measures it: a picture an earlier page left
      // in the memory cache at another width may be taken instead of the srcset's choice.
      const context = await browser.newContext({ ...PHONE, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      // The picture the browser reported as a largest-paint candidate at high priority: the hero.
      // (With the test gateway on, /participant's test-mode notice and form may paint larger
      // later; the hero must still have been the largest paint when it appeared.)
      const lcp = await page.evaluate(
        () =>
          new Promise<{
            tag: string;
            src: string;
            fetchPriority: string | null;
            loading: string | null;
            decoding: string | null;
            sizes: string;
            srcset: string;
          }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const el = entries.map((e) => e.element).find((e): e is HTMLImageElement => e?.tagName === "IMG" && e.getAttribute("fetchpriority") === "high");
              if (!el) return;
              resolve({
                tag: el.tagName,
                src: el.currentSrc,
                fetchPriority: el.getAttribute("fetchpriority"),
                loading: el.getAttribute("loading"),
                decoding: el.getAttribute("decoding"),
                sizes: el.getAttribute("sizes") ?? "",
                srcset: el.getAttribute("srcset") ?? "",
              });
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      expect(lcp.tag).toBe("IMG");
      expect(lcp.fetchPriority).toBe("high");
      expect(lcp.loading).not.toBe("lazy");
      expect(lcp.decoding, "decoded with the page, not a frame later").not.toBe("async");

      // Found in the head: a preload of the same responsive picture at high priority.
      const preload = page.locator('head link[rel="preload"][as="image"]');
      await expect(preload).toHaveCount(1);
      await expect(preload).toHaveAttribute("fetchpriority", "high");
      await expect(preload).toHaveAttribute("imagesrcset", lcp.srcset);
      await expect(preload).toHaveAttribute("imagesizes", lcp.sizes);

      // The phone takes the smallest width that covers its 721 device pixels, not a larger one.
      const widths = [...lcp.srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
      const needed = Math.min(...widths.filter((w) => w >= 412 * 1.75));
      expect(new URL(lcp.src).searchParams.get("w")).toBe(String(needed));

      // Nothing else competes: every other picture waits until it nears the screen.
      const others = await page
        .locator("img")
        .evaluateAll((imgs, hero) => imgs.filter((i) => (i as HTMLImageElement).currentSrc !== hero).map((i) => i.getAttribute("loading")), lcp.src);
      expect(others.filter((l) => l !== "lazy")).toEqual([]);
      await context.close();
    });
  }
});
