import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";

/**
 * The public website (spec §2.1, §9): every route, its main heading and key texts, the 404s, the
 * search-engine metadata, sitemap.xml, robots.txt and the page cache. Other specs publish tours and
 * posts at the same time, so list assertions name demo items rather than counting them.
 */

const TOUR = { slug: "gorilla-trekking-volcanoes-national-park", title: "Gorilla Trekking in Volcanoes National Park" };
const POST = { slug: "gorilla-trekking-2027-season-now-open", title: "Gorilla trekking 2027: bookings for the new season are open" };
const FREE_EVENT = { slug: "green-careers-open-day-2027", title: "Green Careers Open Day 2027" };
const PAST_EVENT = { slug: "kigali-climate-finance-dialogue-2026", title: "Kigali Climate Finance Dialogue 2026" };

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b));
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
/** The public origin the server was started with (APP_URL in scripts/e2e-server.mjs). */
const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test.describe("public pages", () => {
  test("home: carousel headline, the story blocks, featured tours and news, contact section", async ({ page }) => {
    await page.goto("/");
    await expect(h1(page)).toHaveText("Climate-smart consultancy and unforgettable journeys");
    await expect(page.getByRole("region", { name: "Highlights of Rwanda" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore our services" })).toHaveAttribute("href", "/services");
    for (const block of [
      "A small country with a great deal to protect",
      "Measured in trees, in trips and in decisions made better",
      "Milestones along the way",
      "Every trip and project starts with the land it touches",
    ]) {
      await expect(page.getByRole("heading", { name: block })).toBeVisible();
    }
    for (const eyebrow of ["Why it matters", "Our Impact", "Achievements", "Environment-led design"]) {
      await expect(page.getByText(eyebrow, { exact: true })).toBeVisible();
    }
    // Spec §9: five items, one large and four small.
    const tours = page.getByRole("region", { name: "Journeys worth taking" });
    await expect(tours.getByRole("listitem")).toHaveCount(5);
    await expect(tours.getByRole("link", { name: "See all tours" })).toHaveAttribute("href", "/tours");
    await expect(page.getByRole("region", { name: "From the blog" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Consultancy for a greener Rwanda" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Planning a project or a journey? Let’s talk." })).toBeVisible();
    await page.getByRole("button", { name: "Write your message" }).click();
    await expect(page.getByRole("form", { name: "Send us a message" }).getByLabel("Full name")).toBeVisible();
  });

  test("services: four cards, each detail page, and 'Services not found' with a 404 for other ids", async ({ page }) => {
    await page.goto("/services");
    await expect(h1(page)).toHaveText("Services");
    const titles = ["Climate and sustainability consulting", "Environmental Conservation", "Policy Analysis and Research", "Interpretation and Translation"];
    for (const [i, title] of titles.entries()) {
      await expect(page.getByRole("main").getByRole("link", { name: title })).toHaveAttribute("href", `/services/${i + 1}`);
    }
    for (const [i, title] of titles.entries()) {
      const res = await page.goto(`/services/${i + 1}`);
      expect(res?.status()).toBe(200);
      await expect(h1(page)).toHaveText(title);
      await expect(page.getByRole("link", { name: "Talk to our team" })).toHaveAttribute("href", `/contact?service=${i + 1}`);
    }
    for (const bad of ["9", "0", "abc"]) {
      const res = await page.goto(`/services/${bad}`);
      expect(res?.status()).toBe(404);
      await expect(h1(page)).toHaveText("Services not found");
    }
  });

  test("about, contact, FAQ, terms and policy", async ({ page }) => {
    await page.goto("/about");
    await expect(h1(page)).toHaveText("Rooted in Rwanda, working for people and the planet");
    await expect(page.getByText("Who we are")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    const values = page.getByRole("region", { name: "Our values" });
    for (const v of ["Sustainability", "Innovation", "Collaboration", "Integrity", "Empowerment"]) {
      await expect(values.getByRole("heading", { name: v })).toBeVisible();
    }

    await page.goto("/contact");
    await expect(h1(page)).toHaveText("Contact us");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+250 788 300 400" })).toHaveAttribute("href", "tel:+250788300400");
    await expect(main.getByRole("link", { name: "info@ikaze.rw" })).toHaveAttribute("href", "mailto:info@ikaze.rw");
    await expect(main.getByRole("link", { name: /^Facebook/ })).toHaveAttribute("href", "https://www.facebook.com/ikaze.rw");
    await expect(main.getByRole("img", { name: /^Map: the Ikaze office/ })).toBeVisible();

    await page.goto("/faq");
    await expect(h1(page)).toHaveText("Frequently asked questions");
    await expect(page.getByRole("heading", { name: "Questions about tourism" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Questions about COVID-19" })).toBeVisible();

    await page.goto("/terms");
    await expect(h1(page)).toHaveText("Terms and Conditions");
    await expect(page.getByRole("heading", { name: "3. Bookings and prices" })).toBeVisible();
    await page.goto("/policy");
    await expect(h1(page)).toHaveText("Privacy Policy");
    await expect(page.getByRole("heading", { name: "7. Your rights" })).toBeVisible();
  });

  test("air tickets, accommodation and car rental: text, contacts and the way to book", async ({ page }) => {
    await page.goto("/airticket");
    await expect(h1(page)).toHaveText("Air tickets");
    await expect(page.getByText("flight bookings, hotels and car rentals, flexible cancellation on most bookings, and travel insurance options")).toBeVisible();
    await expect(page.getByRole("button", { name: "Fill the form" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "+250 788 300 400" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "bookings@ikaze.rw" }).first()).toBeVisible();

    await page.goto("/accommodation");
    await expect(h1(page)).toHaveText("Accommodation");
    await expect(page.getByRole("link", { name: /Open the accommodation portal/ })).toHaveAttribute("href", "https://stays.ikaze.rw");
    await page.goto("/carrental");
    await expect(h1(page)).toHaveText("Car rental");
    await expect(page.getByRole("link", { name: /Open the car rental portal/ })).toHaveAttribute("href", "https://cars.ikaze.rw");
  });

  test("tours: the list and a tour with itinerary, includes, excludes, tips, prices, share links and a call to action", async ({ page }) => {
    await page.goto("/tours");
    await expect(h1(page)).toHaveText("Tours");
    const list = page.getByRole("region", { name: "Tour list" });
    await expect(list.getByRole("article").first()).toBeVisible();
    await expect(list.getByRole("article").first()).toContainText(/From\s*\$[\d,]+/);

    await page.goto(`/tour/${TOUR.slug}`);
    await expect(h1(page)).toHaveText(TOUR.title);
    await expect(page.getByText("Volcanoes National Park, Musanze").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Itinerary" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Day 1 · Kigali to the foot of the Virunga volcanoes/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Includes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Excludes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tips from our guides" })).toBeVisible();
    const prices = page.getByRole("table", { name: "Price by party size" });
    await expect(prices.getByRole("row")).toHaveCount(6); // header row + five tiers
    await expect(prices.getByRole("row", { name: /1 traveller/ })).toContainText("$2,150");
    await expect(prices.getByRole("row", { name: /5 travellers/ })).toContainText("$9,380");
    await expect(page.getByRole("link", { name: "Book this tour" })).toHaveAttribute("href", "#booking");
    await expect(page.getByRole("form", { name: `Book ${TOUR.title}` }).getByRole("button", { name: "Pay now" })).toBeVisible();
    const url = encodeURIComponent(`${origin}/tour/${TOUR.slug}`);
    await expect(page.getByRole("link", { name: /^Facebook/ }).first()).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(page.getByRole("link", { name: /^Twitter/ })).toHaveAttribute(
      "href",
      new RegExp(`^https://twitter.com/intent/tweet\\?url=${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa.me\/\?text=/);
    await expect(page.getByRole("region", { name: "More tours" }).getByRole("listitem").first()).toBeVisible();
  });

  test("tours: filter by duration and price and sort with a plain form that works without JavaScript; each choice is a cacheable URL", async ({
    browser,
    page,
  }) => {
    const noJs = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await noJs.goto("/tours");
    const form = noJs.getByRole("form", { name: "Filter tours" });
    await form.getByLabel("Duration").selectOption({ label: "One day" });
    await form.getByLabel("Sort by").selectOption({ label: "Price: highest first" });
    await form.getByRole("button", { name: "Show tours" }).click();
    await expect(noJs).toHaveURL(/\/tours\/duration\/one-day\/sort\/price-high$/);
    const list = noJs.getByRole("region", { name: "Tour list" });
    await expect(list.getByRole("link", { name: /^Kigali City/ })).toBeVisible();
    await expect(list.getByRole("link", { name: /^Gorilla Trekking/ })).toHaveCount(0);
    await expect(list).toContainText(/tours? match/);
    // The form shows what is chosen.
    await expect(form.getByLabel("Duration")).toHaveValue("one-day");
    await expect(form.getByLabel("Sort by")).toHaveValue("price-high");
    await noJs.context().close();

    // With JavaScript the same form; price filter and sort by lowest price.
    await page.goto("/tours");
    await page.getByRole("form", { name: "Filter tours" }).getByLabel("Price from").selectOption({ label: "$2,000 and over" });
    await page.getByRole("button", { name: "Show tours" }).click();
    await expect(page).toHaveURL(/\/tours\/price\/2000-plus$/);
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByRole("region", { name: "Tour list" }).getByRole("link", { name: /^Gorilla Trekking/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tour list" }).getByRole("link", { name: "Akagera Big Five Safari" })).toHaveCount(0);

    await page.goto("/tours/sort/price-low");
    const titles = await page.getByRole("region", { name: "Tour list" }).getByRole("article").getByRole("heading").allTextContents();
    const at = (t: string) => titles.findIndex((x) => x.includes(t));
    expect(at("Kigali City")).toBeGreaterThanOrEqual(0);
    expect(at("Kigali City")).toBeLessThan(at("Musanze Caves"));
    expect(at("Musanze Caves")).toBeLessThan(at("Lake Kivu"));

    // Values outside the list are not pages (so they make no cache entries).
    for (const path of ["/tours/sort/random", "/tours/duration/any", "/tours/price/cheap/page/2"]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });

  test("blog: the list and a post with its date, body, share links and recent posts", async ({ page }) => {
    await page.goto("/blogs");
    await expect(h1(page)).toHaveText("Blog");
    await expect(page.getByRole("region", { name: "Blog posts" }).getByRole("article").first()).toBeVisible();

    await page.goto(`/blog/${POST.slug}`);
    await expect(h1(page)).toHaveText(POST.title);
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/); // '19 Mar 2026'
    await expect(page.getByRole("link", { name: /^WhatsApp/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recent posts" }).getByRole("listitem")).toHaveCount(4);
  });

  test("events: approved events with dates, place and price or 'Free entry', past ones marked", async ({ page }) => {
    await page.goto("/events");
    await expect(h1(page)).toHaveText("Events");
    // Soonest first, past events last: events other specs create (sooner than the demo's) may push
    // either onto a later page.
    const article = (title: string) => page.getByRole("region", { name: "Event list" }).getByRole("article").filter({ hasText: title });
    const findListed = async (title: string) => {
      for (let n = 1; n <= 8; n++) {
        await page.goto(n === 1 ? "/events" : `/events/page/${n}`);
        if ((await article(title).count()) > 0) break;
      }
      return article(title);
    };
    const free = await findListed(FREE_EVENT.title);
    await expect(free).toContainText("Free entry");
    await expect(free).toContainText("Sat 13 Feb 2027");
    await expect(await findListed(PAST_EVENT.title)).toContainText("Past event");

    await page.goto(`/event/${FREE_EVENT.slug}`);
    await expect(h1(page)).toHaveText(FREE_EVENT.title);
    await expect(page.getByRole("main").getByText("Kigali Public Library gardens, Kacyiru").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Register for this event" })).toHaveAttribute("href", `/participant?event=${FREE_EVENT.slug}`);

    await page.goto(`/event/${PAST_EVENT.slug}`);
    await expect(page.getByRole("heading", { name: "This event has ended" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Early Birds");
  });

  test("publications ('Advertisement') and press releases open their documents", async ({ page, request }) => {
    await page.goto("/publications");
    await expect(h1(page)).toHaveText("Advertisement");
    const ad = page.getByRole("link", { name: /Gorilla Trekking Green Season Offer 2027/ });
    await expect(ad).toHaveAttribute("href", "/demo/docs/gorilla-green-season-offer-2027.pdf");
    await expect(ad).toHaveAttribute("target", "_blank");
    expect((await request.get("/demo/docs/gorilla-green-season-offer-2027.pdf")).status()).toBe(200);
    // The COVID-19 notice is not an advertisement.
    await expect(page.getByText("COVID-19 Travel Advisory")).toHaveCount(0);

    await page.goto("/press-releases");
    await expect(h1(page)).toHaveText("Press releases");
    await expect(page.getByRole("link", { name: /Ikaze joins a climate-finance partnership/ })).toHaveAttribute(
      "href",
      "/demo/docs/press-release-climate-finance-partnership.pdf",
    );
  });

  test("the footer links to the FAQ, terms and policy and shows partner logos and contacts", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expect(footer.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/policy");
    await expect(footer.getByRole("img", { name: "Rwanda Development Board" })).toBeVisible();
    await expect(footer.getByRole("img")).toHaveCount(4);
    await expect(footer.getByRole("link", { name: "+250 788 300 400" })).toBeVisible();
  });
});

test.describe("not found", () => {
  for (const path of ["/tour/no-such-tour", "/blog/no-such-post", "/event/no-such-event", "/no-such-page", "/tours/page/99", "/tours/whatever"]) {
    test(`${path} is a real 404 page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(h1(page)).toHaveText("Page not found");
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

test.describe("search engines", () => {
  test("each page has its title, description, canonical URL, OpenGraph and Twitter card", async ({ page }) => {
    await page.goto(`/tour/${TOUR.slug}`);
    await expect(page).toHaveTitle(`${TOUR.title} | Ikaze`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/tour/${TOUR.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /silence in the bamboo/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/demo/tour-gorilla-trekking.jpg`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", TOUR.title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

    await page.goto("/tours");
    await expect(page).toHaveTitle("Tours in Rwanda | Ikaze");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/tours`);
    await page.goto("/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^${origin}/?$`)); // Next drops the root's slash
  });

  test("JSON-LD: TravelAgency on every page, TouristTrip with a price range on tours, BlogPosting on posts", async ({ page }) => {
    for (const path of ["/", "/about", "/faq", "/tours", `/tour/${TOUR.slug}`, `/blog/${POST.slug}`]) {
      await page.goto(path);
      const agency = (await jsonLd(page)).find((d) => d["@type"] === "TravelAgency");
      expect(agency, path).toMatchObject({ name: "Ikaze", telephone: "+250 788 300 400", address: { addressLocality: "Kigali", addressCountry: "RW" } });
    }
    await page.goto(`/tour/${TOUR.slug}`);
    const trip = (await jsonLd(page)).find((d) => d["@type"] === "TouristTrip");
    expect(trip).toMatchObject({ name: TOUR.title, offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: 2150, highPrice: 9380 } });

    await page.goto(`/blog/${POST.slug}`);
    const post = (await jsonLd(page)).find((d) => d["@type"] === "BlogPosting");
    expect(post).toMatchObject({ headline: POST.title });
    expect(Date.parse(String(post!.datePublished))).not.toBeNaN();
  });

  test("sitemap.xml lists public pages and published items with lastmod, and no drafts", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    const xml = await res.text();
    for (const path of [
      "/",
      "/tours",
      "/blogs",
      "/events",
      "/about",
      "/contact",
      "/faq",
      "/services/4",
      `/tour/${TOUR.slug}`,
      `/blog/${POST.slug}`,
      `/event/${FREE_EVENT.slug}`,
    ]) {
      expect(xml, path).toContain(`<loc>${origin}${path}</loc>`);
    }
    const tourEntry = xml.match(new RegExp(`<url>\\s*<loc>${origin}/tour/${TOUR.slug}</loc>[\\s\\S]*?</url>`))?.[0];
    expect(tourEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(xml).not.toContain("/blog/restoring-kigali-urban-wetlands"); // a draft
  });

  test("robots.txt keeps crawlers out of the back office, the API, payments and orders", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const path of ["/account", "/auth", "/api", "/pay", "/myorder"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});

test.describe("page cache", () => {
  test("public pages are served from the page cache after the first view", async ({ request }) => {
    for (const path of ["/", "/tours", `/tour/${TOUR.slug}`, `/blog/${POST.slug}`, "/events", "/about"]) {
      // A spec running beside this one may save content that refreshes the page between two views
      // (a STALE answer, then HIT): the pair is tried again for a few seconds, never forever.
      await expect
        .poll(
          async () => {
            await request.get(path);
            const again = await request.get(path);
            expect(again.status(), path).toBe(200);
            return again.headers()["x-nextjs-cache"];
          },
          { message: path, timeout: 15_000 },
        )
        .toBe("HIT");
    }
  });

  test("a repeat view with If-None-Match gets 304 Not Modified, without the page", async ({ request }) => {
    for (const path of ["/", "/tours", `/tour/${TOUR.slug}`, "/about"]) {
      await request.get(path);
      const first = await request.get(path);
      const etag = first.headers()["etag"];
      expect(etag, path).toBeTruthy();
      const again = await request.get(path, { headers: { "if-none-match": etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length, path).toBe(0);
      expect(again.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });
});
