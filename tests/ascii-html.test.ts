import { describe, expect, it } from "vitest";
import { asciiHtml, storeAsciiPage } from "@/server/ascii-html.mjs";

/** The page cache's ASCII form (server/ascii-html.mjs): the same meaning in every context. */
const decodeMarkup = (s: string) => s.replace(/&#x([0-9a-f]+);/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));

describe("asciiHtml", () => {
  const payload = ["Rwanda’s gorillas — 3 days…", "→ next", "🦍", "a \\ backslash"];
  const page = [
    `<!DOCTYPE html><html lang="en"><head><title>Rwanda’s — trails</title>`,
    `<style>.more::after{content:"→"}</style>`,
    `<script type="application/ld+json">${JSON.stringify({ name: "Café — Kigali", emoji: "🦍" })}</script></head>`,
    `<body><h1 title="It’s here">Rwanda’s gorillas — 3 days…</h1><textarea>“typed”</textarea>`,
    `<script>self.__next_f.push([1,${JSON.stringify(payload.join("|"))}])</script>`,
    `<script>var s = "\\’", t = "\\\\’";</script></body></html>`,
  ].join("");
  const out = asciiHtml(page);

  it("writes only ASCII", () => {
    expect(out).not.toMatch(/[^\x00-\x7f]/);
    expect(asciiHtml("<p>plain</p>")).toBe("<p>plain</p>");
  });

  it("markup and attributes get character references that read back as the same text", () => {
    const markup = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, "");
    expect(out).toContain(`<h1 title="It&#x2019;s here">Rwanda&#x2019;s gorillas &#x2014; 3 days&#x2026;</h1>`);
    expect(decodeMarkup(markup(out))).toBe(markup(page));
  });

  it("scripts (Next's payload, JSON-LD) get string escapes that evaluate to the same values", () => {
    const scripts = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const [ldBefore, pushBefore, varsBefore] = scripts(page);
    const [ldAfter, pushAfter, varsAfter] = scripts(out);
    expect(JSON.parse(ldAfter)).toEqual(JSON.parse(ldBefore));
    const run = (code: string) => {
      const pushed: unknown[] = [];
      new Function("self", code)({ __next_f: { push: (x: unknown) => pushed.push(x) } });
      return pushed;
    };
    expect(run(pushAfter)).toEqual(run(pushBefore));
    expect(run(pushAfter)).toEqual([[1, payload.join("|")]]);
    const vars = (code: string) => new Function(`${code}; return [s, t];`)();
    expect(vars(varsAfter)).toEqual(vars(varsBefore));
    expect(vars(varsAfter)).toEqual(["’", "\\’"]);
  });

  it("styles get CSS escapes", () => {
    expect(out).toContain(`<style>.more::after{content:"\\2192 "}</style>`);
  });
});

describe("storeAsciiPage", () => {
  // The renderer hands the cache a page built from many pieces; what is stored is the same text.
  const pieces = ["<!DOCTYPE html><html><body>", "<h1>Rwanda’s hills</h1>", "<p>plain</p>".repeat(500), "</body></html>"];

  it("stores a rendered page (APP_PAGE) in ASCII, with the same text as asciiHtml gives, ASCII pages unchanged", () => {
    const page = pieces.join("");
    const entry = { kind: "APP_PAGE", html: page, status: 200 };
    storeAsciiPage(entry);
    expect(entry.html).toBe(asciiHtml(page));
    expect(entry.html).toContain("<h1>Rwanda&#x2019;s hills</h1>");
    const ascii = pieces.slice(2).reduce((a, b) => a + b, "");
    const plain = { kind: "APP_PAGE", html: ascii };
    storeAsciiPage(plain);
    expect(plain.html).toBe(ascii);
  });

  it("leaves other entries (fetch results, route handlers, a streamed body) as they are", () => {
    const fetched = { kind: "FETCH", data: { body: "“quoted”" } };
    storeAsciiPage(fetched);
    expect(fetched.data.body).toBe("“quoted”");
    const streamed = { kind: "APP_PAGE", html: { toUnchunkedString: () => "’" } };
    const before = streamed.html;
    storeAsciiPage(streamed);
    expect(streamed.html).toBe(before);
  });
});
