import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, EDITOR } from "./helpers/accounts";
import { apiToken, loginAs } from "./helpers/session";

/**
 * Publishing refreshes exactly the cached pages that show the item: the draft demo tour appears on
 * /tours, in sitemap.xml and at its own URL at once, and disappears again when unpublished.
 * Staff can preview a draft at its public URL without making it public.
 */
const DRAFT_TOUR = { slug: "nyanza-royal-heritage-day", title: "Nyanza Royal Heritage Day" };
const DRAFT_POST = { slug: "restoring-kigali-urban-wetlands", title: "Restoring Kigali's urban wetlands" };

async function publishTour(request: APIRequestContext, token: string, value: "true" | "false") {
  const res = await request.put(`/api/tours/publish/${DRAFT_TOUR.slug}`, { headers: { token }, data: { isPublished: value } });
  expect(res.status(), await res.text()).toBe(200);
}

test("publishing a tour shows it on /tours and in sitemap.xml at once; unpublishing removes it", async ({ page, request }) => {
  // Warm the caches first, so "at once" means the cached pages were refreshed, not rendered for the first time.
  for (let i = 0; i < 2; i++) {
    await page.goto("/tours"); // the browser's Accept-Encoding is kept apart from the API client's
    await request.get("/tours");
    await request.get("/sitemap.xml");
    await request.get(`/tour/${DRAFT_TOUR.slug}`);
  }
  const tours = await request.get("/tours");
  expect(tours.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(await tours.text()).not.toContain(DRAFT_TOUR.title);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/tour/${DRAFT_TOUR.slug}<`);
  expect((await request.get(`/tour/${DRAFT_TOUR.slug}`)).status()).toBe(404);

  const token = await apiToken(request, ADMIN);
  await publishTour(request, token, "true");
  try {
    await page.goto("/tours");
    await expect(page.getByRole("region", { name: "Tour list" }).getByRole("link", { name: DRAFT_TOUR.title })).toBeVisible();
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/tour/${DRAFT_TOUR.slug}</loc>`);
    const res = await page.goto(`/tour/${DRAFT_TOUR.slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TOUR.title);
    await expect(page.getByText("Preview — not published")).toHaveCount(0);
  } finally {
    await publishTour(request, token, "false");
  }

  await page.goto("/tours");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tours");
  await expect(page.getByRole("link", { name: DRAFT_TOUR.title })).toHaveCount(0);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/tour/${DRAFT_TOUR.slug}<`);
  expect((await page.goto(`/tour/${DRAFT_TOUR.slug}`))?.status()).toBe(404);
});

test("signed-in staff preview a draft at its public URL; everyone else still gets the cached 404", async ({ browser, page, request }) => {
  const path = `/blog/${DRAFT_POST.slug}`;
  expect((await request.get(path)).status()).toBe(404);

  // Anonymous visitors cannot turn preview on: they are asked to log in first.
  const anonymous = await request.get(`/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toMatch(/^\/auth\/login\?next=/);

  await loginAs(page, EDITOR);
  await page.goto(`/preview?path=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_POST.title);
  await expect(page.getByRole("status")).toContainText("Preview — not published");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The public URL is unchanged for everyone else, and still served from the cache.
  const visitor = await browser.newContext();
  const res = await visitor.request.get(path);
  expect(res.status()).toBe(404);
  expect(res.headers()["x-nextjs-cache"]).toBe("HIT");
  await visitor.close();

  await page.getByRole("link", { name: "Exit preview" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("a tour an admin marks as featured leads the home page and the tour list, ahead of newer tours", async ({ page, request }) => {
  const FEATURED = { slug: "akagera-big-five-safari", title: "Akagera Big Five Safari" };
  const home = page.getByRole("region", { name: "Journeys worth taking" });
  await page.goto("/");
  // Not among the five newest demo tours, so it is not on the home page yet.
  await expect(home.getByRole("link", { name: FEATURED.title })).toHaveCount(0);

  const token = await apiToken(request, ADMIN);
  try {
    await loginAs(page, ADMIN, `/account/tours/view/${FEATURED.slug}`);
    const featured = page.getByRole("checkbox", { name: "Featured" });
    await expect(featured).not.toBeChecked();
    await featured.check();
    await page.getByRole("group", { name: "Save" }).getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/account\/tours$/);

    await page.goto("/");
    await expect(home.getByRole("listitem").first().getByRole("link", { name: FEATURED.title })).toBeVisible();
    await expect(home.getByRole("listitem")).toHaveCount(5);
    await page.goto("/tours");
    await expect(page.getByRole("region", { name: "Tour list" }).getByRole("article").first().getByRole("link", { name: FEATURED.title })).toBeVisible();
    const stored = await (await request.get(`/api/tours/${FEATURED.slug}`)).json();
    expect(stored.tours).toMatchObject({ featured: true, includes: expect.any(Array) });
  } finally {
    const res = await request.put(`/api/tours/update/${FEATURED.slug}`, { headers: { token }, data: { featured: false } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto("/");
  await expect(home.getByRole("link", { name: FEATURED.title })).toHaveCount(0);
});
