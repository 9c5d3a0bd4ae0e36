import { expect, test, type APIRequestContext } from "@playwright/test";
import { OwnServer } from "./helpers/own-server";

/*
 * The remaining public pages in French and Kinyarwanda: the tours list (its items are English
 * content, so the English list stays canonical), /accommodation, /carrental and /ticket (wholly
 * translated: own canonical, hreflang, sitemap per language), the newsletter archive, and the 404
 * pages, which speak the language of the address they answer.
 */

const origin = /^http:\/\/localhost:\d+/;

/** The page's canonical path and its hreflang alternates ({ fr: "/fr/…", … }), read from the HTML. */
async function head(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2].replace(origin, "") || "/"]),
  );
  return { html, canonical: canonical.replace(origin, ""), alternates };
}

const every = (path: string) => ({ en: path, fr: `/fr${path}`, rw: `/rw${path}`, "x-default": path });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a French visitor filters the tours by keyboard and reads the list in French", async ({ page, request }) => {
    await page.goto("/fr/tours");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Circuits" })).toBeVisible();
    await expect(page.getByText("pas encore traduit")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Filtrer les circuits" });
    const duration = form.getByLabel("Durée");
    await expect(duration.getByRole("option", { name: "Une journée" })).toHaveCount(1);
    await duration.focus();
    // A closed select changes its value with the arrow keys: "Toutes les durées" → "Une journée".
    await page.keyboard.press("ArrowDown");
    await expect(duration).toHaveValue("one-day");
    await form.getByRole("button", { name: "Afficher les circuits" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/tours\/duration\/one-day$/);
    await expect(page.getByRole("heading", { level: 1, name: "Circuits d’une journée au Rwanda" })).toBeVisible();
    const list = page.getByRole("region", { name: "Liste des circuits" });
    await expect(list).toContainText(/circuits? correspond/);
    await expect(list).toContainText("prix en dollars américains pour tout votre groupe");
    await expect(list.getByRole("listitem").first().getByRole("link").first()).toHaveAttribute("href", /^\/fr\/tour\//);
    await expect(page.getByRole("form", { name: "Filtrer les circuits" }).getByLabel("Durée")).toHaveValue("one-day");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its items are English content: the English list is the canonical, without hreflang.
    const { canonical, alternates } = await head(request, "/fr/tours/duration/one-day");
    expect(canonical).toBe("/tours/duration/one-day");
    expect(alternates).toEqual({});
  });

  test("a Kinyarwanda visitor sends the ticket form empty by keyboard and reads its errors in Kinyarwanda", async ({ page }) => {
    await page.goto("/rw/ticket");
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Bika itike" })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Bika itike yanjye" }).focus();
    await page.keyboard.press("Enter");
    const form = page.getByRole("form", { name: "Urugendo rwawe" });
    await expect(form.getByText("Andika amazina yombi.")).toBeVisible();
    await expect(form.getByText("Umujyi uhagurukiramo urakenewe.")).toBeVisible();
    await expect(form.getByText("Itariki yo kugaruka irakenewe.")).toBeVisible();
    await expect(form.getByLabel("Umujyi ujyamo")).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test("the French ticket form says what is wrong in French, the order of the dates included", async ({ page, request }) => {
  await page.goto("/fr/ticket");
  await expect(page.getByRole("heading", { level: 1, name: "Réserver un billet" })).toBeVisible();
  const form = page.getByRole("form", { name: "Votre voyage" });
  await form.getByLabel("Nom complet").fill("Amélie Uwase");
  await form.getByLabel("E-mail").fill("pas-une-adresse");
  await form.getByLabel("Ville de départ").fill("Kigali");
  await form.getByLabel("Ville de destination").fill("Paris");
  await form.getByLabel("Date de départ").fill("2027-05-10");
  await form.getByLabel("Date de retour").fill("2027-05-01");
  await form.getByRole("button", { name: "Réserver mon billet" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("Veuillez saisir une adresse e-mail valide.")).toBeVisible();
  await form.getByLabel("E-mail").fill("amelie@example.com");
  await page.keyboard.press("Enter");
  await expect(form.getByText("La date de retour ne peut pas précéder la date de départ.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Vous préférez parler ?" })).toBeVisible();

  const { canonical, alternates } = await head(request, "/fr/ticket");
  expect(canonical).toBe("/fr/ticket");
  expect(alternates).toEqual(every("/ticket"));
});

test("/eventform reads wholly in French, its errors too", async ({ page, request }) => {
  await page.goto("/fr/eventform");
  await expect(page.getByRole("heading", { level: 1, name: "Appui à l’organisation d’événements" })).toBeVisible();
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  const form = page.getByRole("form", { name: "Demander un appui pour votre événement" });
  await form.getByRole("button", { name: "Envoyer la demande" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByText("L’organisation est obligatoire.")).toBeVisible();
  await expect(form.getByText("Le message est obligatoire.")).toBeVisible();
  const { canonical, alternates } = await head(request, "/fr/eventform");
  expect(canonical).toBe("/fr/eventform");
  expect(alternates).toEqual(every("/eventform"));
});

test("/accommodation and /carrental read wholly in each language; English reads as before", async ({ page, request }) => {
  for (const [path, lang, title, button] of [
    ["/accommodation", "rw", "Aho kuba", "Fungura urubuga rw’aho kuba"],
    ["/carrental", "fr", "Location de voitures", "Ouvrir le portail de location"],
  ] as const) {
    await page.goto(`/${lang}${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^${button}`) })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    const { canonical, alternates } = await head(request, `/${lang}${path}`);
    expect(canonical).toBe(`/${lang}${path}`);
    expect(alternates).toEqual(every(path));
  }
  await page.goto("/carrental");
  await expect(page.getByRole("heading", { level: 1, name: "Car rental" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Book online" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask our travel desk" })).toBeVisible();
});

