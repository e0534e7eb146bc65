import { openUpload } from "@/lib/uploads/serve";

/** Files uploaded to local disk (or to a bucket without a public URL), at the URL the upload returned. */
export async function GET(_req: Request, ctx: { params: Promise<{ key: string[] }> }) {
  const { key } = await ctx.params;
  const file = await openUpload(key.join("/")).catch((error) => {
    console.error("[uploads] read failed", error);
    return undefined;
  });
  if (file === undefined) return new Response("Service unavailable", { status: 503 });
  if (!file) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
    });
  }
  const filename = encodeURIComponent(file.originalFilename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const inline = file.mimeType.startsWith("image/") || file.mimeType === "application/pdf";
  const headers: Record<string, string> = {
    "content-type": file.mimeType,
    "x-content-type-options": "nosniff",
    "cache-control": "public, max-age=31536000, immutable",
    "content-disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${filename}`,
  };
  if (file.size !== undefined) headers["content-length"] = String(file.size);
  return new Response(file.body, { headers });
}
