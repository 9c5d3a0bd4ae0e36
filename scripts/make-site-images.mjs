// Paints the public site's own imagery (hero slides, service covers, page banners, placeholder,
// default social card, partner marks, brand mark) and the demo content's covers (public/demo) as layered SVG landscapes and writes optimised JPEGs to
// public/site/. Deterministic: the same seed gives the same pictures. Run: node scripts/make-site-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/site");
const PARTNERS = path.resolve("public/partners");

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mix = (a, b, t) => {
  const pa = a.match(/\w\w/g).map((h) => parseInt(h, 16));
  const pb = b.match(/\w\w/g).map((h) => parseInt(h, 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

/** A ridge line: a sum of a few sines with random phases, sampled across the width. */
function ridge(r, w, base, amp, { waves = 4, detail = 3, step = 8 } = {}) {
  const comps = Array.from({ length: waves + detail }, (_, i) => ({
    f: ((i < waves ? 0.6 + i * 0.9 : 5 + i * 3) * (Math.PI * 2)) / w,
    p: r() * Math.PI * 2,
    a: (i < waves ? 1 / (i + 1) : 0.08 / (i - waves + 1)) * amp,
  }));
  const pts = [];
  for (let x = -step; x <= w + step; x += step) {
    pts.push([x, base - comps.reduce((y, c) => y + c.a * Math.sin(x * c.f + c.p), 0)]);
  }
  return pts;
}

const fillPath = (pts, h) => `M${pts[0][0]},${h} ` + pts.map(([x, y]) => `L${x.toFixed(1)},${y.toFixed(1)}`).join(" ") + ` L${pts.at(-1)[0]},${h} Z`;

/** A volcano cone with a gently rounded summit. */
function cone(cx, top, base, halfWidth, r) {
  const pts = [];
  for (let i = 0; i <= 60; i++) {
    const x = cx - halfWidth + (i / 60) * halfWidth * 2;
    const d = Math.abs(x - cx) / halfWidth;
    // Concave flanks (steep near the summit, spreading at the foot) and a flattened crater rim.
    const y = base - (base - top) * Math.pow(1 - Math.max(d, 0.05), 2.2) + Math.sin(i * 1.7 + r() * 3) * 2;
    pts.push([x, y]);
  }
  return pts;
}

const defs = (w, h, sky, extra = "") => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${sky.map((c, i) => `<stop offset="${i / (sky.length - 1)}" stop-color="${c}"/>`).join("")}</linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff8e1"/><stop offset="0.25" stop-color="#ffe3a3" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd08a" stop-opacity="0"/></radialGradient>
    <filter id="blur" filterUnits="userSpaceOnUse" x="${-w * 0.2}" y="${-h * 0.2}" width="${w * 1.4}" height="${h * 1.4}"><feGaussianBlur stdDeviation="${Math.round(w / 90)}"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
      <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.09 0"/>
    </filter>
    ${extra}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>`;

const grain = (w, h) => `<rect width="${w}" height="${h}" filter="url(#grain)" opacity="0.55"/>`;

function layers(r, w, h, { from, to, count, top, bottom, amp, trees = false, treeColor }) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    const base = top + (bottom - top) * t;
    const pts = ridge(r, w, base, amp * (0.6 + t * 0.8));
    out += `<path d="${fillPath(pts, h)}" fill="${mix(from, to, t)}"/>`;
    if (trees && t > 0.45) out += treeLine(r, pts, mix(treeColor ?? to, "#000000", 0.1 + t * 0.15), 3 + t * 9);
  }
  return out;
}

/** Little rounded crowns along a ridge: forest edges, banana groves. */
function treeLine(r, pts, color, size) {
  let out = "";
  for (const [x, y] of pts) {
    if (r() < 0.55) continue;
    const s = size * (0.6 + r() * 0.9);
    out += `<ellipse cx="${x.toFixed(1)}" cy="${(y - s * 0.5).toFixed(1)}" rx="${(s * 0.9).toFixed(1)}" ry="${s.toFixed(1)}" fill="${color}"/>`;
  }
  return out;
}

/** Banks of mist: soft ellipses filled with a radial fade (no blur filter, so no hard edges). */
function mist(r, w, y, n, opacity, color = "#ffffff") {
  const id = `mist-${color.slice(1)}`;
  let out = `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.6" stop-color="${color}" stop-opacity="0.55"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient><g opacity="${opacity}">`;
  for (let i = 0; i < n; i++) {
    out += `<ellipse cx="${(r() * w).toFixed(0)}" cy="${(y + (r() - 0.5) * 60).toFixed(0)}" rx="${(w * (0.18 + r() * 0.25)).toFixed(0)}" ry="${(30 + r() * 40).toFixed(0)}" fill="url(#${id})"/>`;
  }
  return out + "</g>";
}

function clouds(r, w, y, n, color = "#ffffff", opacity = 0.8) {
  let out = `<g filter="url(#blur)" opacity="${opacity}">`;
  for (let i = 0; i < n; i++) {
    const cx = r() * w;
    const cy = y + r() * 80;
    for (let j = 0; j < 5; j++) {
      out += `<ellipse cx="${(cx + (j - 2) * 40 + r() * 30).toFixed(0)}" cy="${(cy + r() * 16).toFixed(0)}" rx="${(50 + r() * 60).toFixed(0)}" ry="${(20 + r() * 18).toFixed(0)}" fill="${color}"/>`;
    }
  }
  return out + "</g>";
}

/** Contour terraces: thin lighter strokes following a hill's ridge at growing depth. */
function terraces(pts, h, count, color, spacing) {
  let out = "";
  for (let k = 1; k <= count; k++) {
    const d = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)},${(y + k * spacing + Math.sin(x / 90 + k) * 3).toFixed(1)}`).join(" ");
    out += `<path d="${d}" stroke="${color}" stroke-width="${1 + k * 0.15}" fill="none" opacity="${0.35 + (k / count) * 0.3}"/>`;
  }
  return `<g>${out}</g>`;
}

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const scenes = {
  "hero-volcanoes": (w, h) => {
    const r = rng(11);
    let b = defs(w, h, ["#7fa7c9", "#e9c7a8", "#f6d9b0"]);
    b += `<circle cx="${w * 0.68}" cy="${h * 0.36}" r="${h * 0.28}" fill="url(#sun)"/>`;
    b += clouds(r, w, h * 0.08, 4, "#fff4e6", 0.55);
    b += `<path d="${fillPath(cone(w * 0.28, h * 0.2, h * 0.64, w * 0.34, r), h)}" fill="#6d7f95"/>`;
    b += `<path d="${fillPath(cone(w * 0.62, h * 0.27, h * 0.64, w * 0.28, r), h)}" fill="#7a8ba0"/>`;
    b += `<path d="${fillPath(cone(w * 0.9, h * 0.31, h * 0.66, w * 0.24, r), h)}" fill="#8595a9"/>`;
    b += mist(r, w, h * 0.58, 9, 0.75, "#fbe9d7");
    b += layers(r, w, h, { from: "#5f8a76", to: "#1f4d33", count: 4, top: h * 0.62, bottom: h * 0.86, amp: h * 0.05, trees: true, treeColor: "#2e6b46" });
    b += mist(r, w, h * 0.74, 6, 0.35, "#ffffff");
    return b + grain(w, h);
  },
  "hero-hills": (w, h) => {
    const r = rng(23);
    let b = defs(w, h, ["#5d98cf", "#a9cbe6", "#e4eef2"]);
    b += clouds(r, w, h * 0.06, 5, "#ffffff", 0.85);
    b += layers(r, w, h, { from: "#a8c0c4", to: "#7fa38e", count: 3, top: h * 0.42, bottom: h * 0.5, amp: h * 0.05 });
    const hills = [
      { base: h * 0.58, c: "#5c9a5a" },
      { base: h * 0.68, c: "#4a8a45" },
      { base: h * 0.8, c: "#3b7a3a" },
      { base: h * 0.93, c: "#2d6a31" },
    ];
    for (const [i, hill] of hills.entries()) {
      const pts = ridge(r, w, hill.base, h * (0.06 + i * 0.015), { waves: 3 });
      b += `<path d="${fillPath(pts, h)}" fill="${hill.c}"/>`;
      b += terraces(pts, h, 6 + i * 2, mix(hill.c, "#d8e8a0", 0.45), 10 + i * 4);
      b += treeLine(r, pts, mix(hill.c, "#0e2e18", 0.35), 5 + i * 3);
    }
    return b + grain(w, h);
  },
  "hero-lake": (w, h) => {
    const r = rng(37);
    const horizon = h * 0.58;
    let b = defs(
      w,
      h,
      ["#2f3d6b", "#b0577a", "#f3a35c", "#ffd59a"],
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0a468"/><stop offset="0.35" stop-color="#9c5874"/><stop offset="1" stop-color="#24304f"/></linearGradient>`,
    );
    b += `<circle cx="${w * 0.42}" cy="${horizon - h * 0.05}" r="${h * 0.3}" fill="url(#sun)"/>`;
    b += `<circle cx="${w * 0.42}" cy="${horizon - h * 0.05}" r="${h * 0.06}" fill="#fff3d6"/>`;
    b += clouds(r, w, h * 0.12, 3, "#f6b989", 0.5);
    b += `<path d="${fillPath(ridge(r, w, horizon - 10, h * 0.05), horizon + 2)}" fill="#5a3f62"/>`;
    b += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>`;
    for (let i = 0; i < 70; i++) {
      const y = horizon + 6 + Math.pow(r(), 1.6) * (h - horizon);
      const x = w * 0.42 + (r() - 0.5) * w * (0.05 + (y - horizon) / h);
      b += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(20 + r() * 90).toFixed(0)}" height="2" fill="#ffe1a8" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`;
    }
    const island = (cx, width, height, color) => {
      const pts = [];
      for (let i = 0; i <= 40; i++) {
        const x = cx - width / 2 + (i / 40) * width;
        const d = (x - cx) / (width / 2);
        pts.push([x, horizon - height * (1 - d * d) - Math.sin(i * 1.3) * 3]);
      }
      return `<path d="${fillPath(pts, horizon + 3)}" fill="${color}"/>` + treeLine(r, pts, color, 6);
    };
    b += island(w * 0.15, w * 0.22, h * 0.08, "#2d2440");
    b += island(w * 0.72, w * 0.3, h * 0.11, "#261f38");
    b += island(w * 0.93, w * 0.16, h * 0.05, "#332a49");
    b += `<path d="${fillPath(ridge(r, w, h * 0.97, h * 0.04), h)}" fill="#141a2c"/>`;
    return b + grain(w, h);
  },
  "service-climate": (w, h) => {
    const r = rng(41);
    let b = defs(w, h, ["#4f8fd0", "#9cc6ea", "#e3f0f7"]);
    b += `<circle cx="${w * 0.8}" cy="${h * 0.18}" r="${h * 0.22}" fill="url(#sun)"/>`;
    b += clouds(r, w, h * 0.08, 3, "#ffffff", 0.8);
    b += layers(r, w, h, { from: "#9db9b0", to: "#5f9a62", count: 3, top: h * 0.45, bottom: h * 0.58, amp: h * 0.05, trees: true, treeColor: "#4d8a50" });
    const ground = ridge(r, w, h * 0.66, h * 0.03);
    b += `<path d="${fillPath(ground, h)}" fill="#4c8c3f"/>`;
    for (let row = 0; row < 5; row++) {
      const y = h * 0.7 + row * h * 0.06;
      const pw = w * (0.06 + row * 0.012);
      const gap = pw * 0.25;
      for (let x = -pw / 2 + (row % 2) * pw * 0.5; x < w; x += pw + gap) {
        const skew = pw * 0.22;
        const ph = h * (0.028 + row * 0.004);
        b += `<path d="M${x + skew},${y} L${x + pw + skew},${y} L${x + pw},${y + ph} L${x},${y + ph} Z" fill="#1d3b63" stroke="#c8dcef" stroke-width="1.2"/>`;
        b += `<path d="M${x + skew + pw * 0.1},${y + 2} L${x + skew + pw * 0.45},${y + 2} L${x + pw * 0.3},${y + ph - 2} L${x + pw * 0.05},${y + ph - 2} Z" fill="#7fb0df" opacity="0.35"/>`;
        b += `<rect x="${x + pw * 0.45}" y="${y + ph}" width="3" height="${ph * 0.6}" fill="#55606b"/>`;
      }
    }
    return b + grain(w, h);
  },
  "service-conservation": (w, h) => {
    const r = rng(53);
    let b = defs(w, h, ["#c9d6cf", "#e8ece3"]);
    b += layers(r, w, h, { from: "#9fb5a8", to: "#1e4a30", count: 6, top: h * 0.3, bottom: h * 0.9, amp: h * 0.06, trees: true, treeColor: "#2a5a3a" });
    b += mist(r, w, h * 0.45, 10, 0.7, "#f2f5ef");
    b += mist(r, w, h * 0.68, 8, 0.45, "#eef3ec");
    return b + grain(w, h);
  },
  "service-policy": (w, h) => {
    const r = rng(67);
    let b = defs(w, h, ["#6e9b58", "#4e8445"]);
    const greens = ["#7fae5f", "#5f9a4e", "#8cbc6a", "#4d8a45", "#a7c77a", "#6aa457", "#3f7d3e"];
    for (let i = 0; i < 26; i++) {
      const pts = ridge(r, w, -40 + i * (h / 20), h * 0.05, { waves: 2, detail: 1 });
      b += `<path d="${fillPath(pts, h + 40)}" fill="${greens[i % greens.length]}"/>`;
      b += `<path d="${pts.map(([x, y], k) => `${k ? "L" : "M"}${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" stroke="#d9e8b0" stroke-width="2" fill="none" opacity="0.5"/>`;
    }
    for (let i = 0; i < 40; i++)
      b += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(6 + r() * 10).toFixed(0)}" fill="#2f6230" opacity="0.8"/>`;
    return b + grain(w, h);
  },
  "service-interpretation": (w, h) => {
    const r = rng(71);
    let b = defs(
      w,
      h,
      ["#2b2a35", "#3c3744"],
      `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b4637"/><stop offset="1" stop-color="#2f241d"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0" r="0.8"><stop offset="0" stop-color="#ffe6b8" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe6b8" stop-opacity="0"/></radialGradient>`,
    );
    b += `<rect x="${w * 0.22}" y="${h * 0.12}" width="${w * 0.56}" height="${h * 0.3}" rx="6" fill="#1b5238"/>`;
    b += `<rect x="${w * 0.24}" y="${h * 0.14}" width="${w * 0.52}" height="${h * 0.26}" fill="#2f8057" opacity="0.75"/>`;
    b += `<path d="${fillPath(ridge(r, w * 0.52, h * 0.34, h * 0.04), h * 0.4)}" transform="translate(${w * 0.24},0)" fill="#acd8bd" opacity="0.6"/>`;
    b += `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#floor)"/>`;
    b += `<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
    for (let row = 0; row < 6; row++) {
      const y = h * 0.52 + row * row * h * 0.018 + row * h * 0.03;
      const dw = w * (0.5 + row * 0.1);
      const x0 = (w - dw) / 2;
      b += `<rect x="${x0}" y="${y}" width="${dw}" height="${h * (0.012 + row * 0.004)}" fill="#e9dcc7" opacity="0.9"/>`;
      const seats = 8 + row * 2;
      for (let s = 0; s < seats; s++) {
        const sx = x0 + (s + 0.5) * (dw / seats);
        const hr = h * (0.012 + row * 0.0035);
        b += `<circle cx="${sx.toFixed(0)}" cy="${(y - hr * 1.6).toFixed(0)}" r="${hr.toFixed(1)}" fill="#17131a"/>`;
        b += `<path d="M${(sx - hr * 1.6).toFixed(0)},${y} Q${sx.toFixed(0)},${(y - hr * 3).toFixed(0)} ${(sx + hr * 1.6).toFixed(0)},${y} Z" fill="#17131a"/>`;
        if (r() < 0.35) b += `<circle cx="${(sx + hr).toFixed(0)}" cy="${(y - hr * 1.8).toFixed(0)}" r="${(hr * 0.35).toFixed(1)}" fill="#c98f4c"/>`;
      }
    }
    for (let i = 0; i < 3; i++) {
      const bx = w * (0.04 + i * 0.055);
      b += `<rect x="${bx}" y="${h * 0.18}" width="${w * 0.045}" height="${h * 0.16}" fill="#1a1720" stroke="#c98f4c" stroke-width="2"/><rect x="${bx + 4}" y="${h * 0.2}" width="${w * 0.045 - 8}" height="${h * 0.07}" fill="#f4e8d6" opacity="0.55"/>`;
    }
    return b + grain(w, h);
  },
  "page-about": (w, h) => {
    const r = rng(83);
    let b = defs(w, h, ["#f0b46c", "#f7d49c", "#fbe6c1"]);
    b += `<circle cx="${w * 0.2}" cy="${h * 0.42}" r="${h * 0.3}" fill="url(#sun)"/>`;
    b += layers(r, w, h, { from: "#c9a27c", to: "#7a7a3f", count: 3, top: h * 0.42, bottom: h * 0.56, amp: h * 0.05 });
    const hill = ridge(r, w, h * 0.7, h * 0.06);
    b += `<path d="${fillPath(hill, h)}" fill="#5d7a34"/>`;
    b += terraces(hill, h, 10, "#c4b45f", 14);
    for (let i = 0; i < 14; i++) {
      const p = hill[Math.floor(r() * hill.length)];
      const s = 10 + r() * 10;
      const y = p[1] + 10 + r() * 60;
      b += `<rect x="${p[0]}" y="${y}" width="${s * 1.4}" height="${s}" fill="#e8d3b0"/><path d="M${p[0] - 3},${y} L${p[0] + s * 0.7},${y - s * 0.6} L${p[0] + s * 1.4 + 3},${y} Z" fill="#8a4b2a"/>`;
    }
    b += `<path d="${fillPath(ridge(r, w, h * 0.92, h * 0.04), h)}" fill="#3e5e25"/>`;
    b += treeLine(r, ridge(r, w, h * 0.92, h * 0.04), "#2f4b1c", 12);
    return b + grain(w, h);
  },
  "page-accommodation": (w, h) => {
    const r = rng(97);
    const horizon = h * 0.62;
    let b = defs(
      w,
      h,
      ["#23355e", "#6e5a8a", "#e59a6a"],
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c98a74"/><stop offset="1" stop-color="#1e2b4a"/></linearGradient>`,
    );
    b += `<path d="${fillPath(ridge(r, w, horizon - 30, h * 0.08), horizon + 2)}" fill="#3b3a5a"/>`;
    b += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>`;
    const shore = ridge(r, w, h * 0.8, h * 0.05);
    b += `<path d="${fillPath(
      shore.map(([x, y]) => [x, y + (x / w) * h * 0.1 - h * 0.05]),
      h,
    )}" fill="#1c2a22"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.52 + i * 0.09);
      const y = h * (0.72 + i * 0.02);
      const s = 38 + i * 6;
      b += `<rect x="${x}" y="${y}" width="${s * 1.5}" height="${s}" fill="#3a2a22"/><path d="M${x - 8},${y} L${x + s * 0.75},${y - s * 0.7} L${x + s * 1.5 + 8},${y} Z" fill="#5a3a26"/>`;
      b += `<rect x="${x + s * 0.25}" y="${y + s * 0.3}" width="${s * 0.35}" height="${s * 0.35}" fill="#ffd27a"/><rect x="${x + s * 0.85}" y="${y + s * 0.3}" width="${s * 0.35}" height="${s * 0.35}" fill="#ffc45e"/>`;
      b += `<rect x="${x + s * 0.2}" y="${horizon + (horizon - y) * -0.02 + h * 0.07}" width="${s}" height="3" fill="#ffd27a" opacity="0.35"/>`;
    }
    b += treeLine(
      r,
      shore.map(([x, y]) => [x, y + (x / w) * h * 0.1 - h * 0.05]),
      "#16241c",
      14,
    );
    for (let i = 0; i < 60; i++)
      b += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.3).toFixed(0)}" r="${(r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
    return b + grain(w, h);
  },
  "page-carrental": (w, h) => {
    const r = rng(101);
    let b = defs(w, h, ["#6aa6d8", "#b9d7ee", "#eef4f2"]);
    b += clouds(r, w, h * 0.05, 4, "#ffffff", 0.85);
    b += layers(r, w, h, { from: "#a4bcb8", to: "#5e9a5c", count: 4, top: h * 0.38, bottom: h * 0.62, amp: h * 0.06, trees: true, treeColor: "#4e8a4a" });
    b += `<path d="${fillPath(ridge(r, w, h * 0.7, h * 0.03), h)}" fill="#4c8a3e"/>`;
    b += `<path d="M${w * 0.46},${h * 0.62} C${w * 0.3},${h * 0.72} ${w * 0.75},${h * 0.8} ${w * 0.2},${h} L${w * 0.62},${h} C${w * 0.95},${h * 0.82} ${w * 0.42},${h * 0.72} ${w * 0.5},${h * 0.62} Z" fill="#b8814f"/>`;
    const cx = w * 0.5;
    const cy = h * 0.83;
    const s = w * 0.09;
    b += `<g transform="translate(${cx},${cy})"><rect x="${-s}" y="${-s * 0.55}" width="${s * 2}" height="${s * 0.55}" rx="8" fill="#f4f1ea"/><path d="M${-s * 0.75},${-s * 0.55} L${-s * 0.55},${-s * 0.95} L${s * 0.6},${-s * 0.95} L${s * 0.8},${-s * 0.55} Z" fill="#e8e3d7"/><path d="M${-s * 0.5},${-s * 0.6} L${-s * 0.38},${-s * 0.88} L${s * 0.05},${-s * 0.88} L${s * 0.05},${-s * 0.6} Z M${s * 0.12},${-s * 0.6} L${s * 0.12},${-s * 0.88} L${s * 0.52},${-s * 0.88} L${s * 0.65},${-s * 0.6} Z" fill="#2a3b4c"/><rect x="${-s * 0.6}" y="${-s * 1.02}" width="${s * 1.2}" height="${s * 0.06}" fill="#333"/><circle cx="${-s * 0.55}" cy="0" r="${s * 0.22}" fill="#1b1b1b"/><circle cx="${s * 0.55}" cy="0" r="${s * 0.22}" fill="#1b1b1b"/><circle cx="${-s * 0.55}" cy="0" r="${s * 0.09}" fill="#999"/><circle cx="${s * 0.55}" cy="0" r="${s * 0.09}" fill="#999"/><rect x="${-s}" y="${-s * 0.32}" width="${s * 2}" height="${s * 0.06}" fill="#1b5238"/></g>`;
    return b + grain(w, h);
  },
  "page-airticket": (w, h) => {
    const r = rng(113);
    let b = defs(w, h, ["#2c6fb3", "#78b1e0", "#d9ecf7"]);
    b += `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${h * 0.25}" fill="url(#sun)"/>`;
    b += clouds(r, w, h * 0.62, 9, "#ffffff", 0.95);
    b += clouds(r, w, h * 0.78, 9, "#f4f8fb", 1);
    const px = w * 0.38;
    const py = h * 0.33;
    const s = w * 0.16;
    b += `<g transform="translate(${px},${py}) rotate(-10)" fill="#f7f9fb"><path d="M${-s},0 C${-s * 0.6},${-s * 0.09} ${s * 0.6},${-s * 0.09} ${s},0 C${s * 0.6},${s * 0.09} ${-s * 0.6},${s * 0.09} ${-s},0 Z"/><path d="M${-s * 0.1},0 L${s * 0.25},${-s * 0.55} L${s * 0.38},${-s * 0.55} L${s * 0.25},0 Z"/><path d="M${-s * 0.1},0 L${s * 0.25},${s * 0.55} L${s * 0.38},${s * 0.55} L${s * 0.25},0 Z"/><path d="M${-s * 0.95},0 L${-s * 0.78},${-s * 0.28} L${-s * 0.68},${-s * 0.28} L${-s * 0.72},0 Z"/><rect x="${-s * 0.55}" y="${-s * 0.025}" width="${s * 1.2}" height="${s * 0.02}" fill="#1b5238"/></g>`;
    return b + grain(w, h);
  },
  "page-contact": (w, h) => {
    const r = rng(127);
    let b = defs(w, h, ["#1f2f52", "#5b4b7a", "#d98b6a"]);
    b += layers(r, w, h, { from: "#4a4569", to: "#2a2d45", count: 2, top: h * 0.5, bottom: h * 0.6, amp: h * 0.05 });
    const hill = ridge(r, w, h * 0.7, h * 0.07);
    for (let i = 0; i < 90; i++) {
      const p = hill[Math.floor(r() * hill.length)];
      const bw = 10 + r() * 30;
      const bh = 20 + r() * (i % 9 === 0 ? 160 : 60);
      b += `<rect x="${p[0]}" y="${p[1] - bh + 10}" width="${bw}" height="${bh}" fill="#1c2035"/>`;
      for (let k = 0; k < bh / 12; k++)
        if (r() < 0.35) b += `<rect x="${p[0] + 3 + r() * (bw - 8)}" y="${p[1] - bh + 14 + k * 12}" width="3" height="4" fill="#ffd27a"/>`;
    }
    b += `<path d="${fillPath(hill, h)}" fill="#191c2e"/>`;
    for (let i = 0; i < 220; i++) {
      const p = hill[Math.floor(r() * hill.length)];
      b += `<circle cx="${p[0] + r() * 8}" cy="${p[1] + 8 + r() * (h - p[1])}" r="${(0.8 + r() * 1.6).toFixed(1)}" fill="#ffcf73" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
    }
    return b + grain(w, h);
  },
  "map-kigali": (w, h) => {
    // An illustrated street map around the office (the live map loads only when asked for).
    const r = rng(149);
    let b = `<rect width="${w}" height="${h}" fill="#eef1e8"/>`;
    for (let i = 0; i < 60; i++)
      b += `<rect x="${(r() * w).toFixed(0)}" y="${(r() * h).toFixed(0)}" width="${(40 + r() * 120).toFixed(0)}" height="${(30 + r() * 90).toFixed(0)}" rx="6" fill="#e2e6dc"/>`;
    b += `<path d="M${w * 0.05},${h * 0.7} C${w * 0.2},${h * 0.55} ${w * 0.3},${h * 0.95} ${w * 0.55},${h * 0.85} S${w * 0.9},${h * 0.95} ${w},${h * 0.8} L${w},${h} L0,${h} Z" fill="#cfe3c3"/>`;
    b += `<ellipse cx="${w * 0.2}" cy="${h * 0.22}" rx="${w * 0.14}" ry="${h * 0.1}" fill="#cfe3c3"/><ellipse cx="${w * 0.82}" cy="${h * 0.3}" rx="${w * 0.1}" ry="${h * 0.12}" fill="#cfe3c3"/>`;
    const roads = [
      `M0,${h * 0.45} C${w * 0.3},${h * 0.4} ${w * 0.6},${h * 0.55} ${w},${h * 0.48}`,
      `M${w * 0.45},0 C${w * 0.5},${h * 0.3} ${w * 0.42},${h * 0.6} ${w * 0.55},${h}`,
      `M${w * 0.1},0 C${w * 0.25},${h * 0.3} ${w * 0.2},${h * 0.6} 0,${h * 0.9}`,
      `M${w},${h * 0.1} C${w * 0.75},${h * 0.3} ${w * 0.7},${h * 0.6} ${w * 0.85},${h}`,
    ];
    for (const d of roads)
      b += `<path d="${d}" stroke="#ffffff" stroke-width="26" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#e8cfa9" stroke-width="4" fill="none" stroke-dasharray="18 14"/>`;
    const px = w * 0.5;
    const py = h * 0.47;
    b += `<ellipse cx="${px}" cy="${py + 6}" rx="26" ry="9" fill="#000" opacity="0.18"/><path d="M${px},${py} C${px - 12},${py - 30} ${px - 34},${py - 44} ${px - 34},${py - 70} A34,34 0 1 1 ${px + 34},${py - 70} C${px + 34},${py - 44} ${px + 12},${py - 30} ${px},${py} Z" fill="#985b29"/><circle cx="${px}" cy="${py - 70}" r="13" fill="#fff"/>`;
    b += `<rect x="${px + 48}" y="${py - 104}" width="250" height="64" rx="12" fill="#ffffff" stroke="#d5ecdd"/><text x="${px + 66}" y="${py - 78}" font-family="DejaVu Sans" font-weight="bold" font-size="20" fill="#17422e">Ikaze</text><text x="${px + 66}" y="${py - 54}" font-family="DejaVu Sans" font-size="16" fill="#4a5650">KG 7 Ave, Kacyiru, Kigali</text>`;
    return b;
  },
  placeholder: (w, h) => {
    const r = rng(131);
    let b = defs(w, h, ["#cfe3d6", "#eef7f1"]);
    b += layers(r, w, h, { from: "#acd8bd", to: "#2f8057", count: 4, top: h * 0.45, bottom: h * 0.85, amp: h * 0.06 });
    return b + grain(w, h);
  },
  "og-default": (w, h) => {
    const r = rng(139);
    let b = defs(w, h, ["#5d98cf", "#a9cbe6", "#e4eef2"]);
    b += layers(r, w, h, { from: "#8fb39c", to: "#1b5238", count: 4, top: h * 0.55, bottom: h * 0.92, amp: h * 0.06, trees: true, treeColor: "#24603f" });
    b += `<rect x="${w * 0.07}" y="${h * 0.16}" width="${w * 0.7}" height="${h * 0.34}" rx="18" fill="#0a1f16" opacity="0.55"/>`;
    b += `<text x="${w * 0.1}" y="${h * 0.33}" font-family="DejaVu Serif" font-weight="bold" font-size="${h * 0.14}" fill="#ffffff">Ikaze</text>`;
    b += `<text x="${w * 0.1}" y="${h * 0.43}" font-family="DejaVu Sans" font-size="${h * 0.045}" fill="#f4e8d6">Climate-smart consultancy · journeys across Rwanda</text>`;
    return b + grain(w, h);
  },
};

// ---- Demo content covers (public/demo/*.jpg, referenced by lib/office/setup/demo/*) ---------------------

function acacia(x, y, s, color) {
  return `<path d="M${x},${y} L${x - s * 0.05},${y - s * 0.7} M${x},${y - s * 0.45} L${x + s * 0.3},${y - s * 0.75}" stroke="${color}" stroke-width="${s * 0.06}" stroke-linecap="round"/><ellipse cx="${x - s * 0.05}" cy="${y - s * 0.78}" rx="${s * 0.55}" ry="${s * 0.12}" fill="${color}"/><ellipse cx="${x + s * 0.3}" cy="${y - s * 0.82}" rx="${s * 0.35}" ry="${s * 0.09}" fill="${color}"/>`;
}

function bamboo(r, w, h, from, count, color) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = r() * w;
    const top = from + r() * h * 0.2;
    const sw = 6 + r() * 10;
    out += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${sw.toFixed(0)}" height="${h - top}" fill="${color}" opacity="${(0.7 + r() * 0.3).toFixed(2)}"/>`;
    for (let y = top + 40; y < h; y += 50 + r() * 30)
      out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${sw.toFixed(0)}" height="3" fill="#0d2a18" opacity="0.5"/>`;
    out += `<path d="M${x + sw / 2},${top} q${30 + r() * 40},${-20} ${60 + r() * 50},${10}" stroke="${color}" stroke-width="5" fill="none"/>`;
  }
  return out;
}

