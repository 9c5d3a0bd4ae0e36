// Writes the demo publications' PDF documents to public/demo/docs/: one A4 page each, as tagged
// PDF (PDF/UA-1): a structure tree (H1, P, L/LI), the document language, the title shown in the
// window, embedded fonts, decoration marked as artifacts. pdfkit writes them (docs/documents.md).
// Run: node scripts/make-demo-documents.mjs (needs Liberation Sans: Debian's fonts-liberation).
import { createWriteStream, existsSync, mkdirSync } from "node:fs";
import { finished } from "node:stream/promises";
import path from "node:path";
import PDFDocument from "pdfkit";

const OUT = path.resolve("public/demo/docs");
const FONTS = "/usr/share/fonts/truetype/liberation";
const REGULAR = path.join(FONTS, "LiberationSans-Regular.ttf");
const BOLD = path.join(FONTS, "LiberationSans-Bold.ttf");

const CONTACT = "bookings@ikaze.rw, +250 788 300 400, KG 7 Ave, Kacyiru, Kigali";

/** Each document: a kicker, a title and blocks (a paragraph is a string, a list an array). */
const documents = {
  "gorilla-green-season-offer-2027.pdf": {
    kicker: "Advertisement",
    title: "Gorilla Trekking Green Season Offer 2027",
    subject: "A green-season gorilla trekking package for small groups, March to May 2027.",
    blocks: [
      "From March to May 2027 the forests of Volcanoes National Park are at their greenest, and the trails are quieter. Ikaze's green-season package brings the mountain gorillas within reach for small groups of up to five travellers.",
      "Included:",
      [
        "Permit booking support",
        "A certified driver-guide",
        "Two nights in a family-run lodge in Musanze",
        "All park transfers and a community walk in Kinigi",
      ],
      "Book before 31 January 2027 and the second night's dinner and a coffee tasting are on us. Rain jackets and gaiters can be borrowed free of charge at our office.",
      `Reserve: ${CONTACT}.`,
    ],
  },
  "press-release-climate-finance-partnership.pdf": {
    kicker: "Press release, for immediate release",
    title: "Ikaze joins a climate-finance partnership for small businesses",
    subject: "Ikaze coaches Rwandan small and medium enterprises towards green credit lines.",
    blocks: [
      "Kigali, 2 June 2026. Ikaze has joined a partnership that helps Rwandan small and medium enterprises prepare bankable proposals for green credit lines.",
      "Over eighteen months, Ikaze's climate and sustainability consultants will coach cooperatives and family firms in agro-processing, hospitality and transport on measuring emissions, planning efficiency upgrades and reporting results to lenders.",
      "\u201cFinance exists; what many firms lack is the paperwork that proves their plans work,\u201d said the head of Ikaze's consultancy practice. The first cohort starts in September.",
      "Media contact: info@ikaze.rw, +250 788 300 400.",
    ],
  },
  "press-release-conservation-programme.pdf": {
    kicker: "Press release, for immediate release",
    title: "Community conservation programme launches around Gishwati",
    subject: "A three-year community conservation programme in the villages bordering Gishwati-Mukura National Park.",
    blocks: [
      "Kigali, 20 January 2026. A three-year community conservation programme begins this month in the villages bordering Gishwati-Mukura National Park.",
      "Ikaze will train forty local guides, support two tree nurseries that grow native species for buffer-zone planting, and help households design bee-keeping and eco-tourism activities that earn income while protecting the forest edge.",
      "Visitors can join a nursery planting morning on any Ikaze western-circuit tour; every seedling planted by a guest is recorded and its growth reported each year.",
      "Media contact: info@ikaze.rw, +250 788 300 400.",
    ],
  },
  "covid-19-travel-advisory.pdf": {
    kicker: "COVID-19 travel advisory",
    title: "Travelling to and within Rwanda: what to expect",
    subject: "Health measures for travellers to and within Rwanda, updated 1 March 2026.",
    blocks: [
      "Updated 1 March 2026. Rwanda welcomes visitors; health measures can change at short notice, so please check the latest rules before you fly.",
      [
        "Some airlines and destinations still ask for a negative test for departure. Ikaze can arrange one for USD 50; results are valid within 120 hours of departure.",
        "Carry a mask for health facilities and crowded indoor places.",
        "Gorilla and chimpanzee treks keep extra distance rules to protect the primates: guests with a fever or a cough are asked to reschedule, at no charge.",
      ],
      "Questions: info@ikaze.rw, +250 788 300 400.",
    ],
  },
};

const BRAND = "#1b5238";
const EARTH = "#7a4625";
const INK = "#1c2521";
const FAINT = "#5b6661";

async function write(file, { kicker, title, subject, blocks }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 120, bottom: 72, left: 56, right: 56 },
    pdfVersion: "1.7",
    subset: "PDF/UA",
    tagged: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: title, Author: "Ikaze Travel & Consultancy Ltd", Subject: subject, Creator: "Ikaze", Producer: "pdfkit" },
  });
  doc.registerFont("Body", REGULAR);
  doc.registerFont("Bold", BOLD);
  const done = finished(doc.pipe(createWriteStream(path.join(OUT, file))));

  // Decoration, not content: the brand band and its wordmark (the title names the document).
  doc.markContent("Artifact", { type: "Layout" });
  doc.rect(0, 0, doc.page.width, 60).fill(BRAND);
  doc.font("Bold").fontSize(20).fillColor("#ffffff").text("Ikaze", 56, 20, { lineBreak: false });
  doc.endMarkedContent();

  const root = doc.struct("Document");
  doc.addStructure(root);
  const width = doc.page.width - 112;
  doc.x = 56;
  doc.y = 96;
  root.add(doc.struct("P", () => doc.font("Bold").fontSize(10).fillColor(EARTH).text(kicker.toUpperCase(), { width, characterSpacing: 1 })));
  doc.moveDown(0.6);
  root.add(doc.struct("H1", () => doc.font("Bold").fontSize(18).fillColor(BRAND).text(title, { width })));
  doc.moveDown(0.8);
  doc.font("Body").fontSize(11).fillColor(INK);
  for (const block of blocks) {
    if (Array.isArray(block)) {
      const list = doc.struct("L");
      root.add(list);
      doc.list(block, { width, structParent: list, bulletRadius: 2, textIndent: 14, paragraphGap: 4, lineGap: 3 });
      list.end();
    } else {
      root.add(doc.struct("P", () => doc.text(block, { width, lineGap: 3 })));
    }
    doc.moveDown(0.7);
  }
  root.end();

  // The footer repeats on every page: an artifact too.
  doc.markContent("Artifact", { type: "Pagination" });
  doc
    .font("Body")
    .fontSize(8)
    .fillColor(FAINT)
    .text("Ikaze Travel & Consultancy Ltd, KG 7 Ave, Kacyiru, Kigali, Rwanda, www.ikaze.rw", 56, doc.page.height - 48, { lineBreak: false });
  doc.endMarkedContent();
  doc.end();
  await done;
}

if (!existsSync(REGULAR) || !existsSync(BOLD)) {
  console.error(`Liberation Sans not found in ${FONTS}: apt-get install fonts-liberation`);
  process.exit(1);
}
mkdirSync(OUT, { recursive: true });
for (const [file, doc] of Object.entries(documents)) {
  await write(file, doc);
  console.log(`wrote public/demo/docs/${file}`);
}
