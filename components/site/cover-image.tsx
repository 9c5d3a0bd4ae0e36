import Image from "next/image";

/** Spec §9: items without a cover show a placeholder picture, never a blank box. */
export const PLACEHOLDER_IMAGE = "/site/placeholder.jpg";

/**
 * A cover that fills its (relatively positioned) parent. Our own files and Cloudinary go through
 * the image optimizer; any other https address an editor pasted is shown as it is, because the
 * optimizer only fetches from hosts allowed in next.config.mjs.
 */
export function CoverImage({
  src,
  alt,
  sizes,
  preload = false,
  fit = "cover",
  className = "",
}: {
  src: string;
  alt: string;
  sizes: string;
  preload?: boolean;
  /** "contain" shows the whole picture (documents, advertisements with text). */
  fit?: "cover" | "contain";
  className?: string;
}) {
  const url = src || PLACEHOLDER_IMAGE;
  const optimizable = url.startsWith("/") || url.startsWith("https://res.cloudinary.com/");
  return (
    <Image
      src={url}
      alt={alt}
      fill
      sizes={sizes}
      preload={preload}
      fetchPriority={preload ? "high" : undefined}
      unoptimized={!optimizable}
      className={`${fit === "contain" ? "object-contain" : "object-cover"} ${className}`}
    />
  );
}
