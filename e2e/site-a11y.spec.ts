import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";
import { PUBLIC_PAGES } from "./helpers/public-pages";

/** axe finds no serious or critical violation on any public page, on a phone and on a wide screen. */
for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "wide screen", width: 1440, height: 900 },
]) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
