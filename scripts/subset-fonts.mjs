// node scripts/subset-fonts.mjs — writes app/fonts/fraunces-600.woff2, the one web font the site
// loads: Fraunces, the headings' face, cut down to what headings use.
//
// - One weight: every heading is set at 600 (font-semibold), so the variable font's wght axis is
//   pinned there (an instance, no variation data).
// - The characters of English, French and Kinyarwanda text and the punctuation our copy uses;
//   any other character falls back, glyph by glyph, to the metric-matched fallback face.
// Body text uses the system font stack (tailwind.config.ts): nothing to download.
// Needs the devDependency subset-font (harfbuzz's hb-subset as WebAssembly). Re-run it after
// upgrading @fontsource-variable/fraunces and commit the result.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2");
const TARGET = path.join(ROOT, "app/fonts/fraunces-600.woff2");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
export const CHARACTERS = [
  range(0x20, 0x7e), // ASCII
  range(0xa0, 0xff), // Latin-1: French and Kinyarwanda accents, £ € ° « » ·
  "ŒœŸ", // French ligatures
  "‘’‚“”„–—…•′″€™→←↑↓×−",
].join("");

const font = await subsetFont(readFileSync(SOURCE), CHARACTERS, { targetFormat: "woff2", variationAxes: { wght: 600 } });
writeFileSync(TARGET, font);
console.log(`${path.relative(ROOT, TARGET)}: ${font.length} bytes (from ${statSync(SOURCE).size}), ${[...CHARACTERS].length} characters`);
