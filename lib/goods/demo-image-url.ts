import { DEMO_IMAGE_VIEWS, HASH_RENDER_SIZE, demoImageSpecOf } from "@/lib/seed/catalogue";
import { renderDemoImage } from "./demo-image";
import type { Raster } from "./raster";

/** `/demo/goods/12.png` → goods 12, view 1; `/demo/goods/12-3.png` → view 3. */
export const DEMO_IMAGE_FILE = /^(\d{1,7})(?:-(\d))?\.png$/;
const MAX_GOODS_NUMBER = 1_000_000;

export function parseDemoImageFile(file: string): { n: number; view: number } | null {
  const m = DEMO_IMAGE_FILE.exec(file);
  if (!m) return null;
  const n = Number(m[1]);
  const view = m[2] ? Number(m[2]) : 1;
  if (n < 1 || n > MAX_GOODS_NUMBER || view < 1 || view > DEMO_IMAGE_VIEWS) return null;
  return { n, view };
}

/** The raster behind a demo picture URL (path or absolute), or null for any other URL. */
export function demoImageRaster(url: string, size = HASH_RENDER_SIZE): Raster | null {
  const m = /^(?:https?:\/\/[^/]+)?\/demo\/goods\/([^/?#]+)$/.exec(url);
  const file = m && parseDemoImageFile(m[1]);
  return file ? renderDemoImage(demoImageSpecOf(file.n, file.view), size) : null;
}
