import sanitizeHtml from "sanitize-html";

/**
 * The only HTML a rich-text body may keep, applied on every write (news, tours, events). The
 * editor produces nothing else, so a clean body round-trips unchanged; anything pasted or sent by
 * an API client outside this list (scripts, event handlers, styles, iframes, javascript: links)
 * is dropped before it is stored.
 */
const allowedTags = ["p", "h2", "h3", "strong", "em", "s", "ul", "ol", "li", "a", "blockquote", "img", "br", "hr", "code", "pre"];

/**
 * Images come from our own uploads or from Cloudinary: the only sources the Content-Security-Policy
 * (next.config.mjs, img-src) lets pages load, so an image kept here is one visitors will see.
 */
export function isAllowedImageSrc(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith("/uploads/") && !src.startsWith("/uploads//")) return true;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && url.host === "res.cloudinary.com" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ["href", "title", "rel", "target"], img: ["src", "alt", "title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Old editors wrote h1 and h4–h6; keep their text at the nearest level we allow.
    h1: "h2",
    h4: "h3",
    h5: "h3",
    h6: "h3",
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? "");
      const out: Record<string, string> = { rel: "noopener noreferrer nofollow" };
      if (attribs.href) out.href = attribs.href;
      if (attribs.title) out.title = attribs.title;
      if (external) out.target = "_blank";
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImageSrc(frame.attribs.src),
};

/**
 * The stored form of a rich-text body: allow-listed HTML, trimmed, without the empty paragraphs
 * the editor keeps at the end for the cursor; an empty editor gives "".
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html ?? "", options)
    .trim()
    .replace(/(?:<p>(?:\s|<br \/>)*<\/p>)+$/, "");
}
