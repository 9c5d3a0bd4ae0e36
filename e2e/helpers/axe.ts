import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page once it has settled, one readable line each.
 * After a client-side navigation Next sets the new <title> a moment after the content shows, so
 * the check waits for a title first (a page without one still fails here, by timing out).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
