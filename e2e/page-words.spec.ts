import { expect, test, type APIRequestContext } from "@playwright/test";

/*
 * The home page, the four services and /about read wholly in French and Kinyarwanda: their words,
 * the cards' words around the listed tours, posts and events (the listed content stays as it is),
 * and their head (own canonical, hreflang for every language and x-default) and sitemap entries.
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

test("the French home page speaks French around its tours, posts and events, and names itself canonical", async ({ page, request }) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Conseil climatique et voyages inoubliables" })).toBeVisible();
  await expect(page.getByText("pas encore traduit")).toHaveCount(0);
  // English is only the cards' content (untranslated titles, excerpts, venues), each marked.
  const englishParts = page.locator('main [lang="en"]');
  await expect(englishParts.first()).toBeAttached();
  expect(await englishParts.evaluateAll((els) => els.filter((el) => !el.closest("li, article")).length)).toBe(0);
  const services = page.getByRole("region", { name: "Du conseil pour un Rwanda plus vert" });
  await expect(services.getByRole("link", { name: "Conservation de l’environnement" })).toHaveAttribute("href", "/fr/services/2");
  await expect(services.getByRole("link", { name: "Tous les services" })).toHaveAttribute("href", "/fr/services");
  await expect(page.getByRole("heading", { level: 2, name: "Un petit pays qui a beaucoup à protéger" })).toBeVisible();
  await expect(page.getByText(/^38\s000$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Image suivante" })).toBeVisible();
  // The cards' words are French; a tour's link keeps the language.
  const tours = page.getByRole("region", { name: "Des voyages qui en valent la peine" });
  await expect(tours.getByText(/À partir de .*\$US pour/).first()).toBeVisible();
  await expect(tours.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/fr\/tour\//);
  const events = page.getByRole("region", { name: "Prochainement" });
  await expect(events.getByRole("link", { name: "Tous les événements" })).toHaveAttribute("href", "/fr/events");
  const contact = page.getByRole("region", { name: "Un projet ou un voyage en tête ? Parlons-en." });
  // The form is on /fr/contact: its words stay out of the home page's payload.
  await expect(contact.getByRole("link", { name: "Écrire votre message" })).toHaveAttribute("href", "/fr/contact");

  const { canonical, alternates } = await head(request, "/fr");
  expect(canonical).toBe("/fr");
  expect(alternates).toEqual({ en: "/", fr: "/fr", rw: "/rw", "x-default": "/" });
});

test("a Kinyarwanda reader opens a service, and its links keep the language", async ({ page, request }) => {
  await page.goto("/rw/services/1");
  await expect(page.locator("html")).toHaveAttribute("lang", "rw");
  await expect(page.getByRole("heading", { level: 1, name: "Ubujyanama ku mihindagurikire y’ibihe n’iterambere rirambye" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Imirimo isanzwe" })).toBeVisible();
  await expect(page.getByText("ntibirahindurwa")).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  const others = page.getByRole("navigation", { name: "Izindi serivisi" });
  await expect(others.getByRole("link")).toHaveCount(3);
  await others.getByRole("link", { name: "Gusemura no guhindura inyandiko" }).click();
  await expect(page).toHaveURL(/\/rw\/services\/4$/);
  await expect(page.getByRole("link", { name: "Vugana n’itsinda ryacu" })).toHaveAttribute("href", "/rw/contact?service=4");

  const { canonical, alternates } = await head(request, "/rw/services/1");
  expect(canonical).toBe("/rw/services/1");
  expect(alternates).toEqual({ en: "/services/1", fr: "/fr/services/1", rw: "/rw/services/1", "x-default": "/services/1" });
  // An unknown service is still a 404.
  expect((await request.get("/rw/services/9")).status()).toBe(404);
});

test("/about and /services read wholly in each language; English reads as before", async ({ page, request }) => {
  for (const [lang, about, values] of [
    ["fr", "Enracinés au Rwanda, au service des gens et de la planète", "Nos valeurs"],
    ["rw", "Dushinze imizi mu Rwanda, dukorera abantu n’isi", "Indangagaciro zacu"],
  ] as const) {
    await page.goto(`/${lang}/about`);
    await expect(page.getByRole("heading", { level: 1, name: about })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: values })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    const { canonical } = await head(request, `/${lang}/about`);
    expect(canonical).toBe(`/${lang}/about`);
  }
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "Rooted in Rwanda, working for people and the planet" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Sustainability" })).toBeVisible();
  const { canonical, alternates } = await head(request, "/services");
  expect(canonical).toBe("/services");
  expect(alternates["x-default"]).toBe("/services");
});

test("the sitemap lists the home page, the services and /about once per language, with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  const entry = (path: string) => urls.find((u) => new RegExp(`<loc>http://localhost:\\d+${path}</loc>`).test(u));
  for (const path of ["/", "/services", "/services/3", "/about"]) {
    for (const lang of ["", "/fr", "/rw"]) {
      const loc = lang + (path === "/" && lang ? "" : path);
      const found = entry(loc);
      expect(found, loc).toBeTruthy();
      for (const hreflang of ["en", "fr", "rw", "x-default"]) expect(found, `${loc} ${hreflang}`).toContain(`hreflang="${hreflang}"`);
    }
  }
  // A page not translated yet is listed once, in English.
  expect(entry("/fr/terms")).toBeUndefined();
  expect(entry("/terms")).toBeTruthy();
});

test("the French events list speaks French around its events; its content being English, the English list is its canonical", async ({ page, request }) => {
  await page.goto("/fr/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Événements" })).toBeVisible();
  const list = page.getByRole("region", { name: "Liste des événements" });
  await expect(list.getByRole("listitem").first().getByRole("link")).toHaveAttribute("href", /^\/fr\/event\//);
  await expect(page.getByText("pas encore traduit")).toHaveCount(0);
  const { canonical, alternates } = await head(request, "/fr/events");
  expect(canonical).toBe("/events");
  expect(alternates).toEqual({});
});

test.describe("a Kinyarwanda visitor on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the air-ticket form by keyboard and reads its errors in Kinyarwanda", async ({ page, request }) => {
    await page.goto("/rw/airticket");
    await expect(page.locator("html")).toHaveAttribute("lang", "rw");
    await expect(page.getByRole("heading", { level: 1, name: "Amatike y’indege" })).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Uzuza ifishi" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Gusaba itike y’indege" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Ohereza" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("Andika amazina yombi.")).toBeVisible();
    await expect(dialog.getByText("Umujyi uhagurukiramo urakenewe.")).toBeVisible();
    await expect(dialog.getByText("Itariki yo kugaruka irakenewe.")).toBeVisible();
    await expect(dialog.getByLabel("Umubare w’abagenzi")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const { canonical, alternates } = await head(request, "/rw/airticket");
    expect(canonical).toBe("/rw/airticket");
    expect(alternates).toEqual({ en: "/airticket", fr: "/fr/airticket", rw: "/rw/airticket", "x-default": "/airticket" });
  });
});

test("a tour's and a post's pages speak the page's language around their content", async ({ page }) => {
  // An untranslated tour: its text stays English (marked so), the page's own words are French.
  await page.goto("/fr/tour/akagera-big-five-safari");
  await expect(page.getByRole("link", { name: "Réserver ce circuit" })).toBeVisible();
  // Its content is marked English, field by field; the interface around it stays French.
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
  await expect(page.locator('main [lang="en"]').filter({ hasText: "Réserver ce circuit" })).toHaveCount(0);
  const trail = page.getByRole("navigation", { name: "Fil d’Ariane" });
  await expect(trail.getByRole("link", { name: "Circuits" })).toHaveAttribute("href", "/fr/tours");
  for (const label of ["Lieu", "Durée", "Prix"]) await expect(page.locator("dt", { hasText: label })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Itinéraire" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^(Commentaires|\d+ commentaires?)$/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Autres circuits" }).getByRole("link", { name: "Voir tous les circuits" })).toHaveAttribute(
    "href",
    "/fr/tours",
  );
  await expect(page.getByText("Partager", { exact: true })).toBeVisible();

  await page.goto("/rw/blog/community-tree-nurseries-gishwati");
  await expect(page.getByRole("navigation", { name: "Inzira y’urupapuro" }).getByRole("link", { name: "Blogu" })).toHaveAttribute("href", "/rw/blogs");
  await expect(page.getByRole("region", { name: "Inkuru ziheruka" })).toBeVisible();

  // English reads as before.
  await page.goto("/tour/akagera-big-five-safari");
  await expect(page.getByRole("link", { name: "Book this tour" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Tours" })).toHaveAttribute("href", "/tours");
  await expect(page.getByRole("heading", { name: "Itinerary" })).toBeVisible();
});

/** The HTML as a crawler or a browser gets it before any script runs: its titles, and the head's title and description. */
async function rawHead(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const html = await res.text();
  const headPart = html.slice(0, html.indexOf("</head>"));
  return {
    status: res.status(),
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    headTitle: /<title>([^<]*)<\/title>/.exec(headPart)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(headPart)?.[1],
  };
}

