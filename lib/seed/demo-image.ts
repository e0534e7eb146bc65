import type { Raster } from "@/lib/goods/image-hash";

/**
 * Product pictures for the offline demo catalogue, drawn from numbers only: a two-tone backdrop, the
 * category's silhouette in the goods' colour and a few accents placed by a per-picture random seed.
 * Coordinates are in 0..1, so the same picture renders at any size (the seed hashes a small render,
 * the /demo/goods route serves a larger one) and its perceptual hash stays close across sizes.
 */
export type Rgb = readonly [number, number, number];
export type DemoImageSpec = { family: number; colour: Rgb; accent: Rgb; seed: number };

type Shape =
  | { kind: "rect"; x0: number; y0: number; x1: number; y1: number; c: Rgb }
  | { kind: "ellipse"; cx: number; cy: number; rx: number; ry: number; c: Rgb }
  | { kind: "ring"; cx: number; cy: number; r: number; w: number; c: Rgb }
  | { kind: "poly"; pts: readonly (readonly [number, number])[]; c: Rgb };

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const shade = (c: Rgb, f: number): Rgb => [
  Math.round(Math.min(255, c[0] * f)),
  Math.round(Math.min(255, c[1] * f)),
  Math.round(Math.min(255, c[2] * f)),
];
const tint = (c: Rgb, f: number): Rgb => [
  Math.round(c[0] + (255 - c[0]) * f),
  Math.round(c[1] + (255 - c[1]) * f),
  Math.round(c[2] + (255 - c[2]) * f),
];

