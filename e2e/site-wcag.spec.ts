import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { contrast, cssColor, focusRing, grab, type Rgb } from "./helpers/pixels";
import { FORUM_PAGE as FORUM, PAST_EVENT_PAGE as PAST_EVENT, PUBLIC_PAGES, TOUR_PAGE as TOUR } from "./helpers/public-pages";
import { loginAs } from "./helpers/session";

/**
 * WCAG 2.2 AA checks axe cannot make and the phone-first details, each on
 * what Chromium paints: reflow at 320 px, focus never under the fixed header, focus rings and the
 * hero's small text measured on screenshots, page titles of 404s, structured data read against the
 * page, and the size of the public forms' controls. Few page loads: several checks per page.
 */

/** WCAG 1.4.12's text-spacing overrides: a reader's style sheet must not break the layout. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("reflow", () => {
  test("no public page scrolls sideways at 320 px, nor at 390 px with the text-spacing overrides", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PUBLIC_PAGES) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      expect(await sideways(page), `${path} at 320 px`).toBe(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await sideways(page), `${path} at 390 px with text spacing`).toBe(0);
    }
  });

  test("the dashboard at 320 px: no sideways scroll, a skip link first, labelled search boxes", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await loginAs(page, ADMIN);
    for (const path of ["/account", "/account/tour-bookings", "/account/tours/create", "/account/users"]) {
      await page.goto(path);
      expect(await sideways(page), path).toBe(0);
    }
    // Before the 13 sidebar links: one key press to the page itself.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The search box's label is on the screen, not only a placeholder.
    const search = page.getByRole("searchbox", { name: "Search by name, email or organization" });
    await expect(search).toBeVisible();
    await expect(search).not.toHaveAttribute("placeholder");
    await expect(page.getByText("Search by name, email or organization", { exact: true })).toBeVisible();
  });
});

/**
 * Walks back from the last control of the page to the first with Shift+Tab; at each stop the
 * focused element must be clear of the header (fixed over a hero, sticky elsewhere).
 */
async function shiftTabWalk(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary")].filter(
      (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
    );
    controls[controls.length - 1].focus();
  });
  let stops = 0;
  for (; stops < 250; stops++) {
    await page.keyboard.press("Shift+Tab");
    const at = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector("header.site-header");
      if (!el || el === document.body || !header) return null;
      if (header.contains(el) || el.getAttribute("href") === "#main") return null; // reached the top
      const box = el.getBoundingClientRect();
      const bottom = header.getBoundingClientRect().bottom;
      return { what: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`, top: box.top, bottom };
    });
    if (!at) break;
    expect(at.top, `${path}: ${at.what} is under the header (top ${at.top} < ${at.bottom})`).toBeGreaterThanOrEqual(at.bottom - 1);
  }
  expect(stops, `${path}: the walk reached the header`).toBeGreaterThan(10);
}

for (const viewport of [
  { name: "wide screen", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`Shift+Tab through / and a tour page never hides the focused element under the header (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Instant scrolling: a smooth scroll would be measured halfway.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await shiftTabWalk(page, "/");
    await shiftTabWalk(page, TOUR);
  });
}

