import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers/axe";

/** axe finds no serious or critical violation on any public page, on a phone and on a wide screen. */
const pages = [
  "/",
  "/services",
  "/services/1",
  "/services/9",
  "/about",
  "/contact",
  "/faq",
  "/terms",
  "/policy",
  "/airticket",
  "/accommodation",
  "/carrental",
  "/ticket",
  "/eventform",
  "/maillist/unsubcribe/00000000-0000-4000-8000-000000000000",
  "/maillist/confirm/00000000-0000-4000-8000-000000000000",
  "/tours",
  "/tour/gorilla-trekking-volcanoes-national-park",
  "/blogs",
  "/blog/gorilla-trekking-2027-season-now-open",
  "/events",
  "/event/east-africa-sustainable-tourism-forum-2027",
  "/event/kigali-climate-finance-dialogue-2026",
  "/publications",
  "/press-releases",
  "/no-such-page",
];

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "wide screen", width: 1440, height: 900 },
]) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of pages) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