function hut(cx, base, s) {
  let out = `<path d="M${cx - s},${base} C${cx - s},${base - s * 1.3} ${cx + s},${base - s * 1.3} ${cx + s},${base} Z" fill="#b58a4c"/>`;
  for (let k = 1; k < 7; k++)
    out += `<path d="M${cx - s + k * 0.05 * s},${base - k * s * 0.13} Q${cx},${base - s * 1.05 - k * 2} ${cx + s - k * 0.05 * s},${base - k * s * 0.13}" stroke="#8a6434" stroke-width="3" fill="none"/>`;
  out += `<path d="M${cx},${base - s * 0.98} L${cx},${base - s * 1.45}" stroke="#5a3a1c" stroke-width="${s * 0.06}"/><circle cx="${cx}" cy="${base - s * 1.48}" r="${s * 0.06}" fill="#5a3a1c"/>`;
  out += `<path d="M${cx - s * 0.22},${base} L${cx - s * 0.22},${base - s * 0.5} Q${cx},${base - s * 0.65} ${cx + s * 0.22},${base - s * 0.5} L${cx + s * 0.22},${base} Z" fill="#3d2812"/>`;
  return out;
}

function turbines(r, w, y, n, color) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = w * (0.15 + i * (0.7 / Math.max(1, n - 1))) + (r() - 0.5) * 40;
    const hgt = 160 + r() * 60;
    const a = r() * 120;
    out += `<path d="M${x},${y} L${x - 3},${y - hgt} L${x + 3},${y - hgt} Z" fill="${color}"/>`;
    for (const d of [0, 120, 240])
      out += `<path d="M${x},${y - hgt} l0,-${hgt * 0.45}" stroke="${color}" stroke-width="5" stroke-linecap="round" transform="rotate(${a + d} ${x} ${y - hgt})"/>`;
  }
  return out;
}

