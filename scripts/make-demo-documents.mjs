// Writes the demo publications' PDF documents to public/demo/docs/: one A4 page each, set in the
// PDF base font Helvetica (nothing embedded), assembled by hand with an exact cross-reference table.
// Run: node scripts/make-demo-documents.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const OUT = path.resolve("public/demo/docs");

const documents = {
  "gorilla-green-season-offer-2027.pdf": {
    kicker: "ADVERTISEMENT",
    title: "Gorilla Trekking Green Season Offer 2027",
    lines: [
      "From March to May 2027 the forests of Volcanoes National Park are at their greenest,",
      "and the trails are quieter. Ikaze's green-season package brings the mountain gorillas",
      "within reach for small groups of up to five travellers.",
      "",
      "Included: permit booking support, a certified driver-guide, two nights in a family-run",
      "lodge in Musanze, all park transfers and a community walk in Kinigi.",
      "",
      "Book before 31 January 2027 and the second night's dinner and a coffee tasting",
      "are on us. Rain jackets and gaiters can be borrowed free of charge at our office.",
      "",
      "Reserve: bookings@ikaze.rw  |  +250 788 300 400  |  KG 7 Ave, Kacyiru, Kigali",
    ],
  },
  "press-release-climate-finance-partnership.pdf": {
    kicker: "PRESS RELEASE - FOR IMMEDIATE RELEASE",
    title: "Ikaze joins a climate-finance partnership for small businesses",
    lines: [
      "Kigali, 2 June 2026 - Ikaze has joined a partnership that helps Rwandan small and",
      "medium enterprises prepare bankable proposals for green credit lines.",
      "",
      "Over eighteen months, Ikaze's climate and sustainability consultants will coach",
      "cooperatives and family firms in agro-processing, hospitality and transport on",
      "measuring emissions, planning efficiency upgrades and reporting results to lenders.",
      "",
      "\"Finance exists; what many firms lack is the paperwork that proves their plans work,\"",
      "said the head of Ikaze's consultancy practice. The first cohort starts in September.",
      "",
      "Media contact: info@ikaze.rw  |  +250 788 300 400",
    ],
  },
  "press-release-conservation-programme.pdf": {
    kicker: "PRESS RELEASE - FOR IMMEDIATE RELEASE",
    title: "Community conservation programme launches around Gishwati",
    lines: [
      "Kigali, 20 January 2026 - A three-year community conservation programme begins this",
      "month in the villages bordering Gishwati-Mukura National Park.",
      "",
      "Ikaze will train forty local guides, support two tree nurseries that grow native",
      "species for buffer-zone planting, and help households design bee-keeping and",
      "eco-tourism activities that earn income while protecting the forest edge.",
      "",
      "Visitors can join a nursery planting morning on any Ikaze western-circuit tour;",
      "every seedling planted by a guest is recorded and its growth reported each year.",
      "",
      "Media contact: info@ikaze.rw  |  +250 788 300 400",
    ],
  },
  "covid-19-travel-advisory.pdf": {
    kicker: "COVID-19 TRAVEL ADVISORY",
    title: "Travelling to and within Rwanda: what to expect",
    lines: [
      "Updated 1 March 2026. Rwanda welcomes visitors; health measures can change at short",
      "notice, so please check the latest rules before you fly.",
      "",
      "- Some airlines and destinations still ask for a negative test for departure.",
      "  Ikaze can arrange one for USD 50; results are valid within 120 hours of departure.",
      "- Carry a mask for health facilities and crowded indoor places.",
      "- Gorilla and chimpanzee treks keep extra distance rules to protect the primates:",
      "  guests with a fever or a cough are asked to reschedule, at no charge.",
      "",
      "Questions: info@ikaze.rw  |  +250 788 300 400",
    ],
  },
};

/** PDF string literal: backslash, parentheses escaped; text kept to Latin-1. */
const literal = (s) => `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?")})`;

function page({ kicker, title, lines }) {
  const ops = [
    "0.106 0.322 0.220 rg 0 782 595 60 re f", // brand band
    "BT 1 1 1 rg /F2 20 Tf 56 804 Td (Ikaze) Tj ET",
    `BT 0.710 0.451 0.200 rg /F2 10 Tf 56 740 Td ${literal(kicker)} Tj ET`,
    `BT 0.071 0.212 0.149 rg /F2 18 Tf 56 712 Td ${literal(title)} Tj ET`,
    "BT 0.11 0.145 0.13 rg /F1 11 Tf 15 TL 56 676 Td",
    ...lines.map((l, i) => `${i ? "T* " : ""}${literal(l)} Tj`),
    "ET",
    "BT 0.42 0.46 0.44 rg /F1 8 Tf 56 40 Td (Ikaze Travel & Consultancy Ltd - KG 7 Ave, Kacyiru, Kigali, Rwanda - www.ikaze.rw) Tj ET",
  ];
  return ops.join("\n");
}

function pdf(doc) {
  const content = page(doc);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(doc.title)} /Author (Ikaze) /Producer (Ikaze demo documents) >>`,
  ];
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

mkdirSync(OUT, { recursive: true });
for (const [file, doc] of Object.entries(documents)) {
  writeFileSync(path.join(OUT, file), pdf(doc));
  console.log(`wrote public/demo/docs/${file}`);
}
