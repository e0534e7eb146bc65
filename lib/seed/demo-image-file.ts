import sharp from "sharp";
import { DEMO_IMAGE_SIZE, DEMO_IMAGE_VIEWS, demoImageSpecOf } from "./catalogue";
import { renderDemoImage } from "./demo-image";

/** `/demo/goods/12.png` → goods 12, view 1; `/demo/goods/12-3.png` → view 3. */
export const DEMO_IMAGE_FILE = /^(\d{1,7})(?:-(\d))?\.png$/;
const MAX_GOODS_NUMBER = 1_000_000;
const CACHE_ENTRIES = 500;
const cache = new Map<string, Buffer>();

export function parseDemoImageFile(file: string): { n: number; view: number } | null {
  const m = DEMO_IMAGE_FILE.exec(file);
  if (!m) return null;
  const n = Number(m[1]);
  const view = m[2] ? Number(m[2]) : 1;
  if (n < 1 || n > MAX_GOODS_NUMBER || view < 1 || view > DEMO_IMAGE_VIEWS) return null;
  return { n, view };
}

/** The PNG of a demo goods picture file name, or null for any other name (recent pictures are cached). */
export async function demoPicturePng(file: string): Promise<Buffer | null> {
  const parsed = parseDemoImageFile(file);
  if (!parsed) return null;
  const cached = cache.get(file);
  if (cached) return cached;
  const raster = renderDemoImage(demoImageSpecOf(parsed.n, parsed.view), DEMO_IMAGE_SIZE);
  const png = await sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .removeAlpha()
    .png()
    .toBuffer();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(file, png);
  return png;
}