function rain(r, w, h, top, n) {
  let out = `<g stroke="#dfe9f2" stroke-width="1.6" opacity="0.55">`;
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = top + r() * (h - top);
    out += `<path d="M${x.toFixed(0)},${y.toFixed(0)} l-8,26"/>`;
  }
  return out + "</g>";
}

function reeds(r, w, h, base, n, color) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const hgt = 60 + r() * 140;
    const lean = (r() - 0.5) * 30;
    out += `<path d="M${x.toFixed(0)},${base + r() * (h - base)} q${lean / 2},${-hgt / 2} ${lean},${-hgt}" stroke="${color}" stroke-width="2.2" fill="none"/>`;
    if (r() < 0.5)
      out += `<circle cx="${(x + lean).toFixed(0)}" cy="${(base - hgt + 20).toFixed(0)}" r="${(6 + r() * 6).toFixed(0)}" fill="${color}" opacity="0.8"/>`;
  }
  return out;
}

function seedlings(r, w, h, top) {
  let out = "";
  for (let row = 0; row < 6; row++) {
    const y = top + row * row * 9 + row * 48;
    const size = 8 + row * 4;
    for (let x = (row % 2) * size; x < w; x += size * 2.6) {
      out += `<rect x="${x - size * 0.5}" y="${y}" width="${size}" height="${size * 0.8}" rx="2" fill="#3a2616"/>`;
      out += `<path d="M${x},${y} q${-size * 0.6},${-size * 0.8} ${-size * 0.9},${-size * 0.4} M${x},${y} q${size * 0.6},${-size * 1.1} ${size},${-size * 0.7} M${x},${y} l0,${-size * 1.1}" stroke="#6fbf5a" stroke-width="${1.5 + row * 0.5}" fill="none" stroke-linecap="round"/>`;
    }
  }
  return out;
}

