import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { bookViaApi, TOUR } from "./helpers/booking";
import { FORUM_PAGE } from "./helpers/public-pages";

/*
 * No English interface sentence is left on a French or Kinyarwanda landing page: the visible text
 * outside what is marked lang="en" (content not translated yet), and the browser tab's title, may not
 * contain a sentence of messages/en.json (three words or more) that the language words differently.
 */

type Tree = { [key: string]: string | Tree };

/** A language's messages, both files (messages/{lang}.json and messages/client/{lang}.json) as one tree. */
const messages = (lang: string): Tree => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", file), "utf8")) as Tree;
  return { ...read(`${lang}.json`), ...read(`client/${lang}.json`) };
};

/** The literal runs of an ICU message (its `{…}` arguments left out), of three words or more. */
function literalRuns(message: string): string[] {
  const runs: string[] = [];
  let depth = 0;
  let run = "";
  for (const ch of message) {
    if (ch === "{") {
      if (depth === 0) runs.push(run);
      run = "";
      depth++;
    } else if (ch === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) run += ch;
  }
  runs.push(run);
  return runs.map((r) => r.replace(/\s+/g, " ").trim()).filter((r) => r.split(" ").filter((w) => /\p{L}/u.test(w)).length >= 3);
}

/** The English runs of every message whose words in `other` differ from the English, with its key. */
function englishSentences(english: Tree, other: Tree, prefix = ""): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const there = other?.[key];
    if (typeof value !== "string") return englishSentences(value, (there ?? {}) as Tree, `${prefix}${key}.`);
    if (value === there) return [];
    const theirs = typeof there === "string" ? there : "";
    return literalRuns(value)
      .filter((run) => !theirs.includes(run))
      .map((run): [string, string] => [run, prefix + key]);
  });
}

const SENTENCES = { fr: englishSentences(messages("en"), messages("fr")), rw: englishSentences(messages("en"), messages("rw")) };

/** The tab's title and the text a person sees, outside elements marked English (as written, not as CSS cases it). */
function textOutsideEnglish(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [lang="en"]:not(html)')) continue;
      const box = parent.tagName === "OPTION" ? parent.closest("select") : parent;
      if (box && box.checkVisibility({ visibilityProperty: true })) out.push(n.nodeValue ?? "");
    }
    return out.join(" ").replace(/\s+/g, " ");
  });
}

const LANDING_PAGES = [
  "",
  "/tours",
  `/tour/${TOUR.slug}`,
  "/blog/gorilla-trekking-2027-season-now-open",
  FORUM_PAGE,
  `/participant?event=${FORUM_PAGE.split("/").at(-1)}`,
  "/contact",
  "/faq",
  "/services",
  "/about",
  "/events",
  "/blogs",
  "/publications",
  "/press-releases",
  "/pay",
  "/no-such-page",
];

for (const lang of ["fr", "rw"] as const) {
  test(`the ${lang} landing pages show no English interface sentence`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { id } = await bookViaApi(request, `words-${lang}-${Date.now()}@example.org`);
    const found: string[] = [];
    for (const path of [...LANDING_PAGES, `/pay/${id}`, `/myorder/${id}`]) {
      await page.goto(`/${lang}${path}`, { waitUntil: "load" });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const text = await textOutsideEnglish(page);
      for (const [sentence, key] of SENTENCES[lang]) if (text.includes(sentence)) found.push(`/${lang}${path}: "${sentence}" (${key})`);
    }
    // The tab's title above is read once the page has hydrated; a 404's HTML head must already be in the language.
    for (const path of ["/no-such-page", "/tour/no-such-slug"]) {
      const html = await (await request.get(`/${lang}${path}`)).text();
      const head = [...html.matchAll(/<title>([^<]*)<\/title>|<meta name="description" content="([^"]*)"/g)].map((m) => m[1] ?? m[2]).join(" ");
      for (const [sentence, key] of SENTENCES[lang]) if (head.includes(sentence)) found.push(`/${lang}${path} (HTML head): "${sentence}" (${key})`);
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}

test("the check knows the English sentences it looks for, and finds them on an English page", async ({ page }) => {
  // A run of three words or more, arguments left out; a message worded the same in both languages is not one.
  expect(literalRuns("Comment by {name}")).toEqual([]);
  expect(literalRuns("{field} may be at most {max} characters.")).toEqual(["may be at most"]);
  const keys = SENTENCES.fr.map(([, key]) => key);
  expect(keys).toContain("notFoundPage.text");
  expect(keys).toContain("comments.none");
  await page.goto("/contact");
  const text = await textOutsideEnglish(page);
  expect(SENTENCES.fr.filter(([sentence]) => text.includes(sentence)).length).toBeGreaterThan(5);
});

test("a French visitor's comment: the form, its errors and the answer read in French; a Kinyarwanda form in Kinyarwanda", async ({ page }) => {
  await page.goto("/fr/blog/community-tree-nurseries-gishwati");
  const form = page.getByRole("form", { name: "Laisser un commentaire" });
  await form.getByRole("button", { name: "Publier le commentaire" }).click();
  await expect(form.getByText("Le nom est obligatoire.")).toBeVisible();
  await expect(form.getByText("L’adresse e-mail est obligatoire.")).toBeVisible();
  await expect(form.getByText("Le commentaire est obligatoire.")).toBeVisible();
  await form.getByLabel("Nom").fill("Aline Mukamana");
  await form.getByLabel("E-mail").fill("pas-une-adresse");
  await form.getByLabel("Commentaire").fill("Merci pour cet article sur les pépinières.");
  await form.getByRole("button", { name: "Publier le commentaire" }).click();
  await expect(form.getByText("Veuillez saisir une adresse e-mail valide.")).toBeVisible();
  await form.getByLabel("E-mail").fill("aline.mukamana@example.org");
  // A person takes a moment to write; forms sent within 2 s of opening are refused as automated.
  await page.waitForTimeout(2_100);
  await form.getByRole("button", { name: "Publier le commentaire" }).click();
  await expect(form.getByRole("status")).toContainText("Il attend d’être modéré");

  await page.goto(`/rw/tour/${TOUR.slug}`);
  const rwForm = page.getByRole("form", { name: "Tanga igitekerezo" });
  await rwForm.getByRole("button", { name: "Ohereza igitekerezo" }).click();
  await expect(rwForm.getByText("Andika amazina yawe.")).toBeVisible();
  await expect(rwForm.getByText("Andika igitekerezo cyawe.")).toBeVisible();

  // English reads as before.
  await page.goto(`/tour/${TOUR.slug}`);
  await expect(page.getByRole("form", { name: "Leave a comment" }).getByRole("button", { name: "Post comment" })).toBeVisible();
});
