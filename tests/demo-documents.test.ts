import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoPublications } from "@/lib/office/setup/demo/publications";

/**
 * The demo publications' PDFs (scripts/make-demo-documents.mjs) are tagged PDF/UA documents: a
 * structure tree with a heading and paragraphs, the language, the title shown instead of the file
 * name, embedded fonts. Read from the files the site serves.
 */
const DIR = path.resolve("public/demo/docs");

describe("demo PDF documents", () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith(".pdf"));

  it("every demo publication's document exists", () => {
    const documents = demoPublications.map((p) => p.pubDocument).filter((d) => d.endsWith(".pdf"));
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) expect(files, d).toContain(path.basename(d));
  });

  for (const file of files) {
    it(`${file} is tagged, in English, titled and self-contained`, () => {
      const pdf = readFileSync(path.join(DIR, file), "latin1");
      expect(pdf).toMatch(/\/MarkInfo \d+ 0 R/);
      expect(pdf).toContain("/Marked true");
      expect(pdf).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(pdf).toMatch(/\/S \/H1/);
      expect(pdf).toMatch(/\/S \/P\b/);
      expect(pdf).toContain("/Lang (en-GB)");
      expect(pdf).toContain("/DisplayDocTitle true");
      expect(pdf).toMatch(/\/Title (\d+ 0 R|\(.+\))/);
      expect(pdf).toContain("<pdfuaid:part>1</pdfuaid:part>");
      // Fonts travel inside the file (PDF/UA), none of the 14 unembedded base fonts.
      expect(pdf).toContain("/FontFile2");
      expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
    });
  }
});
