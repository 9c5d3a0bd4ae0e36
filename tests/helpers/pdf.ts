import { readFileSync } from "node:fs";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

/**
 * Reading a PDF as its recipient's software would: Mozilla's PDF.js (pdfjs-dist, the engine of
 * Firefox's viewer) extracts the text and paints the page (on @napi-rs/canvas in Node), and
 * ZXing-C++ (zxing-wasm, the decoder behind the check-in page's BarcodeDetector fallback) reads the
 * QR codes off the painted pixels.
 */
const open = (pdf: Buffer | Uint8Array) => getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;

/** All text of every page, items joined by spaces, lines by newlines. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const doc = await open(pdf);
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  await doc.destroy();
  return pages.join("\n");
}

// The wasm from node_modules (by default the module fetches it from a CDN).
prepareZXingModule({ overrides: { wasmBinary: readFileSync(path.resolve("node_modules/zxing-wasm/dist/reader/zxing_reader.wasm")).buffer as ArrayBuffer } });

/** The first page painted at 2× (144 dpi, a phone photo's detail): its pixels, and as a PNG file. */
async function paintFirstPage(pdf: Buffer | Uint8Array) {
  const doc = await open(pdf);
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale: 2 });
  // PDF.js paints on @napi-rs/canvas in Node; its factory is typed loosely.
  const factory = doc.canvasFactory as {
    create(w: number, h: number): { canvas: HTMLCanvasElement & { toBuffer(mime: "image/png"): Buffer }; context: CanvasRenderingContext2D };
  };
  const { canvas, context } = factory.create(viewport.width, viewport.height);
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  const image = context.getImageData(0, 0, viewport.width, viewport.height);
  const png = canvas.toBuffer("image/png");
  await doc.destroy();
  return { image, png };
}

/** The texts of the QR codes on the first page. */
export async function pdfQrCodes(pdf: Buffer | Uint8Array): Promise<string[]> {
  const { image } = await paintFirstPage(pdf);
  const found = await readBarcodes({ data: image.data, width: image.width, height: image.height, colorSpace: "srgb" } as ImageData, { formats: ["QRCode"] });
  return found.map((b) => b.text);
}

/** The first page as a PNG: a photo of the printed voucher, for the check-in desk's "Scan a photo". */
export async function pdfPagePng(pdf: Buffer | Uint8Array): Promise<Buffer> {
  return (await paintFirstPage(pdf)).png;
}
