import { expect, test } from "@playwright/test";

/*
 * /contact is the first page that reads wholly in each language: its words, the form's labels and
 * every message the form can show (the shared schema's, the server's answer), and /sent when the
 * form posts without script. It is its own canonical in each language and in the sitemap thrice.
 */

test.describe("a French visitor on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("writes to the company by keyboard and reads every answer in French", async ({ page }) => {
    await page.goto("/fr/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Nous contacter" })).toBeVisible();
    await expect(page.getByText("pas encore traduit")).toHaveCount(0);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /Téléphone|^\+250/ })
        .first(),
    ).toBeVisible();
    const form = page.getByRole("main").getByRole("form", { name: "Écrivez-nous" });
    await form.getByLabel("Nom complet").focus();
    // The form's code arrives when it gets the focus; from then on it checks in place.
    await expect(form.getByRole("button", { name: "Envoyer le message" })).toBeEnabled();
    await form.getByRole("button", { name: "Envoyer le message" }).focus();
    await page.keyboard.press("Enter");
    await expect(form.getByText("Le nom complet est obligatoire.")).toBeVisible();
    await expect(form.getByText("L’adresse e-mail est obligatoire.")).toBeVisible();
    await expect(form.getByText("Le message est obligatoire.")).toBeVisible();

    await form.getByLabel("Nom complet").fill("Claire Niyonsaba");
    await form.getByLabel("E-mail").fill("claire@exemple");
    await form.getByLabel("Message").fill("Bonjour, un circuit de trois jours en mars est-il possible ?");
    await form.getByLabel("E-mail").press("Enter");
    await expect(form.getByText("Veuillez saisir une adresse e-mail valide.")).toBeVisible();
    await form.getByLabel("E-mail").fill("claire.niyonsaba@example.com");
    await form.getByLabel("E-mail").press("Enter");
    await expect(form.getByRole("status")).toHaveText("Merci. Votre message est bien parti. Nous répondons sous un jour ouvré.");
    // The site's shell speaks French too, the services' names included (their pages are written in French).
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Lettre d’information" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Facebook (s’ouvre dans un nouvel onglet)" })).toBeVisible();
    const service = footer.getByRole("navigation", { name: "Pied de page" }).getByRole("link", { name: "Conservation de l’environnement" });
    await expect(service).toHaveAttribute("href", "/fr/services/2");
    await expect(service).not.toHaveAttribute("lang", "en");
    await footer.getByRole("button", { name: "S’abonner" }).click();
    await expect(footer.getByRole("alert")).toHaveText("L’adresse e-mail est obligatoire.");
    await footer.getByLabel("Votre e-mail").fill("claire.niyonsaba@example.com");
    await footer.getByLabel("Votre e-mail").press("Enter");
    await expect(footer.getByRole("status")).toHaveText(/^Merci. Consultez votre boîte de réception/);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("before the form's script (a Kinyarwanda reader)", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/_next/static/chunks/**", (route) => route.abort());
  });

  test("the plain form lands on /rw/sent, with the reason in Kinyarwanda, then received", async ({ page }) => {
    await page.goto("/rw/contact");
    const form = page.getByRole("main").getByRole("form", { name: "Twoherereze ubutumwa" });
    await form.getByRole("button", { name: "Ohereza ubutumwa" }).click();
    await expect(page).toHaveURL(/\/rw\/sent\?/);
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Ifishi yawe ntiyoherejwe" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Andika amazina yombi.");

    await page.getByRole("link", { name: "Subira kuri paji" }).click();
    await expect(page).toHaveURL(/\/rw\/contact$/);
    await form.getByLabel("Amazina yombi").fill("Eric Habimana");
    await form.getByLabel("Imeyili").fill("eric.habimana@example.com");
    await form.getByLabel("Ubutumwa").fill("Muraho, ndashaka kumenya ibiciro by’urugendo.");
    await form.getByRole("button", { name: "Ohereza ubutumwa" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Murakoze ku butumwa bwanyu" })).toBeVisible();
  });
});

test("each language's /contact is its own canonical, lists the others, and is in the sitemap", async ({ request }) => {
  for (const [path, lang] of [
    ["/contact", "en"],
    ["/fr/contact", "fr"],
    ["/rw/contact", "rw"],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"`));
    for (const alt of ["en", "fr", "rw", "x-default"]) expect(html, `${path} ${alt}`).toMatch(new RegExp(`<link rel="alternate" hrefLang="${alt}"`));
  }
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/contact", "/fr/contact", "/rw/contact"]) expect(xml).toMatch(new RegExp(`<loc>http://localhost:\\d+${path}</loc>`));
});
