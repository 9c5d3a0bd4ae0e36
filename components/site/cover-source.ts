/** Spec §9: items without a cover show a placeholder picture, never a blank box. */
export const PLACEHOLDER_IMAGE = "/site/placeholder.jpg";

/** How wide a tour, news or event card is shown, for its picture's srcset. */
export const CARD_SIZES = "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

const CLOUDINARY = "https://res.cloudinary.com/";

/**
 * How a cover is delivered, decided the same way on the server (CoverImage) and in client cards
 * (CardCover): by Cloudinary when it is configured and the picture is stored there; through Next's
 * image optimizer for our own files (and Cloudinary ones when it is not configured); any other
 * https address an editor pasted as it is, because the optimizer only fetches from hosts allowed in
 * next.config.mjs.
 */
export function coverSource(src: string, cloudName: string | undefined): { url: string; cloudName: string } | { url: string; optimize: boolean } {
  const url = src || PLACEHOLDER_IMAGE;
  if (cloudName && url.startsWith(CLOUDINARY)) return { url, cloudName };
  return { url, optimize: url.startsWith("/") || url.startsWith(CLOUDINARY) };
}
