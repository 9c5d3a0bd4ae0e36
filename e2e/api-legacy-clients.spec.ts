import { expect, test, type Page } from "@playwright/test";
import { tz } from "@date-fns/tz";
import { format } from "date-fns";
import { ADMIN } from "./helpers/accounts";
import { tourPrices } from "./helpers/booking";
import { seriousViolations } from "./helpers/axe";
import { findByTitle, pngFile, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

type NewsJson = { id: string; slug: string; title: string; image: string; images: string[] };

/** Uploads one file through the given field and returns the site path the server stored it at. */
async function uploadThrough(page: Page, label: string, name: string, color: string): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/uploads") && r.request().method() === "POST");
  await page.getByLabel(label).setInputFiles(await pngFile(name, color));
  const url = (await (await answer).json()).secure_url as string;
  await expect(page.getByText(`${name} uploaded successfully!`)).toBeVisible();
  return url;
}

test("a blog post with three images, added, reordered and one removed in the dashboard, shows them as a gallery", async ({ page, request, baseURL }) => {
  const title = `Akagera in pictures ${Date.now()}`;
  await loginAs(page, ADMIN, "/account/news/create");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);

  const first = await uploadThrough(page, "Cover image", "zebras.png", "#2f7a4f");
  const second = await uploadThrough(page, "Add an image", "lake.png", "#2f4f7a");
  const third = await uploadThrough(page, "Add an image", "sunset.png", "#c98a2b");
  const fourth = await uploadThrough(page, "Add an image", "blurred.png", "#777777");
  await expect(page.getByText(/^Image 1\s*\(cover\)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Move image 1 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move image 4 down" })).toBeDisabled();

  await page.getByRole("button", { name: "Remove image 4" }).click();
  await expect(page.getByRole("button", { name: "Remove image 4" })).toHaveCount(0);
  await page.getByRole("button", { name: "Move image 3 up" }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("textbox", { name: "Body", exact: true }).click();
  await page.keyboard.type("The plains after the rains.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Blog created successfully.")).toBeVisible();

  // Stored in the order chosen, the first as the cover; the API answers absolute URLs.
  const post = (await findByTitle<NewsJson>(request, "/api/news", "news", title, await apiToken(request, ADMIN)))!;
  const order = [first, third, second];
  expect(post.images).toEqual(order.map((path) => `${baseURL}${path}`));
  expect(post.image).toBe(`${baseURL}${first}`);
  expect(post.images).not.toContain(`${baseURL}${fourth}`);

  await page.goto(`/account/news/view/${post.slug}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page, "Blog published successfully.")).toBeVisible();

  await page.goto(`/blog/${post.slug}`);
  const gallery = page.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("img")).toHaveCount(3);
  for (const [i, path] of order.entries()) {
    await expect(gallery.getByRole("link", { name: `${title}: image ${i + 1} of 3` })).toHaveAttribute("href", path);
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("the API answers JSON for unknown paths (404) and wrong methods (405 with Allow)", async ({ request }) => {
  const missing = await request.get("/api/nothing-here");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: "Not found" });

  const wrong = await request.patch("/api/news");
  expect(wrong.status()).toBe(405);
  expect(wrong.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
  expect(typeof (await wrong.json()).error).toBe("string");

  const getOnCreate = await request.get("/api/tours/create");
  expect(getOnCreate.status()).toBe(405);
  expect(getOnCreate.headers()["allow"]).toBe("OPTIONS, POST");
});

test("the old client's booking for 'now' from London is accepted and its order page shows the time it sent, as the traveller's local time", async ({
  page,
  request,
}) => {
  const tour = await tourPrices(request);
  // moment().format("YYYY-MM-DD HH:mm:ss") in a London browser: no zone, behind Kigali.
  const now = format(new Date(), "yyyy-MM-dd HH:mm:ss", { in: tz("Europe/London") });
  const res = await request.post("/api/order", {
    data: {
      needDate: now,
      deadline: now,
      names: "Emma Clarke",
      email: `emma-${Date.now()}@example.co.uk`,
      phoneNumber: "+250788123456",
      address: "12 Baker Street",
      location: "Kigali Serena Hotel",
      appUrl: "http://old.client",
      itemType: "tour",
      itemsArray: [{ id: tour.id, itemNumber: 2 }],
      amount: 1,
    },
    headers: { "x-forwarded-for": `10.46.${Math.floor(Math.random() * 250)}.1` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()).order as { id: string };
  expect((await (await request.get(`/api/order/${id}`)).json()).oneorder).toMatchObject({
    needDate: now.replace(" ", "T"),
    deadline: now.replace(" ", "T"),
    needDateLocal: true,
  });

  await page.goto(`/myorder/${id}`);
  const sent = new Date(`${now.replace(" ", "T")}Z`);
  const shown = `${format(sent, "EEE d MMM y", { in: tz("UTC") })}, ${format(sent, "HH:mm", { in: tz("UTC") })} (the traveller's local time)`;
  await expect(page.getByRole("definition").filter({ hasText: shown })).toBeVisible();
});
