import { expect, test } from "@playwright/test";
import { ADMIN, AUTHOR } from "./helpers/accounts";
import { findByTitle, pngFile, slowRequest, slowUploads, toast } from "./helpers/content";
import { apiToken, loginAs } from "./helpers/session";
import { chooseRowAction } from "./helpers/row-menu";

type NewsJson = { id: string; slug: string; title: string; image: string; newsBody: string; isPublished: boolean };

test("a non-admin writes a blog post; an admin publishes, updates and deletes it; all of it is audited", async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const anon = await playwright.request.newContext({ baseURL });
  const title = `Rains return to Akagera ${Date.now()}`;
  await loginAs(page, AUTHOR, "/account/news");
  await expect(page.getByRole("heading", { name: "Blogs", level: 1 })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Create blog" }).first().click();

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Blog cover image is required.")).toBeVisible();

  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await slowUploads(page);
  await page.getByLabel("Cover image").setInputFiles(await pngFile("akagera.png", "#7a9a2f"));
  await expect(page.getByRole("progressbar", { name: "Uploading akagera.png" })).toBeVisible();
  await expect(page.getByText("Wait While We're uploading...")).toBeVisible();
  await expect(page.getByText("akagera.png uploaded successfully!")).toBeVisible();

  // Headings, lists and quotes from the toolbar, by keyboard: the toolbar is one tab stop with arrow keys.
  const body = page.getByRole("textbox", { name: "Body", exact: true });
  await body.click();
  await page.keyboard.type("The plains are green again.");
  await page.keyboard.press("Enter");
  const heading = page.getByRole("button", { name: "Heading", exact: true });
  await heading.click();
  await expect(heading).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("What to see");
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Zebras");
  await heading.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("button", { name: "Subheading" })).toBeFocused();

  await slowRequest(page, "**/api/news/create");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
  await expect(toast(page, "Blog created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/news$/);
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");

  const authorToken = await apiToken(request, AUTHOR);
  const post = (await findByTitle<NewsJson>(request, "/api/news", "news", title, authorToken))!;
  expect(post.newsBody).toBe("<p>The plains are green again.</p><h2>What to see</h2><ul><li><p>Zebras</p></li></ul>");
  expect(post.image).toMatch(/^http:\/\/localhost:\d+\/uploads\/Blogs\/[a-f0-9]{32}\.png$/);
  expect(post.isPublished).toBe(false);
  const refused = await request.put(`/api/news/publish/${post.slug}`, { headers: { token: authorToken }, data: { isPublished: "true" } });
  expect(refused.status()).toBe(403);
  expect((await anon.get(`/api/news/${post.slug}`)).status()).toBe(404);

  await chooseRowAction(page, page.getByRole("row").filter({ hasText: title }), "View");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`Dashboard›Blogs›${title}`);
  for (const name of ["Publish", "Update", "Delete"]) await expect(page.getByRole("button", { name, exact: true })).toHaveCount(0);

  // The admin publishes from the item's page; the page reloads with Unpublish.
  const admin = await (await browser.newContext()).newPage();
  await loginAs(admin, ADMIN, `/account/news/view/${post.slug}`);
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(admin, "Blog published successfully.")).toBeVisible();
  await expect(admin.getByRole("button", { name: "Unpublish" })).toBeVisible();
  expect((await (await anon.get(`/api/news/${post.slug}`)).json()).news.isPublished).toBe(true);
  await page.goto("/blogs");
  await expect(page.getByRole("main").getByText(title.slice(0, 30))).toBeVisible();

  await admin.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} (updated)`);
  await admin.getByRole("button", { name: "Update" }).click();
  await expect(toast(admin, "Blog updated successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/news$/);
  expect((await (await anon.get(`/api/news/${post.slug}`)).json()).news.title).toBe(`${title} (updated)`);

  await chooseRowAction(admin, admin.getByRole("row").filter({ hasText: `${title} (updated)` }), "View");
  await admin.getByRole("button", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete blog" }).getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(admin, "Blog deleted successfully.")).toBeVisible();
  await expect(admin).toHaveURL(/\/account\/news$/);
  expect((await anon.get(`/api/news/${post.slug}`)).status()).toBe(404);

  await admin.goto("/account/audit");
  for (const summary of [`Published the blog "${title}"`, `Updated the blog "${title} (updated)"`, `Deleted the blog "${title} (updated)"`]) {
    await expect(admin.getByRole("row").filter({ hasText: summary })).toBeVisible();
  }
});

test("editor: uploaded images are named, and an image put into the text asks for a description, not a file name", async ({ page, request }) => {
  const title = `Canopy at dawn ${Date.now()}`;
  await loginAs(page, AUTHOR, "/account/news/create");
  // Title and cover first; the save bar stays in view.
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Cover image").setInputFiles(await pngFile("canopy-cover.png"));
  await expect(page.getByText("canopy-cover.png uploaded successfully!")).toBeVisible();
  const images = page.getByRole("group", { name: "Images" });
  await expect(images.getByText("Image 1 (cover)", { exact: true })).toBeVisible();
  await expect(images.getByText("canopy-cover.png", { exact: true })).toBeVisible();
  await page.getByLabel("Add an image").setInputFiles(await pngFile("second-view.png", "#335577"));
  await expect(images.getByText("second-view.png", { exact: true })).toBeVisible();
  await expect(images.getByText("Image 2", { exact: true })).toBeVisible();

  await page.getByRole("textbox", { name: "Body", exact: true }).click();
  await page.keyboard.type("Morning light.");
  await page.getByLabel("Image to insert").setInputFiles(await pngFile("IMG_2041.png", "#aa7733"));
  const alt = page.getByRole("textbox", { name: "Image description (alt text)" });
  await expect(alt).toBeFocused();
  await page.getByRole("button", { name: "Place image" }).click();
  await expect(page.getByText("Describe what the image shows, or mark it as decorative.")).toBeVisible();
  await alt.fill("IMG_2041");
  await page.getByRole("button", { name: "Place image" }).click();
  await expect(page.getByText("A file name is not a description: say what the image shows.")).toBeVisible();
  await alt.fill("Mist rising over the forest canopy");
  await page.getByRole("button", { name: "Place image" }).click();
  await expect(page.getByRole("textbox", { name: "Body", exact: true }).getByRole("img", { name: "Mist rising over the forest canopy" })).toBeVisible();

  const bar = page.getByRole("group", { name: "Save" });
  await expect(bar).toContainText("Unsaved changes");
  await expect(bar.getByRole("button", { name: "Save" })).toBeInViewport();
  await bar.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Blog created successfully.")).toBeVisible();
  const post = (await findByTitle<NewsJson>(request, "/api/news", "news", title, await apiToken(request, AUTHOR)))!;
  expect(post.newsBody).toMatch(/^<p>Morning light\.<\/p><img src="[^"]*\/uploads\/Blogs\/[a-f0-9]{32}\.png" alt="Mist rising over the forest canopy" \/?>$/);
});