test("the sitemap lists the translated travel pages once per language; the tours list once", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>http:\/\/localhost:\d+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  for (const path of ["/accommodation", "/carrental", "/ticket", "/eventform"]) {
    for (const lang of ["", "/fr", "/rw"]) expect(locs, lang + path).toContain(lang + path);
  }
  expect(locs).toContain("/tours");
  expect(locs).not.toContain("/fr/tours");
});

test("a Kinyarwanda address that does not exist answers 404 in Kinyarwanda", async ({ page, request }) => {
  const res = await page.goto("/rw/nta-paji-iri-hano");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await expect(page.getByRole("heading", { level: 1, name: "Ipaji ntiyabonetse" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reba ingendo" })).toHaveAttribute("href", "/rw/tours");
  await expect(page.getByText("Page not found")).toHaveCount(0);

  // A service that does not exist, and an address that cannot be read, in their languages too.
  const service = await page.goto("/rw/services/9");
  expect(service?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Serivisi ntiyabonetse" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Gusemura no guhindura inyandiko" })).toHaveAttribute("href", "/rw/services/4");
  const unreadable = await request.get("/fr/tour/%zz");
  expect(unreadable.status()).toBe(404);
  expect(await unreadable.text()).toContain("Page introuvable");

  // English reads as before.
  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse tours" })).toHaveAttribute("href", "/tours");
});

test("the French newsletter archive speaks French around the letters; the English archive is its canonical", async ({ page, request }) => {
  await page.goto("/fr/newsletters");
  await expect(page.getByRole("heading", { level: 1, name: "Lettres d’information" })).toBeVisible();
  await expect(page.getByText("pas encore traduit")).toHaveCount(0);
  const { canonical, alternates } = await head(request, "/fr/newsletters");
  expect(canonical).toBe("/newsletters");
  expect(alternates).toEqual({});
});

/*
 * The cards below are the demo content's: on the shared server, other specs' tours and events (some
 * with versions) push them off the home page, so this test reads a site of its own, just seeded.
 */
test.describe("cards on a freshly seeded site", () => {
  const PORT = Number(process.env.E2E_PORT ?? 3100) + 720;
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await new OwnServer({ port: PORT }).prepare();
    await server.start();
    // The site answers before its demo content is in: a page drawn then would be cached half-filled.
    await expect.poll(() => server.log.includes("[db] demo content loaded"), { timeout: 120_000 }).toBe(true);
  });
  test.afterAll(async () => {
    await server?.dispose();
  });
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  test("French cards show a version's excerpt and place unmarked, and mark the English content they still show", async ({ page }) => {
    await page.goto("/fr");
    const tours = page.getByRole("region", { name: "Des voyages qui en valent la peine" });
    // A tour with a French version: its title is French; one without keeps its English title, marked.
    await expect(tours.getByRole("heading", { level: 3, name: "Kayak et îles du lac Kivu" })).not.toHaveAttribute("lang", /./);
    await expect(tours.getByRole("heading", { level: 3, name: "Congo-Nile Trail Cycling Adventure" })).toHaveAttribute("lang", "en");
    // Only the lead card shows an excerpt, marked English exactly when the lead tour has no French version.
    await expect(tours.getByRole("list").locator("p")).toHaveCount(1);
    const lead = tours.getByRole("listitem").first();
    const leadEnglish = (await lead.getByRole("heading", { level: 3 }).getAttribute("lang")) === "en";
    if (leadEnglish) await expect(lead.locator("p")).toHaveAttribute("lang", "en");
    else await expect(lead.locator("p")).not.toHaveAttribute("lang", /./);
    // An event with a French version names its place in French, unmarked; one without keeps its English place, marked.
    const events = page.getByRole("region", { name: "Prochainement" });
    await expect(events.getByText("Kinigi, district de Musanze", { exact: true })).not.toHaveAttribute("lang", /./);
    await expect(events.getByText("Kinigi, Musanze District")).toHaveCount(0);
    await expect(events.getByText("Ikaze Training Room, KG 7 Ave, Kacyiru, Kigali", { exact: true })).toHaveAttribute("lang", "en");

    await page.goto("/fr/tours");
    const list = page.getByRole("region", { name: "Liste des circuits" });
    await expect(list.getByRole("heading", { name: "Kayak et îles du lac Kivu" })).not.toHaveAttribute("lang", /./);
    await expect(list.getByRole("heading", { name: "Musanze Caves and the Twin Lakes" })).toHaveAttribute("lang", "en");
    // The translated tour's excerpt is cut from its French text; the untranslated one's stays English, marked.
    await expect(list.getByText(/^Le lac Kivu s.étire le long de la frontière/)).not.toHaveAttribute("lang", /./);
    await expect(list.getByText(/^Lake Kivu stretches along/)).toHaveCount(0);
    await expect(list.getByText(/^The land around Musanze was shaped by fire/)).toHaveAttribute("lang", "en");

    await page.goto("/rw/events");
    const rwEvents = page.getByRole("region", { name: "Urutonde rw’ibirori" });
    await expect(rwEvents.getByText("Kinigi, Akarere ka Musanze", { exact: true })).not.toHaveAttribute("lang", /./);
    await expect(rwEvents.getByText("Ikaze Training Room, KG 7 Ave, Kacyiru, Kigali", { exact: true })).toHaveAttribute("lang", "en");

    // English pages carry no such marks.
    for (const path of ["/tours", "/events", "/"]) {
      await page.goto(path);
      await expect(page.locator('main [lang="en"]'), path).toHaveCount(0);
    }
  });
});
