import { env } from "@/lib/env";
import { parseCloudinaryUrl } from "@/lib/uploads/storage";
import { CloudinaryImage } from "./cloudinary-image";
import { Img } from "./img";

/** Spec §9: items without a cover show a placeholder picture, never a blank box. */
export const PLACEHOLDER_IMAGE = "/site/placeholder.jpg";

/**
 * A cover that fills its (relatively positioned) parent. When Cloudinary is configured, pictures
 * stored there are delivered by Cloudinary (CldImage); our own files go through Next's image
 * optimizer (and Cloudinary ones too when it is not configured); any other https address an editor
 * pasted is shown as it is, because the optimizer only fetches from hosts allowed in next.config.mjs.
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
  const cloudName = cloudinaryCloudName();
  if (cloudName && url.startsWith("https://res.cloudinary.com/")) {
    const classes = `${fit === "contain" ? "object-contain" : "object-cover"} ${className}`;
    return <CloudinaryImage cloudName={cloudName} src={url} alt={alt} sizes={sizes} preload={preload} className={classes} />;
  }
  const optimizable = url.startsWith("/") || url.startsWith("https://res.cloudinary.com/");
  // Defaults are left out rather than passed: a client component's props are written into the page.
  return (
    <Img
      src={url}
      alt={alt}
      sizes={sizes}
      {...(preload ? { preload: true } : {})}
      {...(optimizable ? {} : { optimize: false })}
      className={`${fit === "contain" ? "object-contain" : "object-cover"} ${className}`}
    />
  );
}

/** The cloud to deliver from: NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME, else the one in CLOUDINARY_URL. */
function cloudinaryCloudName(): string | undefined {
  const { NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: name, CLOUDINARY_URL: url } = env();
  return name || parseCloudinaryUrl(url)?.cloudName;
}
