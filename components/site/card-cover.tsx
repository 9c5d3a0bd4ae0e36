"use client";

import { CloudinaryImage } from "./cloudinary-image";
import { coverSource } from "./cover-source";
import { Img } from "./img";

/**
 * CoverImage for client cards (cover fit, never preloaded): a card rendered from compact data puts
 * only the picture's address in the page's payload, not the image element with its sizes and classes.
 */
export function CardCover({
  src,
  alt = "",
  cloudName,
  sizes,
  className = "",
}: {
  src: string;
  alt?: string;
  cloudName?: string;
  sizes: string;
  className?: string;
}) {
  const cover = coverSource(src, cloudName);
  const classes = `object-cover ${className}`;
  if ("cloudName" in cover) return <CloudinaryImage cloudName={cover.cloudName} src={cover.url} alt={alt} sizes={sizes} preload={false} className={classes} />;
  return <Img src={cover.url} alt={alt} sizes={sizes} {...(cover.optimize ? {} : { optimize: false })} className={classes} />;
}
