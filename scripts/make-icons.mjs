// node scripts/make-icons.mjs — draws the site's icons from the brand mark (components/site/logo.tsx):
// app/icon.png (512 px, browsers and the web manifest), app/apple-icon.png (180 px, on a solid square
// since iOS adds its own rounded corners) and app/favicon.ico (16, 32 and 48 px PNGs in one ICO).
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const mark = (background) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  ${background ? `<rect width="64" height="64" fill="#1b5238"/>` : ""}
  <circle cx="32" cy="32" r="32" fill="#1b5238"/>
  <circle cx="40" cy="25" r="9" fill="#d9b077"/>
  <path d="M4 44 C16 30 26 32 36 40 C44 34 54 32 62 38 L62 44 A30 30 0 0 1 4 44 Z" fill="#4c9d72"/>
  <path d="M2 40 C14 44 24 50 34 48 C44 46 52 42 62 46 A31 31 0 0 1 2 40 Z" fill="#acd8bd"/>
</svg>`;

const png = (size, background = false) =>
  sharp(Buffer.from(mark(background)), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An ICO file whose images are PNGs (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size % 256, 0);
    e.writeUInt8(size % 256, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

writeFileSync(path.join(ROOT, "app/icon.png"), await png(512));
writeFileSync(path.join(ROOT, "app/apple-icon.png"), await png(180, true));
const sizes = [16, 32, 48];
writeFileSync(path.join(ROOT, "app/favicon.ico"), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))));
console.log("app/icon.png, app/apple-icon.png, app/favicon.ico written");