function tents(r, w, y, n) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = w * (0.1 + i * 0.2) + r() * 40;
    const s = 60 + r() * 30;
    const c = ["#f4e8d6", "#e8cfa9", "#ffffff"][i % 3];
    out += `<path d="M${x - s},${y} L${x},${y - s * 0.9} L${x + s},${y} Z" fill="${c}"/><path d="M${x - s * 0.3},${y} L${x},${y - s * 0.9} L${x + s * 0.3},${y} Z" fill="#c98f4c" opacity="0.45"/><path d="M${x},${y - s * 0.9} l0,-16" stroke="#7a4625" stroke-width="3"/><path d="M${x},${y - s * 0.9 - 16} l16,6 l-16,6" fill="#1b5238"/>`;
  }
  return out;
}

const lakeScene =
  (seed, sky, water, extra = () => "") =>
  (w, h) => {
    const r = rng(seed);
    const horizon = h * 0.55;
    let b = defs(
      w,
      h,
      sky,
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1">${water.map((c, i) => `<stop offset="${i / (water.length - 1)}" stop-color="${c}"/>`).join("")}</linearGradient>`,
    );
    b += clouds(r, w, h * 0.08, 3, "#ffffff", 0.7);
    b += layers(r, w, h, { from: "#8fa9a4", to: "#4f7f5b", count: 2, top: horizon - h * 0.12, bottom: horizon - h * 0.03, amp: h * 0.05 });
    b += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>`;
    for (let i = 0; i < 40; i++)
      b += `<rect x="${(r() * w).toFixed(0)}" y="${(horizon + 10 + r() * (h - horizon)).toFixed(0)}" width="${(30 + r() * 120).toFixed(0)}" height="2" fill="#ffffff" opacity="${(0.15 + r() * 0.3).toFixed(2)}"/>`;
    return b + extra(r, w, h, horizon) + grain(w, h);
  };

const demoScenes = {
  "tour-gorilla-trekking": (w, h) => {
    const r = rng(201);
    let b = defs(w, h, ["#8fb0c8", "#dfe6df"]);
    b += `<path d="${fillPath(cone(w * 0.35, h * 0.12, h * 0.55, w * 0.4, r), h)}" fill="#5d7086"/>`;
    b += mist(r, w, h * 0.5, 8, 0.8, "#f4f6f1");
    b += layers(r, w, h, { from: "#5f8f70", to: "#244d31", count: 3, top: h * 0.55, bottom: h * 0.75, amp: h * 0.04, trees: true, treeColor: "#2f6a40" });
    b += bamboo(r, w, h, h * 0.35, 26, "#2f6b36");
    b += bamboo(r, w, h, h * 0.5, 18, "#1f4f27");
    return b + grain(w, h);
  },
  "tour-nyungwe-canopy": (w, h) => {
    const r = rng(203);
    let b = defs(w, h, ["#c5d4cc", "#e9eee6"]);
    b += layers(r, w, h, { from: "#98b3a4", to: "#2d5c3c", count: 4, top: h * 0.3, bottom: h * 0.62, amp: h * 0.05, trees: true, treeColor: "#3a6a48" });
    b += mist(r, w, h * 0.5, 8, 0.75, "#f3f6f1");
    const y1 = h * 0.45;
    const d = `M-20,${y1} Q${w * 0.5},${y1 + h * 0.22} ${w + 20},${y1 - h * 0.04}`;
    b += `<path d="${d}" stroke="#6b4a2b" stroke-width="7" fill="none"/><path d="${d.replace(/(\d+\.?\d*),(\d+\.?\d*)/g, (m, x, y) => `${x},${Number(y) - 26}`)}" stroke="#8a6a48" stroke-width="3" fill="none"/>`;
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = -20 + t * (w + 40);
      const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * (y1 + h * 0.22) + t * t * (y1 - h * 0.04);
      b += `<path d="M${x.toFixed(0)},${y.toFixed(0)} l0,-26" stroke="#8a6a48" stroke-width="2"/>`;
    }
    b += layers(r, w, h, { from: "#2f5e3d", to: "#173a24", count: 2, top: h * 0.78, bottom: h * 0.92, amp: h * 0.04, trees: true, treeColor: "#1f4a2d" });
    return b + grain(w, h);
  },
  "tour-akagera-safari": (w, h) => {
    const r = rng(205);
    let b = defs(w, h, ["#f0a75e", "#f7cf8f", "#fbe7b8"]);
    b += `<circle cx="${w * 0.7}" cy="${h * 0.5}" r="${h * 0.16}" fill="#fff1c9" opacity="0.9"/><circle cx="${w * 0.7}" cy="${h * 0.5}" r="${h * 0.35}" fill="url(#sun)"/>`;
    b += layers(r, w, h, { from: "#c9a06a", to: "#a9823f", count: 2, top: h * 0.58, bottom: h * 0.64, amp: h * 0.02 });
    b += `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#c8a355"/>`;
    for (let i = 0; i < 260; i++)
      b += `<path d="M${(r() * w).toFixed(0)},${(h * 0.68 + r() * h * 0.32).toFixed(0)} l${(r() * 6 - 3).toFixed(0)},-${(8 + r() * 14).toFixed(0)}" stroke="#a88536" stroke-width="2"/>`;
    b += acacia(w * 0.2, h * 0.7, 300, "#3b2a1a") + acacia(w * 0.55, h * 0.66, 170, "#4a3622") + acacia(w * 0.88, h * 0.69, 230, "#3b2a1a");
    return b + grain(w, h);
  },
  "tour-kigali-city": (w, h) => {
    const r = rng(207);
    let b = defs(w, h, ["#6fa6d6", "#bcd8ec", "#eef5f4"]);
    b += clouds(r, w, h * 0.06, 4, "#ffffff", 0.85);
    b += layers(r, w, h, { from: "#a6bdb8", to: "#6f9a76", count: 2, top: h * 0.45, bottom: h * 0.55, amp: h * 0.05 });
    const hill = ridge(r, w, h * 0.68, h * 0.08);
    for (let i = 0; i < 80; i++) {
      const p = hill[Math.floor(r() * hill.length)];
      const bw = 14 + r() * 34;
      const bh = 18 + r() * (i % 8 === 0 ? 170 : 60);
      const c = ["#e9e4da", "#d5d9dc", "#f4efe6", "#c9d3d6"][i % 4];
      b += `<rect x="${p[0]}" y="${p[1] - bh + 12}" width="${bw}" height="${bh}" fill="${c}"/>`;
      for (let k = 0; k < bh / 14; k++) b += `<rect x="${p[0] + 4}" y="${p[1] - bh + 18 + k * 14}" width="${bw - 8}" height="4" fill="#7f98a8" opacity="0.6"/>`;
    }
    b += `<path d="${fillPath(hill, h)}" fill="#4e8a4a"/>` + treeLine(r, hill, "#35703a", 9);
    b += `<path d="${fillPath(ridge(r, w, h * 0.9, h * 0.03), h)}" fill="#3b7a3a"/>`;
    return b + grain(w, h);
  },
  "tour-lake-kivu": lakeScene(209, ["#5fa0d6", "#b6d7ee", "#eaf4f6"], ["#4f8fb8", "#2c5f86"], (r, w, h, horizon) => {
    let b = `<path d="M${w * 0.52},${horizon + h * 0.24} q${w * 0.07},${-14} ${w * 0.15},0 q${-w * 0.07},${12} ${-w * 0.15},0 Z" fill="#e0592f"/><circle cx="${w * 0.6}" cy="${horizon + h * 0.215}" r="9" fill="#1c2521"/><path d="M${w * 0.55},${horizon + h * 0.2} l${w * 0.1},${h * 0.06}" stroke="#1c2521" stroke-width="4"/>`;
    b += `<path d="${fillPath(
      ridge(r, w * 0.3, horizon - 4, h * 0.05).map(([x, y]) => [x + w * 0.05, y]),
      horizon + 2,
    )}" fill="#3e6b46"/>`;
    return b;
  }),
  "tour-twin-lakes": (w, h) => {
    const r = rng(211);
    let b = defs(w, h, ["#7fa9d0", "#d7e6ee"]);
    b += `<path d="${fillPath(cone(w * 0.3, h * 0.12, h * 0.42, w * 0.26, r), h)}" fill="#6d7f95"/><path d="${fillPath(cone(w * 0.72, h * 0.18, h * 0.44, w * 0.22, r), h)}" fill="#7b8da2"/>`;
    b += layers(r, w, h, { from: "#6f9a7c", to: "#3f7448", count: 2, top: h * 0.44, bottom: h * 0.5, amp: h * 0.03 });
    b += `<ellipse cx="${w * 0.28}" cy="${h * 0.62}" rx="${w * 0.26}" ry="${h * 0.07}" fill="#5d8fb5"/><ellipse cx="${w * 0.74}" cy="${h * 0.64}" rx="${w * 0.22}" ry="${h * 0.06}" fill="#6799bf"/>`;
    const near = ridge(r, w, h * 0.78, h * 0.04);
    b += `<path d="${fillPath(near, h)}" fill="#3e7a3c"/>` + terraces(near, h, 8, "#9cc27a", 16) + treeLine(r, near, "#2a5a2c", 12);
    return b + grain(w, h);
  },
  "tour-tea-coffee": (w, h) => {
    const r = rng(213);
    let b = defs(w, h, ["#8dbde0", "#e3f0f4"]);
    b += layers(r, w, h, { from: "#a6c2b0", to: "#6aa26a", count: 2, top: h * 0.3, bottom: h * 0.38, amp: h * 0.04 });
    for (let i = 0; i < 18; i++) {
      const pts = ridge(r, w, h * 0.42 + i * i * 1.6 + i * 14, h * 0.02, { waves: 2, detail: 1 });
      b += `<path d="${fillPath(pts, h)}" fill="${i % 2 ? "#4f9a3e" : "#6cb552"}"/>`;
    }
    for (let i = 0; i < 4; i++)
      b += `<circle cx="${w * (0.15 + i * 0.24)}" cy="${h * 0.86}" r="${20 + i * 3}" fill="#b3261e"/><circle cx="${w * (0.15 + i * 0.24) + 30}" cy="${h * 0.88}" r="${16 + i * 2}" fill="#c6392c"/>`;
    return b + grain(w, h);
  },
  "tour-congo-nile-trail": lakeScene(215, ["#78b0dc", "#cfe4f1"], ["#5b97c2", "#2d628c"], (r, w, h) => {
    const shore = ridge(r, w, h * 0.8, h * 0.05);
    let b = `<path d="${fillPath(shore, h)}" fill="#4b8a42"/>`;
    b += `<path d="${shore.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(0)},${(y + 30 + Math.sin(x / 140) * 10).toFixed(0)}`).join(" ")}" stroke="#c79a5e" stroke-width="14" fill="none"/>`;
    const bx = w * 0.4;
    const by = h * 0.86;
    b += `<circle cx="${bx}" cy="${by}" r="20" stroke="#1c2521" stroke-width="4" fill="none"/><circle cx="${bx + 64}" cy="${by}" r="20" stroke="#1c2521" stroke-width="4" fill="none"/><path d="M${bx},${by} L${bx + 24},${by - 30} L${bx + 50},${by - 30} L${bx + 64},${by} M${bx + 24},${by - 30} L${bx + 34},${by} L${bx + 50},${by - 30}" stroke="#e0592f" stroke-width="4" fill="none"/><circle cx="${bx + 40}" cy="${by - 74}" r="9" fill="#1c2521"/><path d="M${bx + 38},${by - 64} L${bx + 30},${by - 34} M${bx + 38},${by - 60} L${bx + 54},${by - 36}" stroke="#1b5238" stroke-width="7" stroke-linecap="round"/>`;
    return b + treeLine(r, shore, "#2f6b32", 10);
  }),
  "tour-nyanza-heritage": (w, h) => {
    const r = rng(217);
    let b = defs(w, h, ["#f3c27e", "#f8dfae", "#fcf0d6"]);
    b += layers(r, w, h, { from: "#c9b083", to: "#8a9a55", count: 2, top: h * 0.45, bottom: h * 0.55, amp: h * 0.04 });
    b += `<path d="${fillPath(ridge(r, w, h * 0.72, h * 0.02), h)}" fill="#7f9a45"/>`;
    b += hut(w * 0.42, h * 0.76, 150) + hut(w * 0.72, h * 0.74, 80);
    b += `<path d="M0,${h * 0.86} Q${w * 0.5},${h * 0.8} ${w},${h * 0.88}" stroke="#a58a5a" stroke-width="10" fill="none" stroke-dasharray="26 14"/>`;
    return b + grain(w, h);
  },
  "news-climate-targets": (w, h) => {
    const r = rng(221);
    let b = defs(w, h, ["#5a98d2", "#bcdcf0", "#eef6f7"]);
    b += clouds(r, w, h * 0.1, 3, "#ffffff", 0.85);
    b += layers(r, w, h, { from: "#a5c0b3", to: "#5c9a5c", count: 3, top: h * 0.55, bottom: h * 0.75, amp: h * 0.05 });
    b += turbines(r, w, h * 0.62, 4, "#f6f8f7");
    b += `<path d="${fillPath(ridge(r, w, h * 0.88, h * 0.03), h)}" fill="#3c7a3b"/>`;
    return b + grain(w, h);
  },
  "news-tree-nurseries": (w, h) => {
    const r = rng(223);
    let b = defs(w, h, ["#9cc6e4", "#e6f1f2"]);
    b += layers(r, w, h, { from: "#9fbba6", to: "#55894f", count: 3, top: h * 0.28, bottom: h * 0.42, amp: h * 0.04, trees: true, treeColor: "#46804a" });
    b += `<rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#6a4a30"/>`;
    b += seedlings(r, w, h, h * 0.5);
    return b + grain(w, h);
  },
  "news-gorilla-season": (w, h) => scenes["hero-volcanoes"](w, h),
  "news-interpretation": (w, h) => scenes["service-interpretation"](w, h),
  "news-green-finance": (w, h) => {
    const r = rng(227);
    let b = defs(w, h, ["#e9f3ec", "#d5ecdd"]);
    b += layers(r, w, h, { from: "#acd8bd", to: "#2f8057", count: 3, top: h * 0.62, bottom: h * 0.85, amp: h * 0.04 });
    const bars = [0.25, 0.34, 0.3, 0.46, 0.52, 0.63];
    bars.forEach((v, i) => {
      const x = w * (0.18 + i * 0.11);
      b += `<rect x="${x}" y="${h * (0.7 - v)}" width="${w * 0.07}" height="${h * v}" rx="6" fill="${i === bars.length - 1 ? "#c98f4c" : "#1b5238"}" opacity="0.9"/>`;
    });
    b += `<path d="M${w * 0.2},${h * 0.5} L${w * 0.33},${h * 0.42} L${w * 0.44},${h * 0.45} L${w * 0.56},${h * 0.3} L${w * 0.67},${h * 0.24} L${w * 0.8},${h * 0.12}" stroke="#985b29" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    return b + grain(w, h);
  },
  "news-homestays": lakeScene(229, ["#79b1dd", "#d3e8f2"], ["#5d97c0", "#2e628b"], (r, w, h) => {
    const shore = ridge(r, w, h * 0.78, h * 0.05);
    let b = `<path d="${fillPath(shore, h)}" fill="#4d8a44"/>`;
    for (let i = 0; i < 4; i++) {
      const x = w * (0.15 + i * 0.2);
      const y = h * 0.8;
      const s = 60;
      b += `<rect x="${x}" y="${y}" width="${s * 1.5}" height="${s}" fill="#e8d3b0"/><path d="M${x - 8},${y} L${x + s * 0.75},${y - s * 0.7} L${x + s * 1.5 + 8},${y} Z" fill="#8a4b2a"/><rect x="${x + s * 0.6}" y="${y + s * 0.45}" width="${s * 0.3}" height="${s * 0.55}" fill="#5a3a26"/>`;
    }
    return b + treeLine(r, shore, "#2f6b32", 10);
  }),
  "news-solar-study": (w, h) => {
    const r = rng(231);
    let b = defs(w, h, ["#69a6db", "#cfe5f2"]);
    b += `<circle cx="${w * 0.82}" cy="${h * 0.18}" r="${h * 0.2}" fill="url(#sun)"/>`;
    b += layers(r, w, h, { from: "#9fbcae", to: "#5a975a", count: 3, top: h * 0.42, bottom: h * 0.6, amp: h * 0.05, trees: true, treeColor: "#4a874b" });
    b += `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#b98a58"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.06 + i * 0.19);
      const y = h * 0.78;
      const s = 80;
      b += `<rect x="${x}" y="${y}" width="${s * 1.6}" height="${s}" fill="#e8d9bd"/><path d="M${x - 10},${y} L${x + s * 0.8},${y - s * 0.6} L${x + s * 1.6 + 10},${y} Z" fill="#9aa3a8"/><path d="M${x + s * 0.2},${y - 6} L${x + s * 0.75},${y - s * 0.48} L${x + s * 1.3},${y - s * 0.48} L${x + s * 0.8},${y - 6} Z" fill="#1d3b63" stroke="#c8dcef" stroke-width="1.5"/><rect x="${x + s * 0.65}" y="${y + s * 0.4}" width="${s * 0.3}" height="${s * 0.6}" fill="#5a3a26"/>`;
    }
    return b + grain(w, h);
  },
  "news-rainy-season": (w, h) => {
    const r = rng(233);
    let b = defs(w, h, ["#6e7b88", "#a9b4ba", "#c9d2cf"]);
    b += clouds(r, w, h * 0.02, 7, "#5d6873", 0.9);
    b += layers(r, w, h, { from: "#8da39a", to: "#3d6e45", count: 4, top: h * 0.45, bottom: h * 0.85, amp: h * 0.05, trees: true, treeColor: "#355f3d" });
    b += rain(r, w, h, h * 0.12, 420);
    b += mist(r, w, h * 0.6, 6, 0.45, "#e7ece9");
    return b + grain(w, h);
  },
  "news-wetlands": (w, h) => {
    const r = rng(235);
    let b = defs(
      w,
      h,
      ["#9cc3e0", "#e6f0ef"],
      `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8cf"/><stop offset="1" stop-color="#4e7f96"/></linearGradient>`,
    );
    b += layers(r, w, h, { from: "#a9c0b6", to: "#6a9a70", count: 2, top: h * 0.4, bottom: h * 0.48, amp: h * 0.04 });
    b += `<rect y="${h * 0.52}" width="${w}" height="${h * 0.48}" fill="url(#water)"/>`;
    for (let i = 0; i < 6; i++) {
      const y = h * (0.56 + i * 0.07);
      b += `<ellipse cx="${(r() * w).toFixed(0)}" cy="${y.toFixed(0)}" rx="${(w * (0.1 + r() * 0.2)).toFixed(0)}" ry="${(14 + r() * 10).toFixed(0)}" fill="#5f9a55"/>`;
    }
    b += reeds(r, w, h, h * 0.7, 260, "#3f7a35");
    return b + grain(w, h);
  },
  "event-climate-finance-dialogue": (w, h) => scenes["service-interpretation"](w, h),
  "event-green-careers": (w, h) => {
    const r = rng(241);
    let b = defs(w, h, ["#79b3de", "#d9ecf3"]);
    b += clouds(r, w, h * 0.08, 3, "#ffffff", 0.8);
    b += layers(r, w, h, { from: "#a2c0ad", to: "#5e9c5d", count: 3, top: h * 0.4, bottom: h * 0.58, amp: h * 0.04, trees: true, treeColor: "#4c8a4c" });
    b += `<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#6fae5a"/>`;
    b += tents(r, w, h * 0.8, 5);
    return b + grain(w, h);
  },
  "event-tourism-forum": (w, h) => {
    const r = rng(243);
    let b = defs(w, h, ["#8fb0c8", "#ecdcc4"]);
    b += `<path d="${fillPath(cone(w * 0.3, h * 0.14, h * 0.5, w * 0.3, r), h)}" fill="#6a7d93"/><path d="${fillPath(cone(w * 0.75, h * 0.2, h * 0.52, w * 0.25, r), h)}" fill="#7c8da1"/>`;
    b += mist(r, w, h * 0.5, 6, 0.7, "#f6efe4");
    b += layers(r, w, h, { from: "#6f9b78", to: "#3c7444", count: 2, top: h * 0.58, bottom: h * 0.68, amp: h * 0.03 });
    b += `<rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="#4f8a45"/>`;
    b += tents(r, w, h * 0.86, 5);
    return b + grain(w, h);
  },
  "event-interpreting-masterclass": (w, h) => {
    let b = defs(w, h, ["#2c2a33", "#45404d"]);
    for (let i = 0; i < 4; i++) {
      const x = w * (0.06 + i * 0.235);
      b += `<rect x="${x}" y="${h * 0.18}" width="${w * 0.2}" height="${h * 0.5}" rx="8" fill="#1a1720" stroke="#c98f4c" stroke-width="3"/><rect x="${x + 10}" y="${h * 0.22}" width="${w * 0.2 - 20}" height="${h * 0.22}" fill="#f4e8d6" opacity="0.5"/>`;
      b += `<circle cx="${x + w * 0.1}" cy="${h * 0.5}" r="${h * 0.05}" fill="#0f0d12"/><path d="M${x + w * 0.1 - h * 0.07},${h * 0.5} a${h * 0.07},${h * 0.07} 0 0 1 ${h * 0.14},0" stroke="#c98f4c" stroke-width="5" fill="none"/><rect x="${x + w * 0.03}" y="${h * 0.58}" width="${w * 0.14}" height="${h * 0.05}" fill="#2f8057"/>`;
    }
    b += `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#5b4637"/>`;
    return b + grain(w, h);
  },
  "ad-lake-kivu-weekend": (w, h) => {
    const base = scenes["hero-lake"](w, h);
    return (
      base +
      `<rect x="${w * 0.06}" y="${h * 0.07}" width="${w * 0.88}" height="${h * 0.26}" rx="20" fill="#0a1f16" opacity="0.6"/><text x="${w * 0.1}" y="${h * 0.17}" font-family="DejaVu Serif" font-weight="bold" font-size="${h * 0.075}" fill="#ffffff">Lake Kivu Weekend Escape</text><text x="${w * 0.1}" y="${h * 0.26}" font-family="DejaVu Sans" font-size="${h * 0.04}" fill="#f4e8d6">Two nights by the water · kayaks · island picnic · bookings@ikaze.rw</text>`
    );
  },
};

