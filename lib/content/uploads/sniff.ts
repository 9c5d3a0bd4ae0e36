import { STORED_TYPES, type StoredType } from "./rules";

/**
 * The file's real type from its first bytes (magic numbers), never from its name or the type the
 * browser claims. SVG, HTML and everything else have no signature here and are refused.
 */
export function sniffType(bytes: Uint8Array): StoredType | null {
  const starts = (sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

  if (starts([0xff, 0xd8, 0xff])) return STORED_TYPES.jpg;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return STORED_TYPES.png;
  if (starts(ascii("GIF87a")) || starts(ascii("GIF89a"))) return STORED_TYPES.gif;
  if (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8)) return STORED_TYPES.webp;
  if (starts(ascii("%PDF-"))) return STORED_TYPES.pdf;
  return null;
}
