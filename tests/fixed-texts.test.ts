import { createElement, isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { fixedTexts } from "@/lib/platform/db/schema";
import { DELETE as reset, PUT as save } from "@/app/api/fixed-texts/[kind]/[key]/[locale]/route";
import TermsPage, { generateMetadata as termsMetadata } from "@/app/[locale]/terms/[[...rest]]/page";
import TermsLayout from "@/app/[locale]/terms/layout";
import FaqPage from "@/app/[locale]/faq/[[...rest]]/page";
import { faqFor, legalSitemapEntries, pageLanguages, pageText, servicesFor } from "@/lib/content/fixed-texts/public";
import { readFixedTextStatus } from "@/lib/content/fixed-texts/queries";
import { FAQ_BY_LANGUAGE } from "@/lib/content/faq";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";
import { seedDemo } from "@/lib/office/setup/seed";
import { demoTranslations } from "@/lib/office/setup/demo/translations";
import { readTranslationStatus } from "@/lib/content/translations/queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read } from "./helpers/content";

let admin: string;
let staff: string;

const faqFr = { question: "Faut-il un visa pour le Rwanda ?", answer: "Souvent non.\n\n  Vérifiez sur Irembo avant de partir.  ", needsReview: true };
const termsRw = {
  title: "Amategeko n'amabwiriza",
  intro: "Amategeko akurikizwa iyo ukoresha uru rubuga.",
  sections: [{ heading: "Abo turi bo", text: "Uru rubuga rucungwa na Ikaze.\n\nMutwandikire." }],
  needsReview: true,
};

const put = (kind: string, key: string, locale: string, body: unknown, token?: string) =>
  save(apiRequest(`/api/fixed-texts/${kind}/${key}/${locale}`, { method: "PUT", body, token }), params({ kind, key, locale }));
const del = (kind: string, key: string, locale: string, token?: string) =>
  reset(apiRequest(`/api/fixed-texts/${kind}/${key}/${locale}`, { method: "DELETE", token }), params({ kind, key, locale }));

async function stored(kind: "faq" | "faq-section" | "service" | "page", key: string, locale: "en" | "fr" | "rw") {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(fixedTexts)
    .where(and(eq(fixedTexts.kind, kind), eq(fixedTexts.key, key), eq(fixedTexts.locale, locale)));
  return row;
}

/** The sitemap's entries for the legal pages (app/sitemap.ts lists these). */
const sitemap = () => legalSitemapEntries({});

/** A page's HTML as its Server Component renders it; an async component it returns (the English-content wrapper) is awaited first. */
async function html(el: Promise<React.ReactNode> | React.ReactNode): Promise<string> {
  let node = await el;
  if (isValidElement(node) && typeof node.type === "function") node = await (node.type as (p: unknown) => Promise<React.ReactNode>)(node.props);
  return renderToStaticMarkup(createElement("div", null, node));
}
const route = (locale: string) => ({ params: Promise.resolve({ locale, rest: undefined }) });

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

describe("PUT and DELETE /api/fixed-texts/{kind}/{key}/{locale}", () => {
  it("refuses anonymous callers (401) and staff who are not administrators (403), writing nothing", async () => {
    expect((await read(await put("faq", "tourism-1", "fr", faqFr))).status).toBe(401);
    expect(await read(await put("faq", "tourism-1", "fr", faqFr, staff))).toMatchObject({ status: 403 });
    expect((await read(await del("faq", "tourism-1", "fr", staff))).status).toBe(403);
    expect(await stored("faq", "tourism-1", "fr")).toBeUndefined();
  });

  it("names what is unknown: the kind, the language, the text (404)", async () => {
    expect((await read(await put("blog", "tourism-1", "fr", faqFr, admin))).body.error).toMatch(/Unknown kind of text/);
    expect((await read(await put("faq", "tourism-1", "de", faqFr, admin))).body.error).toMatch(/Unknown language/);
    expect(await read(await put("faq", "tourism-99", "fr", faqFr, admin))).toEqual({ status: 404, body: { error: "FAQ entry not found." } });
    expect(await read(await put("page", "home", "fr", termsRw, admin))).toEqual({ status: 404, body: { error: "Page not found." } });
  });

  it("refuses what the kind's schema refuses (400 with the field's messages), writing nothing", async () => {
    expect(await read(await put("faq", "tourism-1", "fr", { ...faqFr, answer: "  " }, admin))).toEqual({
      status: 400,
      body: { error: "The answer is required." },
    });
    const page = await read(await put("page", "terms", "rw", { ...termsRw, sections: [] }, admin));
    expect(page).toEqual({ status: 400, body: { error: "Write at least one section." } });
    const about = await read(await put("page", "about", "fr", termsRw, admin));
    expect(about.status).toBe(400);
    expect(about.body.error).toMatch(/three sections/);
    expect((await read(await put("service", "2", "fr", [1], admin))).status).toBe(400);
    expect(await stored("faq", "tourism-1", "fr")).toBeUndefined();
    expect(await stored("page", "terms", "rw")).toBeUndefined();
  });

  it("saves a French FAQ answer, audited; /fr/faq shows it, the other languages keep their default", async () => {
    const res = await read(await put("faq", "tourism-1", "fr", faqFr, admin));
    expect(res).toEqual({ status: 200, body: { message: "French version saved." } });
    const row = await stored("faq", "tourism-1", "fr");
    expect(row).toMatchObject({ needsReview: true, fields: { question: faqFr.question, answer: "Souvent non.\n\n  Vérifiez sur Irembo avant de partir." } });
    expect((await auditFor("faq:tourism-1"))[0]).toMatchObject({
      action: "fixed_text.create",
      entityType: "fixed_text",
      summary: 'Wrote the French FAQ entry "Do I need a visa to visit Rwanda?"',
      details: { locale: "fr", needsReview: true },
    });

    const fr = await faqFor("fr");
    expect(fr[0].entries[0]).toEqual({ question: faqFr.question, answer: ["Souvent non.", "Vérifiez sur Irembo avant de partir."] });
    expect(fr[0].entries[1]).toEqual(FAQ_BY_LANGUAGE.fr[0].entries[1]);
    expect(await faqFor("en")).toEqual(FAQ_BY_LANGUAGE.en);

    await put("faq", "tourism-1", "fr", { ...faqFr, needsReview: false }, admin);
    expect((await stored("faq", "tourism-1", "fr")).needsReview).toBe(false);
    expect((await auditFor("faq:tourism-1"))[0]).toMatchObject({ action: "fixed_text.update", summary: expect.stringMatching(/^Updated the French/) });
  });

  it("saves an English service over its default; the cards and the page read it, the picture stays", async () => {
    const body = {
      title: "Climate consulting",
      summary: "Plans that pay for themselves.",
      intro: "We help you measure and cut.",
      imageAlt: "",
      sections: [{ heading: "Baseline", text: "We measure first." }],
      deliverables: ["Roadmaps", " "],
    };
    expect((await read(await put("service", "1", "en", body, admin))).status).toBe(200);
    const [first, second] = await servicesFor("en");
    expect(first).toMatchObject({ id: 1, title: "Climate consulting", deliverables: ["Roadmaps"], image: "/site/service-climate.jpg" });
    expect(first.imageAlt).toBe("Solar panels on a green hillside under a clear sky");
    expect(second.title).toBe("Environmental Conservation");
  });

  it("resets a version to its default, audited; resetting again is a 404", async () => {
    const res = await read(await del("service", "1", "en", admin));
    expect(res).toEqual({ status: 200, body: { message: "English version reset: the page shows the default." } });
    expect(await stored("service", "1", "en")).toBeUndefined();
    expect((await servicesFor("en"))[0].title).toBe("Climate and sustainability consulting");
    expect((await auditFor("service:1"))[0]).toMatchObject({ action: "fixed_text.reset", details: { locale: "en" } });
    expect((await read(await del("service", "1", "en", admin))).status).toBe(404);
  });
});

describe("/terms in a language it has no default in", () => {
  it("shows the English under the translated interface, names the English page as canonical and stays out of the sitemap", async () => {
    expect(await pageText("terms", "rw")).toBeNull();
    expect(await pageLanguages("terms")).toEqual(["en"]);
    const meta = await termsMetadata(route("rw"));
    expect(meta.alternates).toEqual({ canonical: "http://ikaze.test/terms" });
    const page = await html(TermsLayout({ params: Promise.resolve({ locale: "rw" }), children: await TermsPage(route("rw")) }));
    expect(page).toContain('<div lang="en">');
    expect(page).toContain("Terms and Conditions");
    const urls = (await sitemap()).map((e) => new URL(e.url).pathname);
    expect(urls).toContain("/terms");
    expect(urls).not.toContain("/rw/terms");
  });

  it("once written in Kinyarwanda, is its own page there: canonical, hreflang, sitemap", async () => {
    expect((await read(await put("page", "terms", "rw", termsRw, admin))).status).toBe(200);
    expect(await pageLanguages("terms")).toEqual(["en", "rw"]);
    const meta = await termsMetadata(route("rw"));
    expect(meta.title).toBe(termsRw.title);
    expect(meta.alternates?.canonical).toBe("http://ikaze.test/rw/terms");
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(["en", "rw", "x-default"]);
    const english = await termsMetadata(route("en"));
    expect(english.alternates?.canonical).toBe("http://ikaze.test/terms");
    expect(Object.keys(english.alternates?.languages ?? {})).toEqual(["en", "rw", "x-default"]);
    // French still has none: English content, English canonical.
    expect((await termsMetadata(route("fr"))).alternates).toEqual({ canonical: "http://ikaze.test/terms" });

    const page = await html(TermsLayout({ params: Promise.resolve({ locale: "rw" }), children: await TermsPage(route("rw")) }));
    expect(page).not.toContain('lang="en"');
    expect(page).toContain("Abo turi bo");
    expect(page).toContain("<p>Mutwandikire.</p>");

    const entries = (await sitemap()).filter((e) => /\/terms$/.test(e.url));
    expect(entries.map((e) => new URL(e.url).pathname)).toEqual(["/terms", "/rw/terms"]);
    expect(Object.keys(entries[1].alternates?.languages ?? {})).toEqual(["en", "rw", "x-default"]);
  });

  it("reset: back to English content and out of the sitemap", async () => {
    expect((await read(await del("page", "terms", "rw", admin))).body.message).toBe("Kinyarwanda version reset: the page shows English.");
    expect(await pageLanguages("terms")).toEqual(["en"]);
    expect((await sitemap()).map((e) => new URL(e.url).pathname)).not.toContain("/rw/terms");
  });
});

describe("the back office's list", () => {
  it("says per text and language: default, edited, needs review or missing", async () => {
    await put("page", "policy", "fr", { ...termsRw, title: "Politique de confidentialité" }, admin);
    const rows = await readFixedTextStatus();
    const state = (kind: string, key: string) => rows.find((r) => r.entry.kind === kind && r.entry.key === key)!.states;
    // The French and Kinyarwanda defaults were written without a native speaker: to review until saved unticked.
    expect(state("faq", "tourism-1")).toEqual({ en: "default", fr: "edited", rw: "needs-review" });
    expect(state("page", "policy")).toEqual({ en: "default", fr: "needs-review", rw: "missing" });
    expect(state("page", "terms")).toEqual({ en: "default", fr: "missing", rw: "missing" });
    expect(state("service", "4")).toEqual({ en: "default", fr: "needs-review", rw: "needs-review" });
    expect(state("page", "about")).toEqual({ en: "default", fr: "needs-review", rw: "needs-review" });
    expect(state("faq-section", "covid-19")).toEqual({ en: "default", fr: "needs-review", rw: "needs-review" });
    expect(rows.filter((r) => r.entry.kind === "faq")).toHaveLength(FAQ_BY_LANGUAGE.en.flatMap((s) => s.entries).length);
    expect(rows.filter((r) => r.entry.kind === "faq-section").map((r) => r.entry.key)).toEqual(FAQ_BY_LANGUAGE.en.map((s) => s.id));
    // Short enough for one page: every FAQ section and entry, the services and the three pages.
    expect(rows.length).toBeLessThanOrEqual(30);
  });

  it("marks a French or Kinyarwanda default reviewed once saved with the box unticked", async () => {
    const rw = SERVICES_BY_LANGUAGE.rw[1];
    const body = {
      title: rw.title,
      summary: rw.summary,
      intro: rw.intro,
      imageAlt: rw.imageAlt,
      sections: rw.sections,
      deliverables: rw.deliverables,
      needsReview: false,
    };
    expect((await read(await put("service", "2", "rw", body, admin))).status).toBe(200);
    expect(await stored("service", "2", "rw")).toMatchObject({ needsReview: false, fields: { title: rw.title } });
    expect((await auditFor("service:2"))[0]).toMatchObject({ action: "fixed_text.create", details: { locale: "rw", needsReview: false } });
    const state = (await readFixedTextStatus()).find((r) => r.entry.kind === "service" && r.entry.key === "2")!.states;
    expect(state).toEqual({ en: "default", fr: "needs-review", rw: "edited" });
  });
});

describe("the demo translations of tours and events", () => {
  it("are listed in /account/translations as needing review, none as translated", async () => {
    expect(await seedDemo(await getDb())).toEqual({ inserted: true });
    const { rows } = await readTranslationStatus({}, { page: 1, limit: 1000 });
    const seeded = rows.filter((r) => r.state !== "missing");
    expect(seeded.map((r) => `${r.kind} ${r.slug} ${r.locale} ${r.state}`).sort()).toEqual(
      demoTranslations.map((t) => `${t.kind} ${t.slug} ${t.locale} needs-review`).sort(),
    );
    expect(demoTranslations.length).toBeGreaterThanOrEqual(8);
  });
});

const sectionFr = { title: "Le tourisme, vos questions", intro: "Visas, permis, prix et saisons.", needsReview: true };

describe("a FAQ section's title and intro (kind faq-section)", () => {
  it("refuses anonymous callers and staff who are not administrators, writing nothing", async () => {
    expect((await read(await put("faq-section", "tourism", "fr", sectionFr))).status).toBe(401);
    expect((await read(await put("faq-section", "tourism", "fr", sectionFr, staff))).status).toBe(403);
    expect((await read(await del("faq-section", "tourism", "fr", staff))).status).toBe(403);
    expect(await stored("faq-section", "tourism", "fr")).toBeUndefined();
  });

  it("names an unknown section (404) and refuses a blank title or a two-line intro (400), writing nothing", async () => {
    expect(await read(await put("faq-section", "visas", "fr", sectionFr, admin))).toEqual({ status: 404, body: { error: "FAQ section not found." } });
    expect(await read(await put("faq-section", "tourism-1", "fr", sectionFr, admin))).toEqual({ status: 404, body: { error: "FAQ section not found." } });
    expect(await read(await put("faq-section", "tourism", "fr", { ...sectionFr, title: " " }, admin))).toEqual({
      status: 400,
      body: { error: "The title is required." },
    });
    expect(await read(await put("faq-section", "tourism", "fr", { ...sectionFr, intro: "Visas.\nPermis." }, admin))).toEqual({
      status: 400,
      body: { error: "The introduction contains characters that are not allowed." },
    });
    expect(await stored("faq-section", "tourism", "fr")).toBeUndefined();
  });

  it("saves the French title and intro, audited; /fr/faq shows them, its entries and the other languages unchanged", async () => {
    expect(await read(await put("faq-section", "tourism", "fr", sectionFr, admin))).toEqual({ status: 200, body: { message: "French version saved." } });
    expect(await stored("faq-section", "tourism", "fr")).toMatchObject({ needsReview: true, fields: { title: sectionFr.title, intro: sectionFr.intro } });
    expect((await auditFor("faq-section:tourism"))[0]).toMatchObject({
      action: "fixed_text.create",
      entityType: "fixed_text",
      summary: 'Wrote the French FAQ section "Questions about tourism"',
      details: { locale: "fr", needsReview: true },
    });

    const [tourism, covid] = await faqFor("fr");
    expect(tourism).toMatchObject({ id: "tourism", title: sectionFr.title, intro: sectionFr.intro });
    expect(tourism.entries.slice(1)).toEqual(FAQ_BY_LANGUAGE.fr[0].entries.slice(1));
    expect(covid).toEqual(FAQ_BY_LANGUAGE.fr[1]);
    expect((await faqFor("en"))[0].title).toBe("Questions about tourism");
    expect((await faqFor("rw"))[0].title).toBe(FAQ_BY_LANGUAGE.rw[0].title);

    const page = await html(FaqPage({ ...route("fr"), searchParams: Promise.resolve({}) }));
    expect(page).toContain(`<h2 id="tourism-title"`);
    expect(page).toContain(sectionFr.title);
    expect(page).toContain(`<p class="mt-2 text-ink-soft">${sectionFr.intro}</p>`);
    expect(page).not.toContain(FAQ_BY_LANGUAGE.fr[0].title);

    const state = (await readFixedTextStatus()).find((r) => r.entry.kind === "faq-section" && r.entry.key === "tourism")!.states;
    expect(state).toEqual({ en: "default", fr: "needs-review", rw: "needs-review" });
    await put("faq-section", "tourism", "fr", { ...sectionFr, needsReview: false }, admin);
    expect((await auditFor("faq-section:tourism"))[0]).toMatchObject({ action: "fixed_text.update", details: { locale: "fr", needsReview: false } });
    expect((await readFixedTextStatus()).find((r) => r.entry.kind === "faq-section" && r.entry.key === "tourism")!.states.fr).toBe("edited");
  });

  it("resets the French version: the default is back, audited", async () => {
    expect(await read(await del("faq-section", "tourism", "fr", admin))).toEqual({
      status: 200,
      body: { message: "French version reset: the page shows the default." },
    });
    expect(await stored("faq-section", "tourism", "fr")).toBeUndefined();
    expect((await auditFor("faq-section:tourism"))[0]).toMatchObject({
      action: "fixed_text.reset",
      summary: 'Reset the French FAQ section "Questions about tourism"',
    });
    expect((await faqFor("fr"))[0].title).toBe(FAQ_BY_LANGUAGE.fr[0].title);
    expect((await read(await del("faq-section", "tourism", "fr", admin))).status).toBe(404);
  });
});
