import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";
import { bookViaApi } from "./helpers/booking";
import { loginAs } from "./helpers/session";

/**
 * On a phone (390 px) the dashboard's lists turn into cards: each value sits beside its label. A
 * narrow cell may wrap between words, never inside one ("Cre" / "ated"): a word of letters drawn on
 * two lines is a defect. Addresses, references and ids may break anywhere; only words of letters
 * are checked.
 */
const PHONE = { width: 390, height: 844 };

/** The words of letters in the page's main content that the browser drew across two lines. */
async function brokenWords(page: Page): Promise<string[]> {
  return page.getByRole("main").evaluate((main) => {
    const broken = new Set<string>();
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || parent.closest(".sr-only, [hidden], script, style")) continue;
      for (const m of text.matchAll(/[A-Za-z\u00C0-\u017F]{4,}/g)) {
        // Part of a longer token (an e-mail, a URL, a slug): allowed to break.
        const before = text[m.index - 1] ?? " ";
        const after = text[m.index + m[0].length] ?? " ";
        if (/[@/._\-0-9]/.test(before) || /[@/._\-0-9]/.test(after)) continue;
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.add(m[0]);
      }
    }
    // The ::before labels of the phone cards are drawn from data-label: checked by their width.
    for (const cell of main.querySelectorAll<HTMLElement>("td[data-label]")) {
      const label = getComputedStyle(cell, "::before");
      if (label.content === "none" || label.display === "none") continue;
      const probe = document.createElement("span");
      // A pseudo-element's computed `font` shorthand is empty: its parts are not.
      probe.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-style:${label.fontStyle};font-weight:${label.fontWeight};font-size:${label.fontSize};font-family:${label.fontFamily};letter-spacing:${label.letterSpacing}`;
      probe.textContent = cell.dataset.label ?? "";
      document.body.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      if (parseFloat(label.width) + 0.5 < needed) broken.add(`label "${cell.dataset.label}"`);
    }
    return [...broken];
  });
}

test("on a phone the dashboard's lists and panels break lines between words, never inside one", async ({ page, request }) => {
  await bookViaApi(request, `phone-words-${Date.now()}@example.com`);
  await page.setViewportSize(PHONE);
  await loginAs(page, ADMIN, "/account");
  for (const path of [
    "/account",
    "/account/audit",
    "/account/tour-bookings",
    "/account/events/participant",
    "/account/news",
    "/account/tours",
    "/account/publications",
    "/account/newsletters",
    "/account/mail",
    "/account/users",
    "/account/departures",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toBeVisible();
    expect(await brokenWords(page), path).toEqual([]);
  }
  // The check sees a word cut in two when the page's style allows it (as "Cre" / "ated" was).
  await page.goto("/account/tour-bookings");
  await expect(page.getByRole("main").locator("td").first()).toBeVisible();
  await page.addStyleTag({ content: "main td { display: block !important; width: 40px !important; word-break: break-all !important; }" });
  expect((await brokenWords(page)).length).toBeGreaterThan(0);
});