const sizes = {
  "hero-volcanoes": [1920, 1080],
  "hero-hills": [1920, 1080],
  "hero-lake": [1920, 1080],
  "og-default": [1200, 630],
  "map-kigali": [1200, 900],
};

mkdirSync(OUT, { recursive: true });
for (const [name, paint] of Object.entries(scenes)) {
  const [w, h] = sizes[name] ?? (name.startsWith("page-") ? [1920, 800] : [1200, 800]);
  const jpeg = await sharp(Buffer.from(svg(w, h, paint(w, h))))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(OUT, `${name}.jpg`), jpeg);
  console.log(`public/site/${name}.jpg ${w}x${h} ${(jpeg.length / 1024).toFixed(0)} KB`);
}

const DEMO = path.resolve("public/demo");
mkdirSync(DEMO, { recursive: true });
for (const [name, paint] of Object.entries(demoScenes)) {
  const [w, h] = [1600, 1000];
  const jpeg = await sharp(Buffer.from(svg(w, h, paint(w, h))))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  writeFileSync(path.join(DEMO, `${name}.jpg`), jpeg);
  console.log(`public/demo/${name}.jpg ${w}x${h} ${(jpeg.length / 1024).toFixed(0)} KB`);
}

// Partner marks: a simple monogram tile per partner (their own logos are not ours to redraw).
const partners = [
  ["rdb", "RDB", "Rwanda Development Board"],
  ["visit-rwanda", "VR", "Visit Rwanda"],
  ["rema", "REMA", "Environment Management Authority"],
  ["kcc", "KCC", "Kigali Convention Centre"],
];
mkdirSync(PARTNERS, { recursive: true });
for (const [file, mark, name] of partners) {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img"><title>${name}</title><rect x="4" y="12" width="72" height="72" rx="36" fill="#1b5238"/><text x="40" y="55" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${mark.length > 3 ? 17 : 22}" fill="#f4e8d6">${mark}</text>${wrap(
    name,
  )
    .map(
      (line, i, all) =>
        `<text x="90" y="${52 - (all.length - 1) * 9 + i * 19}" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="600" fill="#17422e">${line}</text>`,
    )
    .join("")}</svg>`;
  writeFileSync(path.join(PARTNERS, `${file}.svg`), body);
  console.log(`public/partners/${file}.svg`);
}

function wrap(text) {
  const words = text.split(" ");
  const lines = [""];
  for (const word of words) {
    if ((lines.at(-1) + " " + word).trim().length > 17) lines.push(word);
    else lines[lines.length - 1] = (lines.at(-1) + " " + word).trim();
  }
  return lines;
}

// The brand mark (sun over two hills) for the header, the favicon-sized uses and JSON-LD's logo.
const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="512" height="512"><circle cx="32" cy="32" r="32" fill="#1b5238"/><circle cx="40" cy="25" r="9" fill="#d9b077"/><path d="M4 44 C16 30 26 32 36 40 C44 34 54 32 62 38 L62 44 A30 30 0 0 1 4 44 Z" fill="#4c9d72"/><path d="M2 40 C14 44 24 50 34 48 C44 46 52 42 62 46 A31 31 0 0 1 2 40 Z" fill="#acd8bd"/></svg>`;
writeFileSync(path.join(OUT, "logo.svg"), mark);
writeFileSync(path.join(OUT, "logo.png"), await sharp(Buffer.from(mark)).png().toBuffer());
console.log("public/site/logo.svg, logo.png");
