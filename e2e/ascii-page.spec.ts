import { expect, test } from "@playwright/test";
import { DAY, iso, makeEvent } from "./helpers/events";

/**
 * Pages are cached in ASCII (server/ascii-html.mjs: a two-byte page string made every cached answer
 * slower). The document must mean the same: the browser shows the same characters and hydrates
 * without complaint, and the answer that rendered the page is byte for byte (and ETag for ETag) the
 * one the cache gives afterwards, so a browser's first ETag still earns a 304.
 */
test("a page is cached in ASCII with the same text, and the rendering answer equals the cached ones", async ({ page, request }) => {
  const title = `Rwanda’s forum — talks… ${Date.now()}`;
  const line = "Café “corners” → 🦍 gorillas – and a backslash \\’ kept";
  // Dated after the demo's events, so the list's first page stays as other specs expect it.
  const { slug } = await makeEvent(request, title, { description: `<p>${line}</p>`, startDate: iso(900 * DAY), endDate: iso(901 * DAY) });
  const url = `/event/${slug}`;
  const get = () => request.get(url, { headers: { "accept-encoding": "identity" } });

  const first = await get();
  expect(first.headers()["x-nextjs-cache"]).toBe("MISS");
  const second = await get();
  expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
  const [rendered, cached] = [await first.body(), await second.body()];
  expect(rendered.equals(cached)).toBe(true);
  expect(first.headers().etag).toBe(second.headers().etag);
  expect(cached.toString("latin1")).not.toMatch(/[^\x00-\x7f]/);
  expect(cached.toString("latin1")).toContain("Rwanda&#x2019;s forum &#x2014; talks&#x2026;");

  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(line)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  // Next's payload was decoded to the same text: React found nothing to correct while hydrating.
  await page.waitForLoadState("networkidle");
  expect(problems.filter((p) => /hydrat|did not match|mismatch/i.test(p))).toEqual([]);
});