test.describe("contrast on what is painted", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Focus through the keyboard's route (so :focus-visible applies), then measure the ring. */
  async function expectVisibleFocus(locator: Locator, what: string) {
    await locator.focus();
    await locator.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const { sides, toneContrast } = await focusRing(locator);
    for (const side of sides) {
      expect(
        side.best,
        `${what}, ${side.side} side: ring ${JSON.stringify(side.ringColours)} against ${JSON.stringify(side.background)}`,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(toneContrast, `${what}: the ring's colours (computed style) against the sampled background`).toBeGreaterThanOrEqual(3);
  }

  test("every focus indicator reaches 3:1: the header's dropdown, the hero, the footer", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.keyboard.press("Tab"); // the skip link: from here on, focus is the keyboard's
    const main = page.getByRole("navigation", { name: "Main" });
    for (const [group, item] of [
      ["Travel", "Tours"],
      ["News", "Advertisement"],
    ]) {
      const summary = main.getByText(group, { exact: true });
      await expectVisibleFocus(summary, `"${group}" over the hero`);
      await page.keyboard.press("Enter");
      await expectVisibleFocus(main.getByRole("link", { name: item }), `"${item}" in the white dropdown`);
      await page.keyboard.press("Escape");
    }
    const hero = page.getByRole("region", { name: "Highlights of Rwanda" });
    await expectVisibleFocus(hero.getByRole("link", { name: "Explore our services" }), "the hero's first button");
    await expectVisibleFocus(hero.getByRole("link", { name: "Browse tours" }), "the hero's glass button");
    await expectVisibleFocus(hero.getByRole("button", { name: "Next slide" }), "the carousel's next button");
    const footer = page.getByRole("contentinfo");
    await expectVisibleFocus(footer.getByRole("link", { name: "About us" }), "a footer link");
    await expectVisibleFocus(footer.getByRole("link", { name: /^Instagram/ }), "a footer social link");
    await expectVisibleFocus(footer.getByRole("button", { name: "Subscribe" }), "the footer's Subscribe button");
    await expectVisibleFocus(page.getByRole("link", { name: "Privacy Policy" }), "a link on the footer's bottom bar");
  });

  test("the home hero's eyebrow reaches 4.5:1 against the photograph behind it, on every slide, wide and on a phone", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Highlights of Rwanda" });
    const eyebrow = hero.getByText("Rwanda-based · consultancy and travel");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
      for (let slide = 1; slide <= 3; slide++) {
        await hero.getByRole("button", { name: `Show slide ${slide} of 3` }).click();
        await expect(hero.getByRole("group", { name: new RegExp(`^${slide} of 3`) })).toHaveAttribute("aria-hidden", "false");
        await expect.poll(() => hero.locator("img").evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
        const text = await cssColor(page, await eyebrow.evaluate((el) => getComputedStyle(el).color));
        // The background the letters sit on: the text's own box (inside the padding), painted without them.
        const box = await eyebrow.evaluate((el) => {
          el.style.color = "transparent";
          const r = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          const [top, right, bottom, left] = [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft].map(parseFloat);
          return { x: r.x + left, y: r.y + top, width: r.width - left - right, height: r.height - top - bottom };
        });
        const shot = await grab(page, box);
        await eyebrow.evaluate((el) => (el.style.color = ""));
        let worst = 21;
        let at: Rgb = [0, 0, 0];
        for (let x = box.x + 1; x < box.x + box.width - 1; x += 2) {
          for (let y = box.y + 1; y < box.y + box.height - 1; y += 2) {
            const c = contrast(text, shot.at(x, y));
            if (c < worst) [worst, at] = [c, shot.at(x, y)];
          }
        }
        expect(worst, `slide ${slide} at ${width} px: ${JSON.stringify(text)} on ${JSON.stringify(at)}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});

test("a 404 is titled 'Page not found', whatever the path looked like", async ({ page }) => {
  for (const path of ["/no-such-page", "/tour/no-such-tour", "/tours/page/99", "/event/no-such-event", "/participant?event=no-such-event"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page, path).toHaveTitle("Page not found | Ikaze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

type Ld = Record<string, unknown> & { "@type": string };
const jsonLd = async (page: Page): Promise<Ld[]> => (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
const usd = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

test.describe("structured data tells what the page shows", () => {
  test("an event: offers from the fee table, its own place, Kigali times; the list's price is the page's 'from' price; past events are not in stock", async ({
    page,
  }) => {
    // Other specs add events of their own, which may push the forum to a later page of the list.
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: /East Africa Sustainable Tourism Forum/ }) });
    for (let n = 1; n <= 5; n++) {
      await page.goto(n === 1 ? "/events" : `/events/page/${n}`);
      if (await card.count()) break;
    }
    const listed = (await card.getByText(/^(from \$|\$|Free entry)/).textContent())!.trim();

    await page.goto(FORUM);
    const shown = (await page
      .getByRole("region", { name: "Join this event" })
      .getByRole("definition")
      .filter({ hasText: /\$|Free/ })
      .textContent())!.trim();
    expect(listed).toBe(shown);
    const table = page.getByRole("table", { name: /Registration fees/ });
    const cells = (await table.getByRole("cell").allTextContents()).filter((t) => t.includes("$")).map(usd);
    expect(cells.length).toBe(6);
    const where = (await page.getByRole("region", { name: "Join this event" }).getByRole("definition").nth(2).textContent())!.trim();

    const event = (await jsonLd(page)).find((d) => d["@type"] === "Event")!;
    const offers = event.offers as {
      "@type": string;
      lowPrice: number;
      highPrice: number;
      offerCount: number;
      priceCurrency: string;
      availability: string;
      offers: { price: number; validFrom?: string; validThrough?: string }[];
    };
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "USD",
      lowPrice: Math.min(...cells),
      highPrice: Math.max(...cells),
      offerCount: 6,
      availability: "https://schema.org/InStock",
    });
    expect(offers.offers.map((o) => o.price).sort((a, b) => a - b)).toEqual([...cells].sort((a, b) => a - b));
    // Today's lowest fee is the page's "from" price.
    expect(usd(shown)).toBe(
      Math.min(
        ...offers.offers
          .filter((o) => (!o.validThrough || Date.parse(o.validThrough) >= Date.now()) && (!o.validFrom || Date.parse(o.validFrom) <= Date.now()))
          .map((o) => o.price),
      ),
    );
    const location = event.location as { name: string; address: { streetAddress?: string; addressLocality: string; addressCountry: string } };
    expect([location.name, location.address.streetAddress, location.address.addressLocality].filter(Boolean).join(", ")).toBe(where);
    expect(where).toBe("Kinigi, Musanze District");
    expect(event.startDate).toBe("2027-05-18T08:30:00+02:00");
    expect(event.endDate).toBe("2027-05-20T13:00:00+02:00");

    // Visible breadcrumbs and the BreadcrumbList say the same.
    const crumbs = await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem").allTextContents();
    const list = (await jsonLd(page)).find((d) => d["@type"] === "BreadcrumbList")!;
    expect((list.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(crumbs.map((c) => c.replace("›", "").trim()));

    await page.goto(PAST_EVENT);
    const past = (await jsonLd(page)).find((d) => d["@type"] === "Event")!;
    expect((past.offers as { availability: string }).availability).not.toBe("https://schema.org/InStock");
  });

  test("sort orders are not pages of their own; a facet page has its own title, description and heading", async ({ page }) => {
    for (const path of ["/tours/sort/newest", "/tours/sort/price-low/page/2"]) {
      const res = await page.goto(path);
      if (res?.status() === 404) continue; // fewer tours than two pages
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new RegExp(`/tours${path.endsWith("/page/2") ? "/page/2" : ""}$`));
    }
    await page.goto("/tours");
    const listDescription = await page.locator('meta[name="description"]').getAttribute("content");
    await page.goto("/tours/duration/one-day/sort/newest");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tours\/duration\/one-day$/);
    await page.goto("/tours/duration/one-day");
    await expect(page).toHaveTitle("One-day tours in Rwanda | Ikaze");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("One-day tours in Rwanda");
    await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", listDescription!);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Two facets at once are for people, not for the index.
    await page.goto("/tours/duration/one-day/price/under-250");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("phones first (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("public form controls are 44 px tall with 16 px text; choices and footer links are 44 px targets", async ({ page }) => {
    const measure = (scope: Locator) =>
      scope.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea").evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            const target = (el as HTMLInputElement).type === "radio" || (el as HTMLInputElement).type === "checkbox" ? el.closest("label")! : el;
            return {
              name: (el as HTMLInputElement).name || el.id,
              height: target.getBoundingClientRect().height,
              font: parseFloat(getComputedStyle(el).fontSize),
            };
          }),
      );
    const forms: [string, (p: Page) => Locator][] = [
      ["/contact", (p) => p.getByRole("main")],
      ["/ticket", (p) => p.getByRole("main")],
      ["/eventform", (p) => p.getByRole("main")],
      ["/participant", (p) => p.getByRole("main")],
      [TOUR, (p) => p.getByRole("main")],
      ["/tours", (p) => p.getByRole("form", { name: "Filter tours" })],
    ];
    for (const [path, scope] of forms) {
      await page.goto(path);
      const controls = await measure(scope(page));
      expect(controls.length, path).toBeGreaterThan(2);
      for (const c of controls) {
        expect(c.height, `${path} ${c.name}: height`).toBeGreaterThanOrEqual(44);
        expect(c.font, `${path} ${c.name}: font size`).toBeGreaterThanOrEqual(16);
      }
    }
    const footerLinks = await page
      .getByRole("contentinfo")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => ({ text: a.textContent, height: a.getBoundingClientRect().height })));
    for (const l of footerLinks) expect(l.height, `footer link ${l.text}`).toBeGreaterThanOrEqual(44);
  });

  test("a tour page: the booking form comes right after the facts, before the share links and the comment form, for the eye and the keyboard", async ({
    page,
  }) => {
    await page.goto(TOUR);
    const booking = page.getByRole("form", { name: /^Book / });
    const share = page.getByRole("main").getByRole("link", { name: /^Facebook/ });
    const comment = page.getByRole("form", { name: /comment/i });
    const facts = page.getByRole("main").getByRole("term").filter({ hasText: "Location" });
    const top = async (l: Locator) => (await l.boundingBox())!.y;
    expect(await top(facts)).toBeLessThan(await top(booking));
    expect(await top(booking)).toBeLessThan(await top(share));
    expect(await top(booking)).toBeLessThan(await top(comment));
    // Document (and so tab) order: the booking form before the share links and the comment form.
    for (const later of [share, comment]) {
      const handle = await later.elementHandle();
      expect(await booking.evaluate((x, y) => !!(x.compareDocumentPosition(y as Node) & Node.DOCUMENT_POSITION_FOLLOWING), handle)).toBe(true);
    }
  });
});
