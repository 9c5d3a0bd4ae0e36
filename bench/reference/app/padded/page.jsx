// A bare page as heavy as the site's pages (about 120 KB of HTML once Next adds its payload):
// shows how much of a throughput gap is only the number of bytes per response.
const words = "travel climate forest gorilla lake hills coffee tea river market permit guide lodge canopy trail sunrise".split(" ");

function paragraph(i) {
  return Array.from({ length: 60 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(" ");
}

export default function Heavy() {
  return (
    <main>
      <h1>Heavy reference page</h1>
      {Array.from({ length: 120 }, (_, i) => (
        <p key={i} className="mx-auto max-w-3xl px-4 text-base leading-relaxed">
          {paragraph(i)}
        </p>
      ))}
    </main>
  );
}