/** The category silhouette around (cx, cy) with size s (fraction of the picture). */
function silhouette(family: number, cx: number, cy: number, s: number, c: Rgb, a: Rgb): Shape[] {
  const d = shade(c, 0.7);
  const p = (x: number, y: number) => [cx + x * s, cy + y * s] as const;
  switch (family % 10) {
    case 0: // dress
      return [
        { kind: "poly", pts: [p(-0.18, -0.3), p(0.18, -0.3), p(0.42, 0.45), p(-0.42, 0.45)], c },
        { kind: "rect", x0: cx - 0.12 * s, y0: cy - 0.45 * s, x1: cx + 0.12 * s, y1: cy - 0.28 * s, c: d },
      ];
    case 1: // shirt
      return [
        { kind: "rect", x0: cx - 0.25 * s, y0: cy - 0.3 * s, x1: cx + 0.25 * s, y1: cy + 0.45 * s, c },
        { kind: "poly", pts: [p(-0.25, -0.3), p(-0.48, -0.05), p(-0.38, 0.05), p(-0.25, -0.08)], c: d },
        { kind: "poly", pts: [p(0.25, -0.3), p(0.48, -0.05), p(0.38, 0.05), p(0.25, -0.08)], c: d },
        { kind: "poly", pts: [p(-0.08, -0.3), p(0.08, -0.3), p(0, -0.15)], c: a },
      ];
    case 2: // shoe
      return [
        { kind: "ellipse", cx: cx - 0.05 * s, cy, rx: 0.42 * s, ry: 0.2 * s, c },
        { kind: "rect", x0: cx - 0.47 * s, y0: cy + 0.12 * s, x1: cx + 0.38 * s, y1: cy + 0.22 * s, c: a },
        { kind: "rect", x0: cx - 0.35 * s, y0: cy - 0.32 * s, x1: cx - 0.05 * s, y1: cy, c: d },
      ];
    case 3: // bag
      return [
        { kind: "ring", cx, cy: cy - 0.2 * s, r: 0.2 * s, w: 0.05 * s, c: d },
        { kind: "rect", x0: cx - 0.38 * s, y0: cy - 0.15 * s, x1: cx + 0.38 * s, y1: cy + 0.4 * s, c },
        { kind: "rect", x0: cx - 0.06 * s, y0: cy - 0.05 * s, x1: cx + 0.06 * s, y1: cy + 0.05 * s, c: a },
      ];
    case 4: // phone / gadget
      return [
        { kind: "rect", x0: cx - 0.22 * s, y0: cy - 0.42 * s, x1: cx + 0.22 * s, y1: cy + 0.42 * s, c },
        { kind: "rect", x0: cx - 0.18 * s, y0: cy - 0.34 * s, x1: cx + 0.18 * s, y1: cy + 0.3 * s, c: a },
        { kind: "ellipse", cx, cy: cy + 0.36 * s, rx: 0.04 * s, ry: 0.04 * s, c: d },
      ];
    case 5: // jar / household
      return [
        { kind: "rect", x0: cx - 0.3 * s, y0: cy - 0.25 * s, x1: cx + 0.3 * s, y1: cy + 0.4 * s, c },
        { kind: "ellipse", cx, cy: cy - 0.25 * s, rx: 0.3 * s, ry: 0.09 * s, c: d },
        { kind: "rect", x0: cx - 0.3 * s, y0: cy + 0.02 * s, x1: cx + 0.3 * s, y1: cy + 0.1 * s, c: a },
      ];
    case 6: // bear
      return [
        { kind: "ellipse", cx: cx - 0.25 * s, cy: cy - 0.28 * s, rx: 0.12 * s, ry: 0.12 * s, c: d },
        { kind: "ellipse", cx: cx + 0.25 * s, cy: cy - 0.28 * s, rx: 0.12 * s, ry: 0.12 * s, c: d },
        { kind: "ellipse", cx, cy, rx: 0.34 * s, ry: 0.32 * s, c },
        { kind: "ellipse", cx, cy: cy + 0.08 * s, rx: 0.12 * s, ry: 0.09 * s, c: a },
      ];
    case 7: // bottle
      return [
        { kind: "rect", x0: cx - 0.16 * s, y0: cy - 0.2 * s, x1: cx + 0.16 * s, y1: cy + 0.45 * s, c },
        { kind: "rect", x0: cx - 0.07 * s, y0: cy - 0.42 * s, x1: cx + 0.07 * s, y1: cy - 0.2 * s, c: d },
        { kind: "rect", x0: cx - 0.16 * s, y0: cy + 0.05 * s, x1: cx + 0.16 * s, y1: cy + 0.2 * s, c: a },
      ];
    case 8: // ball
      return [
        { kind: "ellipse", cx, cy, rx: 0.38 * s, ry: 0.38 * s, c },
        { kind: "rect", x0: cx - 0.38 * s, y0: cy - 0.05 * s, x1: cx + 0.38 * s, y1: cy + 0.05 * s, c: a },
        { kind: "ring", cx, cy, r: 0.38 * s, w: 0.04 * s, c: d },
      ];
    default: // paw
      return [
        { kind: "ellipse", cx, cy: cy + 0.12 * s, rx: 0.24 * s, ry: 0.2 * s, c },
        ...[-0.27, -0.1, 0.1, 0.27].map((x, i): Shape => ({
          kind: "ellipse",
          cx: cx + x * s,
          cy: cy + (i === 0 || i === 3 ? -0.12 : -0.24) * s,
          rx: 0.08 * s,
          ry: 0.1 * s,
          c: d,
        })),
      ];
  }
}

