import { DEMO_IMAGE_SIZE, demoImageSpecOf } from "@/lib/seed/catalogue";
import { renderDemoImage } from "@/lib/goods/demo-image";
import { parseDemoImageFile } from "@/lib/goods/demo-image-url";
import { encodePng } from "@/lib/goods/raster";

/** Pictures of the offline demo catalogue, drawn from the goods number (lib/goods/demo-image.ts). */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 500;

export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await ctx.params;
  const parsed = parseDemoImageFile(file);
  if (!parsed) return new Response("Not found", { status: 404 });
  let png = cache.get(file);
  if (!png) {
    png = encodePng(renderDemoImage(demoImageSpecOf(parsed.n, parsed.view), DEMO_IMAGE_SIZE));
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(file, png);
  }
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      // The picture of a number never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
