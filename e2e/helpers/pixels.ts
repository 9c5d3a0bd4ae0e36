import sharp from "sharp";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Contrast measured on what Chromium actually paints: screenshots decoded to pixels, compared with
 * the WCAG 2 relative-luminance formula. axe cannot judge text or focus rings over photographs;
 * these helpers can.
 */
export type Rgb = [number, number, number];

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type Box = { x: number; y: number; width: number; height: number };
type Pixels = { box: Box; at: (x: number, y: number) => Rgb };

/** A screenshot of an area of the viewport (CSS pixels, device scale 1) as readable pixels. */
export async function grab(page: Page, box: Box): Promise<Pixels> {
  const clip = { x: Math.max(0, Math.floor(box.x)), y: Math.max(0, Math.floor(box.y)), width: Math.ceil(box.width), height: Math.ceil(box.height) };
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    box: clip,
    at: (x, y) => {
      const px = Math.min(info.width - 1, Math.max(0, Math.round(x - clip.x)));
      const py = Math.min(info.height - 1, Math.max(0, Math.round(y - clip.y)));
      const i = (py * info.width + px) * 3;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
}

/** A CSS colour (rgb(), oklch(), a hex …) as the browser resolves it, painted on white. */
export async function cssColor(page: Page, css: string): Promise<Rgb> {
  return page.evaluate((c) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d")!;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  }, css);
}

export type RingReport = { side: string; ringColours: Rgb[]; background: Rgb; best: number };

/**
 * How well a focused element's indicator stands out from what surrounds it. From the computed
 * style: the outline (width, offset, colour) and the box-shadow rings; then, on a screenshot, at
 * the middle of each side: the pixels of the ring band and the background just beyond it. For
 * each side, the best contrast between a ring pixel and that background (a two-tone ring passes
 * on any surface through one of its tones). The element must be focused, match :focus-visible and
 * be inside the viewport.
 */
export async function focusRing(locator: Locator): Promise<{ toneContrast: number; sides: RingReport[] }> {
  const page = locator.page();
  const info = await locator.evaluate((el) => {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return {
      visible: el.matches(":focus-visible"),
      outlineStyle: s.outlineStyle,
      outlineColor: s.outlineColor,
      outlineWidth: parseFloat(s.outlineWidth) || 0,
      outlineOffset: parseFloat(s.outlineOffset) || 0,
      shadow: s.boxShadow,
      rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    };
  });
  expect(info.visible, "the element shows its keyboard focus (:focus-visible)").toBe(true);
  expect(info.outlineStyle, "an outline is drawn").not.toBe("none");
  // Outward spread of the box-shadow rings (non-inset "0 0 0 Npx colour" parts).
  const spreads = [...info.shadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px(?! inset)/gi)].map((m) => Number(m[1]));
  const inner = Math.min(0, info.outlineOffset);
  const outer = Math.max(info.outlineOffset + info.outlineWidth, ...spreads);
  // The ring's tones from the computed style: the outline's colour and each shadow ring's.
  const shadowColours = [...info.shadow.matchAll(/(rgba?\([^)]*\)|#[0-9a-f]+)\s*0px 0px 0px \d/gi)].map((m) => m[1]);
  const tones = await Promise.all([info.outlineColor, ...shadowColours.filter((c) => !/rgba\([^)]*,\s*0\)$/.test(c))].map((c) => cssColor(page, c)));
  const margin = outer + 6;
  const { rect } = info;
  const shot = await grab(page, { x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin, height: rect.height + 2 * margin });
  const toShot = shot.at;
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const sides = [
    { side: "top", at: (d: number) => toShot(cx, rect.y - d) },
    { side: "bottom", at: (d: number) => toShot(cx, rect.y + rect.height - 1 + d) },
    { side: "left", at: (d: number) => toShot(rect.x - d, cy) },
    { side: "right", at: (d: number) => toShot(rect.x + rect.width - 1 + d, cy) },
  ].map(({ side, at }) => {
    const ringColours: Rgb[] = [];
    // The ring band, 1 px in from each of its edges (anti-aliasing lives on the edges).
    for (let d = inner + 1; d <= outer - 1; d++) ringColours.push(at(d));
    const background = at(outer + 3);
    const best = Math.max(...ringColours.map((c) => contrast(c, background)));
    return { side, ringColours, background, best };
  });
  // Worst side, best tone: on every side one of the ring's colours stands out from the surface.
  const toneContrast = Math.min(...sides.map((s) => Math.max(...tones.map((t) => contrast(t, s.background)))));
  return { toneContrast, sides };
}
