"use client";

import { CldImage } from "next-cloudinary";

/**
 * An image stored in Cloudinary, delivered by Cloudinary itself (next-cloudinary's CldImage):
 * automatic format and quality, and a srcset of the responsive widths the `sizes` ask for, so it
 * skips our server's image optimizer. Only rendered when Cloudinary is configured (cover-image.tsx),
 * so pages without Cloudinary never load this script.
 */
export function CloudinaryImage({ cloudName, ...props }: { cloudName: string; src: string; alt: string; sizes: string; preload: boolean; className: string }) {
  return <CldImage {...props} fill fetchPriority={props.preload ? "high" : undefined} config={{ cloud: { cloudName } }} />;
}