test("a 404's HTML head is in the page's language before any script runs; the English one is as before", async ({ page, request }) => {
  const cases = [
    ["/fr/unknown-path", "fr", "Page introuvable | Ikaze", "Ikaze, entreprise rwandaise"],
    ["/fr/tour/no-such-slug", "fr", "Page introuvable | Ikaze", "Ikaze, entreprise rwandaise"],
    ["/rw/unknown-path", "rw", "Ipaji ntiyabonetse | Ikaze", "Ikaze ni ikigo cyo mu Rwanda"],
    ["/rw/tour/no-such-slug", "rw", "Ipaji ntiyabonetse | Ikaze", "Ikaze ni ikigo cyo mu Rwanda"],
    ["/fr/services/9", "fr", "Service introuvable | Ikaze", "Ikaze, entreprise rwandaise"],
    ["/rw/services/9", "rw", "Serivisi ntiyabonetse | Ikaze", "Ikaze ni ikigo cyo mu Rwanda"],
    ["/unknown-path", "en", "Page not found | Ikaze", "Ikaze is a Rwanda-based company offering climate and sustainability consulting"],
  ] as const;
  for (const [path, lang, title, description] of cases) {
    const head = await rawHead(request, path);
    expect(head.status, path).toBe(404);
    expect(head.headTitle, path).toBe(title);
    // No other title anywhere in the HTML, for a script to swap in later.
    expect(new Set(head.titles), path).toEqual(new Set([title]));
    expect(head.description, path).toContain(description);
    // Next sends a 404 thrown by a page as a bare document; the page draws the site's header and footer around it.
    await page.goto(path);
    await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
    await expect(page, path).toHaveTitle(title);
    await expect(page.getByRole("banner"), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
  }
});

test("/sent shows a registration refusal the API already worded in French as French, an English one translated", async ({ page }) => {
  const french = "Pays choisi : Allemagne ; le tarif applicable est celui des Internationaux, et la catégorie de participant doit correspondre au pays.";
  await page.goto(`/fr/sent?form=registration&back=/fr/participant&error=${encodeURIComponent(french)}`);
  const alert = page.getByRole("alert");
  await expect(alert.getByText(french)).toBeVisible();
  await expect(alert.locator('[lang="en"]')).toHaveCount(0);
  await page.goto(`/fr/sent?form=registration&back=/fr/participant&error=${encodeURIComponent("Please choose a country from the list.")}`);
  await expect(alert.getByText("Veuillez choisir un pays dans la liste.")).toBeVisible();
  await expect(alert.locator('[lang="en"]')).toHaveCount(0);
});
