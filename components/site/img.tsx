"use client";

import { preload as preloadImage } from "react-dom";
import { DEVICE_SIZES, IMAGE_SIZES, QUALITY } from "@/lib/platform/image-widths.mjs";

const WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);

/** A URL of Next's image optimizer (its default loader's form), for one width. */
const optimized = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/**
 * The widths worth offering for `sizes`, as next/image picks them: none narrower than the
 * smallest screen at the smallest share of it the sizes name (a 25vw card needs 384, a full-width
 * picture starts at 640).
 */
function widthsFor(sizes: string) {
  const shares = [...sizes.matchAll(/(?:^|\s)(\d{1,3})vw/g)].map((m) => Number(m[1]) / 100);
  const least = DEVICE_SIZES[0] * (shares.length ? Math.min(...shares) : 1);
  return WIDTHS.filter((w) => w >= least);
}

/**
 * A picture filling its (relatively positioned) parent, through Next's image optimizer: what
 * next/image's <Image fill> renders, from a few lines of script instead of its 9 KB (gzipped) of
 * client code, and with short props (a client component's props are written into the page; a
 * server-rendered <img> wrote its whole srcset there a second time). `preload` marks the page's
 * hero: fetched first, at high priority, and never lazily.
 */
export function Img({
  src,
  alt,
  sizes,
  className,
  preload = false,
  optimize = true,
}: {
  src: string;
  alt: string;
  sizes: string;
  className: string;
  preload?: boolean;
  optimize?: boolean;
}) {
  const widths = widthsFor(sizes);
  const srcSet = optimize ? widths.map((w) => `${optimized(src, w)} ${w}w`).join(", ") : undefined;
  const url = optimize ? optimized(src, widths[widths.length - 1]) : src;
  if (preload) preloadImage(url, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset, without next/image's client code.
    <img
      src={url}
      srcSet={srcSet}
      sizes={optimize ? sizes : undefined}
      alt={alt}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      // The hero is decoded with the frame that first shows the page (an async decode paints it a
      // frame later, and that later paint is the page's LCP); the rest decode off the main thread.
      decoding={preload ? undefined : "async"}
      className={`absolute inset-0 h-full w-full ${className}`}
    />
  );
}
