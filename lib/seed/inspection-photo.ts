import sharp from "sharp";
import { makeRng } from "./catalogue-random";

/**
 * Stand-in photos for demo data and `npm run op:simulate`: the goods on the inspection table beside a
 * ruler, drawn from a seed (no text, so no fonts needed); a defect photo circles a scratch in red.
 * Real operators store real photos (lib/warehouse/inspection-photos.ts).
 */
export async function inspectionPhotoJpeg(seed: number, defect = false): Promise<Uint8Array> {
  const rng = makeRng(seed);
  const hue = rng.int(0, 359);
  const goods = `hsl(${hue} 55% 55%)`;
  const shade = `hsl(${hue} 45% 38%)`;
  const w = 640;
  const h = 480;
  const gx = rng.int(150, 230);
  const gy = rng.int(110, 160);
  const gw = rng.int(200, 280);
  const gh = rng.int(170, 230);
  const ticks = Array.from({ length: 30 }, (_, i) => {
    const x = 40 + i * 19;
    return `<line x1="${x}" y1="430" x2="${x}" y2="${i % 5 ? 442 : 452}" stroke="#333" stroke-width="2"/>`;
  }).join("");
  const mark = defect
    ? `<path d="M${gx + gw * 0.3} ${gy + gh * 0.35} l${gw * 0.25} ${gh * 0.12} l-${gw * 0.08} ${gh * 0.1}" stroke="#3b2a1a" stroke-width="5" fill="none"/>
       <circle cx="${gx + gw * 0.42}" cy="${gy + gh * 0.45}" r="${Math.min(gw, gh) * 0.3}" stroke="#e11d48" stroke-width="7" fill="none"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="#d9d4cc"/>
    <rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#c8c0b4"/>
    <rect x="${gx - 40}" y="${gy + 40}" width="${gw + 80}" height="${gh}" rx="6" fill="#b08050"/>
    <rect x="${gx - 40}" y="${gy + 40}" width="${gw + 80}" height="18" fill="#c9985f"/>
    <rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="18" fill="${goods}"/>
    <rect x="${gx + gw * 0.15}" y="${gy + gh * 0.15}" width="${gw * 0.7}" height="${gh * 0.22}" rx="8" fill="${shade}"/>
    ${mark}
    <rect x="30" y="420" width="${w - 60}" height="40" fill="#f3e39b" stroke="#8a7a30"/>
    ${ticks}
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
}
