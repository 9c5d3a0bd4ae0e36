import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Locale } from "@/lib/platform/db/enums";
import { sentWords } from "@/lib/platform/mail/words";
import { site } from "@/lib/platform/site";

/**
 * What a voucher (tour) or ticket (event registration) says. Plain facts, already worded: the PDF
 * only lays them out.
 */
export type Voucher = {
  kind: "voucher" | "ticket";
  reference: string;
  code: string;
  /** Label and value pairs, in reading order ("Traveller", "Tour", "Departure", …), already in `locale`. */
  facts: [string, string][];
  /** The tour's or event's title (the document's subject). */
  subject: string;
  /** Where the traveller manages the booking (the /myorder link). */
  manageUrl: string;
  /** Paid through the test gateway: the document says no money moved. */
  test: boolean;
  /** The booking's language: the document's own words and its declared language. */
  locale: Locale;
};

/** Intl's narrow and thin spaces (French money, date ranges): the embedded font has no glyph for them, so the plain ones. */
const printable = (s: string) => s.replace(/\u202f/g, "\u00a0").replace(/[\u2009\u200a]/g, " ");

/** The document's language tag (PDF/UA declares one): British English, as before there were languages. */
const PDF_LANG: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", rw: "rw-RW" };

const BRAND = "#1b5238";
const INK = "#1c2521";
const FAINT = "#5b6661";
const MARGIN = 56;

/**
 * Fonts and logo ship with the code: next.config.mjs traces these files into the standalone build,
 * so the bundler is told not to trace the whole project from this join.
 */
const asset = (...p: string[]) => path.join(/*turbopackIgnore: true*/ process.cwd(), ...p);
const FONT_REGULAR = asset("lib/booking/vouchers/fonts/LiberationSans-Regular.ttf");
const FONT_BOLD = asset("lib/booking/vouchers/fonts/LiberationSans-Bold.ttf");
const LOGO = asset("public/site/logo.png");

let fonts: { regular: Buffer; bold: Buffer; logo: Buffer } | undefined;
const assets = () => (fonts ??= { regular: readFileSync(FONT_REGULAR), bold: readFileSync(FONT_BOLD), logo: readFileSync(LOGO) });

/**
 * The voucher as a one-page A4 PDF in the booking's language: tagged (PDF/UA-1, like the demo
 * documents: a structure tree, the language declared, the title shown, fonts embedded), so every
 * word is real text a reader can select, search and have read aloud. The QR code holding the check-in code is drawn as vector squares (sharp at
 * any zoom or print size) inside a Figure whose alternative text gives the code; the code is also
 * printed beneath it, for typing when a camera cannot read it.
 */
export async function renderVoucherPdf(v: Voucher): Promise<Buffer> {
  const { regular, bold, logo } = assets();
  const t = sentWords(v.locale, "voucherPdf");
  const heading = t("title", { kind: v.kind });
  const title = `${heading} ${v.reference}`;
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    pdfVersion: "1.7",
    subset: "PDF/UA",
    tagged: true,
    lang: PDF_LANG[v.locale],
    displayTitle: true,
    info: {
      Title: title,
      Author: site.legalName,
      Subject: v.subject,
      Creator: site.name,
      Producer: "pdfkit",
    },
    // @types/pdfkit names only the PDF/A subsets; pdfkit writes PDF/UA as well.
  } as unknown as PDFKit.PDFDocumentOptions);
  doc.registerFont("Body", regular);
  doc.registerFont("Bold", bold);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  // Decoration: the brand band and the logo (the company's name is written as text beside it).
  doc.markContent("Artifact", { type: "Layout" });
  doc.rect(0, 0, doc.page.width, 96).fill(BRAND);
  doc.image(logo, MARGIN, 20, { width: 56, height: 56 });
  doc.endMarkedContent();

  const root = doc.struct("Document");
  doc.addStructure(root);
  root.add(
    doc.struct("P", {}, () =>
      doc
        .font("Bold")
        .fontSize(20)
        .fillColor("#ffffff")
        .text(site.legalName, MARGIN + 72, 30, { width: width - 72 }),
    ),
  );
  root.add(
    doc.struct("P", {}, () =>
      doc
        .font("Body")
        .fontSize(10)
        .fillColor("#ffffff")
        .text(`${site.address.street}, ${site.address.city}, ${site.address.country}`, MARGIN + 72, 56, { width: width - 72 }),
    ),
  );

  doc.x = MARGIN;
  doc.y = 124;
  root.add(doc.struct("H1", {}, () => doc.font("Bold").fontSize(22).fillColor(BRAND).text(heading, { width })));
  doc.moveDown(0.3);
  root.add(
    doc.struct("P", {}, () =>
      doc
        .font("Bold")
        .fontSize(14)
        .fillColor(INK)
        .text(t("reference", { reference: v.reference }), { width }),
    ),
  );
  if (v.test) {
    doc.moveDown(0.3);
    root.add(
      doc.struct("P", {}, () =>
        doc
          .font("Bold")
          .fontSize(11)
          .fillColor("#8a2c0d")
          .text(t("test", { kind: v.kind }), { width }),
      ),
    );
  }
  doc.moveDown(0.8);

  // The facts on the left, the QR code on the right.
  const qrSize = 150;
  const factsWidth = width - qrSize - 24;
  const top = doc.y;
  for (const [label, value] of v.facts) {
    root.add(
      doc.struct("P", {}, () => {
        doc.font("Bold").fontSize(9).fillColor(FAINT).text(label.toUpperCase(), MARGIN, doc.y, { width: factsWidth, characterSpacing: 0.6 });
        doc.font("Body").fontSize(12).fillColor(INK).text(printable(value), { width: factsWidth, lineGap: 2 });
      }),
    );
    doc.moveDown(0.5);
  }
  const afterFacts = doc.y;

  const qrLeft = MARGIN + width - qrSize;
  root.add(doc.struct("Figure", { alt: t("qrAlt", { code: v.code }) }, () => drawQr(doc, v.code, qrLeft, top, qrSize)));
  root.add(
    doc.struct("P", {}, () => {
      doc
        .font("Body")
        .fontSize(9)
        .fillColor(FAINT)
        .text(t("checkInCode"), qrLeft, top + qrSize + 8, { width: qrSize, align: "center", characterSpacing: 0.6 });
      doc.font("Bold").fontSize(14).fillColor(INK).text(v.code, { width: qrSize, align: "center" });
    }),
  );

  doc.x = MARGIN;
  doc.y = Math.max(afterFacts, top + qrSize + 60) + 12;
  const notes = [
    v.kind === "ticket" ? t("showTicket") : t("showVoucher"),
    t("questions", { phone: site.phone, email: site.emails.bookings }),
    t("manage", { url: v.manageUrl }),
  ];
  doc.font("Body").fontSize(10.5).fillColor(INK);
  for (const note of notes) {
    root.add(doc.struct("P", {}, () => doc.text(note, MARGIN, doc.y, { width, lineGap: 2 })));
    doc.moveDown(0.4);
  }
  root.end();

  doc.markContent("Artifact", { type: "Pagination" });
  doc
    .font("Body")
    .fontSize(8)
    .fillColor(FAINT)
    .text(`${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.country}`, MARGIN, doc.page.height - 40, { lineBreak: false });
  doc.endMarkedContent();
  doc.end();
  return done;
}

/** The code's QR symbol (error correction M) as filled squares, with the 4-module quiet zone inside `size`. */
function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const cell = size / (n + 8);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill("#000000");
}
