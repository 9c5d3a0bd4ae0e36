// The bare page padded to the size of the site's home page: `npm run bench` measures the HTML of
// `/` first and builds this page with REFERENCE_PAD_KB set to it, so that a throughput gap between
// the site and this page is not only a matter of bytes. Rendered at build time (static).
const words = "travel climate forest gorilla lake hills coffee tea river market permit guide lodge canopy trail sunrise".split(" ");
// About what one paragraph adds to the HTML: its text twice (the markup and Next's payload) plus tags.
const BYTES_PER_PARAGRAPH = 950;
const BARE_PAGE_BYTES = 4800;

function paragraph(i) {
  return Array.from({ length: 60 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(" ");
}

export default function Padded() {
  const kb = Number(process.env.REFERENCE_PAD_KB) || 120;
  const count = Math.max(1, Math.round((kb * 1024 - BARE_PAGE_BYTES) / BYTES_PER_PARAGRAPH));
  return (
    <main>
      <h1>Padded reference page</h1>
      {Array.from({ length: count }, (_, i) => (
        <p key={i} className="mx-auto max-w-3xl px-4 text-base leading-relaxed">
          {paragraph(i)}
        </p>
      ))}
    </main>
  );
}
