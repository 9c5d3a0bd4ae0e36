import { expect, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

/** A real, small PNG (the public pages decode covers through next/image). */
export async function pngFile(name = "cover.png", color = "#2f7a4f") {
  const buffer = await sharp({ create: { width: 96, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A valid one-page PDF with a line of text, built by hand with a correct cross-reference table. */
export function pdfFile(name = "notice.pdf", text = "Ikaze test notice") {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    (() => {
      const stream = `BT /F1 14 Tf 24 72 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}

/** Holds uploads for a moment so the progress state is on screen long enough to be seen. */
export async function slowUploads(page: Page, ms = 800) {
  await page.route("**/api/uploads", async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Holds one API write for a moment so its "Saving..." state can be seen. */
export async function slowRequest(page: Page, pattern: string, ms = 600) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** A success toast (sonner renders each as a list item). */
export const toast = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

/** One item of a staff list found by its exact title, through the API. */
export async function findByTitle<T extends { title: string }>(
  request: APIRequestContext,
  path: string,
  key: string,
  title: string,
  token?: string,
): Promise<T | undefined> {
  const res = await request.get(`${path}?q=${encodeURIComponent(title)}`, { headers: token ? { token } : {} });
  expect(res.status()).toBe(200);
  const list = (await res.json())[key] as T[];
  return list.find((i) => i.title === title);
}