/** Bounding box of a shape in 0..1 coordinates: [x0, y0, x1, y1]. */
function bounds(sh: Shape): [number, number, number, number] {
  switch (sh.kind) {
    case "rect":
      return [sh.x0, sh.y0, sh.x1, sh.y1];
    case "ellipse":
      return [sh.cx - sh.rx, sh.cy - sh.ry, sh.cx + sh.rx, sh.cy + sh.ry];
    case "ring":
      return [sh.cx - sh.r, sh.cy - sh.r, sh.cx + sh.r, sh.cy + sh.r];
    case "poly": {
      const xs = sh.pts.map((q) => q[0]);
      const ys = sh.pts.map((q) => q[1]);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
  }
}

function inside(sh: Shape, x: number, y: number): boolean {
  switch (sh.kind) {
    case "rect":
      return x >= sh.x0 && x <= sh.x1 && y >= sh.y0 && y <= sh.y1;
    case "ellipse": {
      const dx = (x - sh.cx) / sh.rx;
      const dy = (y - sh.cy) / sh.ry;
      return dx * dx + dy * dy <= 1;
    }
    case "ring": {
      const r = Math.hypot(x - sh.cx, y - sh.cy);
      return r <= sh.r && r >= sh.r - sh.w;
    }
    case "poly": {
      let hit = false;
      const pts = sh.pts;
      for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
        const [xi, yi] = pts[i];
        const [xj, yj] = pts[j];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    }
  }
}

function layout(spec: DemoImageSpec) {
  const r = rng(spec.seed);
  // Light falls from the left or the right: neighbouring areas never have exactly the same
  // brightness, which keeps the perceptual hash stable across sizes and re-encoding.
  const light = r() < 0.5 ? 1 : -1;
  const tilt = (r() - 0.5) * 0.8;
  const bg = tint(spec.accent, 0.45 + r() * 0.3);
  const shapes: Shape[] = [];
  // Accents behind and in front of the silhouette give every picture its own layout.
  const accents = 3 + Math.floor(r() * 3);
  for (let i = 0; i < accents; i++) {
    const c = i % 2 ? shade(spec.accent, 0.6 + r() * 0.5) : tint(spec.colour, r() * 0.6);
    if (r() < 0.5) {
      const rad = 0.05 + r() * 0.12;
      shapes.push({ kind: "ellipse", cx: r(), cy: r(), rx: rad, ry: rad, c });
    } else {
      const x0 = r() * 0.8;
      const y0 = r() * 0.8;
      shapes.push({ kind: "rect", x0, y0, x1: x0 + 0.08 + r() * 0.25, y1: y0 + 0.05 + r() * 0.2, c });
    }
  }
  const cx = 0.4 + r() * 0.2;
  const cy = 0.42 + r() * 0.16;
  shapes.push(...silhouette(spec.family, cx, cy, 0.7 + r() * 0.3, spec.colour, spec.accent));
  return { light, tilt, bg, shapes };
}

export function renderDemoImage(spec: DemoImageSpec, size: number): Raster {
  const { light, tilt, bg, shapes } = layout(spec);
  // Brightness factor per pixel: a ramp across the picture, mostly horizontal.
  const ramp = new Float32Array(size * size);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size - 0.5;
      const y = (py + 0.5) / size - 0.5;
      // × 0.86 keeps white goods below 255 on the bright side (no clipped, flat areas).
      ramp[py * size + px] = 0.86 * (1 + 0.32 * (light * x + tilt * y));
    }
  }
  const colour = new Array<Rgb>(size * size).fill(bg);
  for (const sh of shapes) {
    const [bx0, by0, bx1, by1] = bounds(sh);
    const x0 = Math.max(0, Math.floor(bx0 * size));
    const x1 = Math.min(size - 1, Math.ceil(bx1 * size));
    const y0 = Math.max(0, Math.floor(by0 * size));
    const y1 = Math.min(size - 1, Math.ceil(by1 * size));
    for (let py = y0; py <= y1; py++) {
      const y = (py + 0.5) / size;
      for (let px = x0; px <= x1; px++) {
        if (inside(sh, (px + 0.5) / size, y)) colour[py * size + px] = sh.c;
      }
    }
  }
  const data = new Uint8Array(size * size * 4);
  for (let k = 0; k < size * size; k++) {
    const c = colour[k];
    const f = ramp[k];
    const i = k * 4;
    data[i] = Math.min(255, c[0] * f);
    data[i + 1] = Math.min(255, c[1] * f);
    data[i + 2] = Math.min(255, c[2] * f);
    data[i + 3] = 255;
  }
  return { width: size, height: size, data };
}
