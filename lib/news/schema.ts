import { z } from "zod";
import { flag, ignoredAuthorId, mediaUrl, richText, title } from "@/lib/content/fields";

/** Spec §5: the blog cover texts. The first comes from the server, the second from the form. */
export const NEWS_COVER_MISSING = "Please upload blog Cover image to cloud!";
export const NEWS_COVER_NOT_CHOSEN = "Blog Cover image is Required!";

/** A news post (a blog) as the form and the API create/update bodies carry it. */
export const newsSchema = z.object({
  title,
  newsBody: richText,
  image: mediaUrl(NEWS_COVER_MISSING),
  authorId: ignoredAuthorId,
});

export type NewsInput = z.input<typeof newsSchema>;
export type NewsValues = z.output<typeof newsSchema>;

/** The API body: old clients may send `images: [url]` instead of `image`. */
export const newsPayload = z.preprocess((body) => {
  if (body && typeof body === "object" && !("image" in body) && Array.isArray((body as { images?: unknown }).images)) {
    return { ...body, image: (body as { images: unknown[] }).images[0] };
  }
  return body;
}, newsSchema);

export const newsPublishSchema = z.object({ isPublished: flag("isPublished") });
