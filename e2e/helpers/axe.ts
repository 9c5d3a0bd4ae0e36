import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page once it has settled, one readable line each.
 * After a client-side navigation Next sets the new <title> a moment after the content shows, so
 * the check waits for a title first (a page without one still fails here, by timing out).
 * A sandboxed frame (a mail's HTML shown to staff) is left out: it runs no script, so axe cannot
 * run inside it, and with Chromium 156 waiting on it stalls the whole check. It holds a mail, not
 * the page.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).exclude("iframe[sandbox]").analyze();
  // What axe would still have asked of a frame left out: a name for it.
  const untitled = await page.locator("iframe[sandbox]:not([title]), iframe[sandbox][title='']").count();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .concat(untitled ? [`frame-title (serious): ${untitled} sandboxed frame(s) without a title`] : []);
}
