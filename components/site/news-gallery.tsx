import { CoverImage } from "./cover-image";

/**
 * Every image of a blog post, in the order the editor gave them. A named region with a list of
 * links, each opening the full-size image; no script, so it costs the page no JavaScript.
 */
export function NewsGallery({ title, images }: { title: string; images: string[] }) {
  if (images.length < 2) return null;
  return (
    <section aria-labelledby="post-gallery" className="mt-12">
      <h2 id="post-gallery" className="font-display text-2xl font-semibold text-brand-900">
        Gallery
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((url, i) => (
          <li key={`${url}-${i}`}>
            <a href={url} target="_blank" rel="noopener noreferrer" className="relative block aspect-[4/3] overflow-hidden rounded-xl ring-1 ring-stone-200">
              <CoverImage src={url} alt={`${title}: image ${i + 1} of ${images.length}`} sizes="(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
