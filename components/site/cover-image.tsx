import { env } from "@/lib/platform/env";
import { parseCloudinaryUrl } from "@/lib/content/uploads/storage";
import { CloudinaryImage } from "./cloudinary-image";
import { coverSource } from "./cover-source";
import { Img } from "./img";

export { PLACEHOLDER_IMAGE } from "./cover-source";

/** A cover that fills its (relatively positioned) parent, delivered as coverSource decides. */
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
  const cover = coverSource(src, cloudinaryCloudName());
  const classes = `${fit === "contain" ? "object-contain" : "object-cover"} ${className}`;
  if ("cloudName" in cover)
    return <CloudinaryImage cloudName={cover.cloudName} src={cover.url} alt={alt} sizes={sizes} preload={preload} className={classes} />;
  // Defaults are left out rather than passed: a client component's props are written into the page.
  return (
    <Img src={cover.url} alt={alt} sizes={sizes} {...(preload ? { preload: true } : {})} {...(cover.optimize ? {} : { optimize: false })} className={classes} />
  );
}

/** The cloud to deliver from: NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME, else the one in CLOUDINARY_URL. */
export function cloudinaryCloudName(): string | undefined {
  const { NEXT_PUBLIC_CLOUDINARY_CLOUD_NAME: name, CLOUDINARY_URL: url } = env();
  return name || parseCloudinaryUrl(url)?.cloudName;
}

/** The cloud as a client card's prop, left out when there is none (every prop is written into the page). */
export function cloudProp(): { cloudName?: string } {
  const cloudName = cloudinaryCloudName();
  return cloudName ? { cloudName } : {};
}
