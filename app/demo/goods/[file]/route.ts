import { env } from "@/lib/env";
import { demoPicturePng } from "@/lib/seed/demo-image-file";

/**
 * Pictures of the offline demo catalogue, drawn from the goods number (lib/seed/demo-image.ts). Served only
 * while demo data is on (DEMO_SEED): a shop without it has no demo goods and no drawing route.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ file: string }> }): Promise<Response> {
  if (!env().DEMO_SEED) return new Response("Not found", { status: 404 });
  const { file } = await ctx.params;
  const png = await demoPicturePng(file);
  if (!png) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      // The picture of a number never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
