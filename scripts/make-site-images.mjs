// Paints the public site's own imagery (hero slides, service covers, page banners, placeholder,
// default social card, partner marks) as layered SVG landscapes and writes optimised JPEGs to
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
  return `#${pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("")}`;
};

/** A ridge line: a sum of a few sines with random phases, sampled across the width. */
function ridge(r, w, base, amp, { waves = 4, detail = 3, step = 8 } = {}) {
  const comps = Array.from({ length: waves + detail }, (_, i) => ({
    f: (i < waves ? 0.6 + i * 0.9 : 5 + i * 3) * (Math.PI * 2) / w,
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
    let b = defs(w, h, ["#2f3d6b", "#b0577a", "#f3a35c", "#ffd59a"], `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0a468"/><stop offset="0.35" stop-color="#9c5874"/><stop offset="1" stop-color="#24304f"/></linearGradient>`);
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
    for (let i = 0; i < 40; i++) b += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(6 + r() * 10).toFixed(0)}" fill="#2f6230" opacity="0.8"/>`;
    return b + grain(w, h);
  },
  "service-interpretation": (w, h) => {
    const r = rng(71);
    let b = defs(w, h, ["#2b2a35", "#3c3744"], `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b4637"/><stop offset="1" stop-color="#2f241d"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0" r="0.8"><stop offset="0" stop-color="#ffe6b8" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe6b8" stop-opacity="0"/></radialGradient>`);
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
    let b = defs(w, h, ["#23355e", "#6e5a8a", "#e59a6a"], `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c98a74"/><stop offset="1" stop-color="#1e2b4a"/></linearGradient>`);
    b += `<path d="${fillPath(ridge(r, w, horizon - 30, h * 0.08), horizon + 2)}" fill="#3b3a5a"/>`;
    b += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>`;
    const shore = ridge(r, w, h * 0.8, h * 0.05);
    b += `<path d="${fillPath(shore.map(([x, y]) => [x, y + (x / w) * h * 0.1 - h * 0.05]), h)}" fill="#1c2a22"/>`;
    for (let i = 0; i < 5; i++) {
      const x = w * (0.52 + i * 0.09);
      const y = h * (0.72 + i * 0.02);
      const s = 38 + i * 6;
      b += `<rect x="${x}" y="${y}" width="${s * 1.5}" height="${s}" fill="#3a2a22"/><path d="M${x - 8},${y} L${x + s * 0.75},${y - s * 0.7} L${x + s * 1.5 + 8},${y} Z" fill="#5a3a26"/>`;
      b += `<rect x="${x + s * 0.25}" y="${y + s * 0.3}" width="${s * 0.35}" height="${s * 0.35}" fill="#ffd27a"/><rect x="${x + s * 0.85}" y="${y + s * 0.3}" width="${s * 0.35}" height="${s * 0.35}" fill="#ffc45e"/>`;
      b += `<rect x="${x + s * 0.2}" y="${horizon + (horizon - y) * -0.02 + h * 0.07}" width="${s}" height="3" fill="#ffd27a" opacity="0.35"/>`;
    }
    b += treeLine(r, shore.map(([x, y]) => [x, y + (x / w) * h * 0.1 - h * 0.05]), "#16241c", 14);
    for (let i = 0; i < 60; i++) b += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.3).toFixed(0)}" r="${(r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
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
      for (let k = 0; k < bh / 12; k++) if (r() < 0.35) b += `<rect x="${p[0] + 3 + r() * (bw - 8)}" y="${p[1] - bh + 14 + k * 12}" width="3" height="4" fill="#ffd27a"/>`;
    }
    b += `<path d="${fillPath(hill, h)}" fill="#191c2e"/>`;
    for (let i = 0; i < 220; i++) {
      const p = hill[Math.floor(r() * hill.length)];
      b += `<circle cx="${p[0] + r() * 8}" cy="${p[1] + 8 + r() * (h - p[1])}" r="${(0.8 + r() * 1.6).toFixed(1)}" fill="#ffcf73" opacity="${(0.4 + r() * 0.6).toFixed(2)}"/>`;
    }
    return b + grain(w, h);
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

const sizes = {
  "hero-volcanoes": [1920, 1080],
  "hero-hills": [1920, 1080],
  "hero-lake": [1920, 1080],
  "og-default": [1200, 630],
};

mkdirSync(OUT, { recursive: true });
for (const [name, paint] of Object.entries(scenes)) {
  const [w, h] = sizes[name] ?? (name.startsWith("page-") ? [1920, 800] : [1200, 800]);
  const jpeg = await sharp(Buffer.from(svg(w, h, paint(w, h)))).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  writeFileSync(path.join(OUT, `${name}.jpg`), jpeg);
  console.log(`public/site/${name}.jpg ${w}x${h} ${(jpeg.length / 1024).toFixed(0)} KB`);
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
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img"><title>${name}</title><rect x="4" y="12" width="72" height="72" rx="36" fill="#1b5238"/><text x="40" y="55" text-anchor="middle" font-family="Georgia, serif" font-weight="700" font-size="${mark.length > 3 ? 17 : 22}" fill="#f4e8d6">${mark}</text>${wrap(name)
    .map((line, i, all) => `<text x="90" y="${52 - (all.length - 1) * 9 + i * 19}" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="600" fill="#17422e">${line}</text>`)
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
