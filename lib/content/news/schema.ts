import { z } from "zod";
import { featured, flag, ignoredAuthorId, mediaUrl, richText, title } from "@/lib/content/kind/fields";

/** Spec §5's blog cover texts in the site's style. The first comes from the server, the second from the form. */
export const NEWS_COVER_MISSING = "Please upload the blog cover image.";
export const NEWS_COVER_NOT_CHOSEN = "Blog cover image is required.";
export const NEWS_MAX_IMAGES = 20;

/**
 * A news post (a blog) as the form and the API create/update bodies carry it. `images` is every
 * image in order and `image` its first, the cover; `withCover` below keeps the two in step for
 * old clients that send only one of them.
 */
export const newsSchema = z.object({
  title,
  newsBody: richText,
  image: mediaUrl(NEWS_COVER_MISSING),
  images: z
    .array(mediaUrl(NEWS_COVER_MISSING), { error: "Images must be a list of file addresses." })
    .max(NEWS_MAX_IMAGES, `A blog may have at most ${NEWS_MAX_IMAGES} images.`)
    .default([]),
  authorId: ignoredAuthorId,
  featured,
});

export type NewsInput = z.input<typeof newsSchema>;
export type NewsValues = z.output<typeof newsSchema>;

type Body = Record<string, unknown>;

/**
 * Puts the cover first. A sent, non-empty `images` list is the post's images and its first entry
 * the cover; a sent `image` alone replaces the previous cover (`before`) and keeps the other images.
 */
export function withCover(sent: Body, before: { image: string; images: string[] } = { image: "", images: [] }): Body {
  if (Array.isArray(sent.images) && sent.images.length > 0) return { ...sent, image: sent.images[0] };
  if (typeof sent.image === "string" && !Array.isArray(sent.images)) {
    const rest = before.images.filter((url) => url !== before.image && url !== sent.image);
    return { ...sent, images: sent.image.trim() ? [sent.image, ...rest] : rest };
  }
  return sent;
}

/** The API create body: old clients send `image`, `images: [url, …]` or both. */
export const newsPayload = z.preprocess((body) => (body && typeof body === "object" && !Array.isArray(body) ? withCover(body as Body) : body), newsSchema);

export const newsPublishSchema = z.object({ isPublished: flag("isPublished") });
