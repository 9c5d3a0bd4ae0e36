"use client";

import dynamic from "next/dynamic";

// next-cloudinary is ~39 KB of gzipped JavaScript: loaded only on pages that render a Cloudinary
// picture (a static import put it in every page's scripts, Cloudinary configured or not).
const CldImage = dynamic(() => import("next-cloudinary").then((m) => m.CldImage));

/**
 * An image stored in Cloudinary, delivered by Cloudinary itself (next-cloudinary's CldImage):
 * automatic format and quality, and a srcset of the responsive widths the `sizes` ask for, so it
 * skips our server's image optimizer. Only rendered when Cloudinary is configured (cover-image.tsx).
 */
export function CloudinaryImage({ cloudName, ...props }: { cloudName: string; src: string; alt: string; sizes: string; preload: boolean; className: string }) {
  return <CldImage {...props} fill fetchPriority={props.preload ? "high" : undefined} config={{ cloud: { cloudName } }} />;
}
