import { expect, test } from "@playwright/test";
import { TOUR } from "./helpers/booking";

/**
 * The site in three languages: English keeps every path of today, French and Kinyarwanda answer
 * under /fr/… and /rw/… with their <html lang>, translated interface and a canonical; content that
 * exists only in English says so and is marked lang="en"; the switcher keeps the visitor's page.
 */

const head = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

test("every page of the sitemap answers in English at its own path, as before", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]).filter((p) => !/^\/(fr|rw)(\/|$)/.test(p));
  expect(paths).toContain("/");
  expect(paths).toContain("/tours");
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(head(html, /<html[^>]* lang="([^"]+)"/), path).toBe("en");
    expect(html, path).toContain('hrefLang="fr"');
  }
});

test("an /en/ address goes to the unprefixed English page", async ({ request }) => {
  const res = await request.get("/en/tours", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toMatch(/\/tours$/);
});

for (const [lang, nav, untranslated] of [
  ["fr", "Circuits", "pas encore traduit"],
  ["rw", "Ingendo nyobozi", "ntibirahindurwa"],
] as const) {
  test(`/${lang}/ pages answer in ${lang}: html lang, interface words, canonical, switcher alternates`, async ({ request }) => {
    for (const path of [`/${lang}`, `/${lang}/terms`, `/${lang}/tours`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(head(html, /<html[^>]* lang="([^"]+)"/), path).toBe(lang);
      expect(html, path).toContain(`>${nav}<`);
      expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+[^"]*"/);
      // The switcher links the same page in each language.
      const english = path.slice(3) || "/";
      expect(html, path).toContain(`href="${english}" hrefLang="en"`);
    }
    // English-only content under the translated interface: marked, and said in one line.
    const terms = await (await request.get(`/${lang}/terms`)).text();
    expect(terms).toContain(untranslated);
    expect(terms).toContain('<div lang="en">');
    // Its canonical is the English page (no duplicate for search engines).
    expect(terms).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/terms"/);
  });
}

test("a French visitor's booking box speaks French, the shared schema's messages included", async ({ page }) => {
  await page.goto(`/fr/tour/${TOUR.slug}`);
  await expect(page.getByRole("region", { name: "Mode test" })).toContainText("MODE TEST");
  // The tour's own text is English for now: marked, and said in one line.
  await expect(page.getByText("Ce contenu n’est pas encore traduit en français ; il est affiché en anglais.")).toBeVisible();
  const box = page.getByRole("region", { name: "Réserver ce circuit" });
  await expect(box).toHaveAttribute("lang", "fr");
  const form = box.getByRole("form", { name: `Réserver ${TOUR.title}` });
  await form.getByRole("button", { name: "Payer plus tard" }).click();
  for (const m of [
    "Le nom complet est obligatoire.",
    "L’adresse e-mail est obligatoire.",
    "Votre numéro de téléphone est obligatoire.",
    "L’adresse est obligatoire.",
    "Le lieu de prise en charge est obligatoire.",
  ]) {
    await expect(form.getByText(m)).toBeVisible();
  }
  await expect(form.getByLabel("Nombre de personnes")).toBeVisible();
  await expect(form.getByRole("button", { name: "Payer maintenant" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the language switcher in the phone menu keeps the page, by keyboard, and remembers the choice", async ({ page, context }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const switcher = page.getByRole("navigation", { name: "Language" });
    await expect(switcher).toBeVisible();
    const french = switcher.getByRole("link", { name: "Français" });
    await french.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await context.cookies()).find((c) => c.name === "ikaze_lang")?.value).toBe("fr");

    await page.getByRole("button", { name: "Ouvrir le menu" }).focus();
    await page.keyboard.press("Enter");
    const kinyarwanda = page.getByRole("navigation", { name: "Langue" }).getByRole("link", { name: "Kinyarwanda" });
    await kinyarwanda.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/rw\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("button", { name: "Fungura urutonde" })).toBeVisible();
  });
});

test("the FAQ reads wholly in French and Kinyarwanda: its questions open by keyboard, its JSON-LD says its language", async ({ page, request }) => {
  for (const [lang, heading, question, answer] of [
    ["fr", "Questions fréquentes", "Ai-je besoin d’un visa pour le Rwanda ?", "portail officiel Irembo"],
    ["rw", "Ibibazo bikunze kubazwa", "Nkeneye viza kugira ngo nsure u Rwanda?", "ku rubuga rwa Irembo"],
  ] as const) {
    await page.goto(`/${lang}/faq`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    const summary = page.getByText(question, { exact: true });
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(answer)).toBeVisible();
    const html = await (await request.get(`/${lang}/faq`)).text();
    expect(html).toContain(`"@type":"FAQPage","inLanguage":"${lang}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/${lang}/faq"`));
  }
});
