// The bare page padded to the size of the site's home page: `npm run bench` measures `/` first and
// builds this page with REFERENCE_PAD_KB (its HTML) and REFERENCE_PAD_GZ_KB (its gzip answer) set
// to it, so that a throughput gap between the site and this page is not a matter of bytes: the same
// bytes to render from the cache, hash for the ETag, compress and send. Rendered at build time (static).
import { gzipSync } from "node:zlib";

const words = "travel climate forest gorilla lake hills coffee tea river market permit guide lodge canopy trail sunrise".split(" ");
// About what one paragraph adds to the HTML: its text twice (the markup and Next's payload) plus tags.
const BYTES_PER_PARAGRAPH = 950;
const BARE_PAGE_BYTES = 4800;
const WORDS_PER_PARAGRAPH = 60;

/** A fixed pseudo-random sequence (mulberry32), so every build of the same size is the same page. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Paragraphs of which a share `mix` of the words are made-up (random letters) and the rest repeat
 * the word list: the text of 16 words alone gzips to 4 % of its size, real pages to 15-20 %.
 */
function paragraphs(count, mix) {
  const next = random(27);
  return Array.from({ length: count }, (_, i) =>
    Array.from({ length: WORDS_PER_PARAGRAPH }, (_, j) => {
      if (next() >= mix) return words[(i * 7 + j * 3) % words.length];
      const length = 3 + Math.floor(next() * 8);
      return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join("");
    }).join(" "),
  );
}

/** The share of made-up words whose text gzips to `ratio` of its size (none without a target). */
function mixFor(count, ratio) {
  if (!ratio) return 0;
  let [low, high] = [0, 1];
  for (let step = 0; step < 12; step++) {
    const mix = (low + high) / 2;
    const text = paragraphs(count, mix).join("\n");
    if (gzipSync(text).length / Buffer.byteLength(text) < ratio) low = mix;
    else high = mix;
  }
  return (low + high) / 2;
}

export default function Padded() {
  const kb = Number(process.env.REFERENCE_PAD_KB) || 120;
  const gzKb = Number(process.env.REFERENCE_PAD_GZ_KB) || 0;
  const count = Math.max(1, Math.round((kb * 1024 - BARE_PAGE_BYTES) / BYTES_PER_PARAGRAPH));
  return (
    <main>
      <h1>Padded reference page</h1>
      {paragraphs(count, mixFor(count, gzKb / kb)).map((text, i) => (
        <p key={i} className="mx-auto max-w-3xl px-4 text-base leading-relaxed">
          {text}
        </p>
      ))}
    </main>
  );
}
