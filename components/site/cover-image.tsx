import { getImageProps } from "next/image";
import { preload as preloadImage } from "react-dom";
import { env } from "@/lib/env";
import { parseCloudinaryUrl } from "@/lib/uploads/storage";
import { CloudinaryImage } from "./cloudinary-image";

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
  // A plain <img> with the optimizer's srcset, worked out here on the server: next/image's <Image>
  // is a client component, and with it every page loaded its code (about 9 KB gzipped) to show
  // pictures that need no script. Below the fold they load lazily; only the page's hero is eager.
  const { props } = getImageProps({
    src: url,
    alt,
    fill: true,
    sizes,
    ...(preload ? { fetchPriority: "high" as const, loading: "eager" as const } : {}),
    ...(optimizable ? {} : { unoptimized: true }),
    className: `${fit === "contain" ? "object-contain" : "object-cover"} ${className}`,
  });
  // The hero is found by the preload scanner before any layout (what next/image's `preload` did).
  if (preload) preloadImage(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code.
  return <img {...props} alt={alt} />;
}

/** The cloud to deliver from: NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME, else the one in CLOUDINARY_URL. */
function cloudinaryCloudName(): string | undefined {
  const { NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: name, CLOUDINARY_URL: url } = env();
  return name || parseCloudinaryUrl(url)?.cloudName;
}
