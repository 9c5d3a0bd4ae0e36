import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { pngFile, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";

const HOSTILE_BODY = [
  "<p>Safe words stay.</p>",
  "<script>window.__pwned = 'script'</script>",
  '<img src="https://example.invalid/x.png" onerror="window.__pwned = \'onerror\'">',
  "<p><a href=\"javascript:window.__pwned = 'link'\">a tempting link</a></p>",
  "<p onmouseover=\"window.__pwned = 'handler'\">Hover me</p>",
].join("");

test("a body with a script, an onerror handler and a javascript: link is stored and shown without them", async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const title = `Hostile body ${Date.now()}`;
  const created = await request.post("/api/news/create", {
    headers: { token },
    data: { title, newsBody: HOSTILE_BODY, image: (await upload(request, token)).secure_url },
  });
  expect(created.status()).toBe(201);
  const { slug, newsBody } = (await created.json()).data;
  expect(newsBody).not.toMatch(/script|onerror|onmouseover|javascript:|__pwned/i);
  expect(newsBody).toContain("<p>Safe words stay.</p>");
  expect(newsBody).toContain("a tempting link");
  expect((await request.put(`/api/news/publish/${slug}`, { headers: { token }, data: { isPublished: "true" } })).status()).toBe(200);

  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  // In the dashboard's editor …
  await loginAs(page, ADMIN, `/account/news/view/${slug}`);
  const editor = page.getByRole("textbox", { name: "Body", exact: true });
  await expect(editor).toContainText("Safe words stay.");
  expect(await editor.innerHTML()).not.toMatch(/onerror|onmouseover|javascript:|<script/i);

  // … and on the public page.
  await page.goto(`/blog/${slug}`);
  const main = page.getByRole("main");
  await expect(main.getByText("Safe words stay.")).toBeVisible();
  expect(await main.innerHTML()).not.toMatch(/onerror|onmouseover|javascript:|__pwned/i);
  await main.getByText("Hover me").hover();
  await main.getByText("a tempting link").click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

async function upload(
  request: import("@playwright/test").APIRequestContext,
  token: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
  folder = "Blogs",
) {
  const res = await request.post("/api/uploads", { headers: { token }, multipart: { folder, file: file ?? (await pngFile()) } });
  return { status: res.status(), ...(await res.json()) } as { status: number; secure_url?: string; error?: string };
}

test("an SVG, an HTML file renamed .png and an oversized image are refused with a clear message", async ({ page, request }) => {
  const token = await apiToken(request, AUTHOR);
  const svg = {
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
  };
  const html = { name: "holiday.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>") };
  const big = await pngFile("huge.png");
  const oversized = { ...big, buffer: Buffer.concat([big.buffer, Buffer.alloc(10 * 1024 * 1024)]) };

  // The API decides from the bytes.
  expect(await upload(request, token, svg)).toEqual({ status: 400, error: "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted." });
  expect(await upload(request, token, html)).toEqual({ status: 400, error: "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted." });
  expect(await upload(request, token, oversized)).toEqual({ status: 400, error: "This image is too large: images may be at most 10 MB." });

  // The upload field shows the reason and offers another try.
  await loginAs(page, AUTHOR, "/account/news/create");
  const cover = page.getByLabel("Cover image");
  const alert = page.getByRole("main").getByRole("alert");
  await cover.setInputFiles(svg);
  await expect(alert.filter({ hasText: "Only JPEG, PNG, WebP or GIF images are accepted here." })).toBeVisible();
  await cover.setInputFiles(html);
  await expect(alert.filter({ hasText: "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted." })).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(alert.filter({ hasText: "Only JPEG, PNG, WebP, GIF images or PDF documents are accepted." })).toBeVisible();
  await cover.setInputFiles(oversized);
  await expect(alert.filter({ hasText: "This image is too large: images may be at most 10 MB." })).toBeVisible();

  // Nothing was stored, so the form still asks for a cover; a good file then goes through.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(`Refused uploads ${Date.now()}`);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please upload the blog cover image.")).toBeVisible();
  await cover.setInputFiles(await pngFile("fine.png"));
  await expect(page.getByText("fine.png uploaded successfully!")).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Blog created successfully.")).toBeVisible();
});
