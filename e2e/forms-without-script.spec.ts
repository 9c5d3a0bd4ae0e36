import { expect, test } from "@playwright/test";
import { demoNews } from "../lib/db/demo/news";

/*
 * Issue 27: the comment and contact forms load their code only when they come into view or get
 * the focus (components/forms/when-needed.tsx). Until then they are plain HTML forms that post to
 * their Route Handler, which answers with the /sent page. "Until then" is played here by a phone
 * whose script files never arrive: every /_next/static chunk is refused, so React never hydrates
 * (the page's inline scripts still run). A browser with script turned off entirely does not see
 * these forms yet: React streams the form's Suspense boundary outlined, in a hidden block that an
 * inline script reveals (see /work/notes/perf.md).
 */
test.describe("forms before their script", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
  });

  test("a comment posted before any script has loaded is received, and /sent links back to the post", async ({ page }) => {
    const post = demoNews[0];
    await page.goto(`/blog/${post.slug}`);
    const form = page.getByRole("form", { name: "Leave a comment" });
    await form.getByLabel("Names").fill("Plain Form Reader");
    await form.getByLabel("Email").fill("plain.reader@example.com");
    await form.getByLabel("Comment").fill("Sent before the page's script arrived.");
    await form.getByRole("button", { name: "Post comment" }).click();
    await expect(page).toHaveURL(/\/sent\?/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your comment" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the page" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  });

  test("the contact form posts before its script; an empty one is sent back with the reason", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your form was not sent" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(/required|e-mail|name/i);

    await page.goto("/contact");
    await form.getByLabel("Full name").fill("Plain Form Visitor");
    await form.getByLabel("Email").fill("plain.visitor@example.com");
    await form.getByLabel("Message").fill("A question sent without script.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your message" })).toBeVisible();
  });
});

test("with script, the comment form's code loads only when the form comes near the screen", async ({ page }) => {
  const post = demoNews[0];
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await page.goto(`/blog/${post.slug}`);
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  const form = page.getByRole("form", { name: "Leave a comment" });
  await form.scrollIntoViewIfNeeded();
  // The form's own chunk and react-hook-form arrive once it is near the screen…
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  // …and then it is the script-driven form: it checks fields in place instead of posting.
  await form.getByRole("button", { name: "Post comment" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(form.getByText(/required|names/i).first()).toBeVisible();
});
