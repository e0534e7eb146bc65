import { fileViewer, openUpload } from "@/lib/uploads/serve";
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE } from "@/lib/uploads/storage";

/**
 * Uploaded files at the URL the upload returned (docs/decisions.md "Private files"): public ones to anyone,
 * cached for a year; private ones only to their owner's session, never kept by a cache. A private answer
 * depends on who asks, so every answer that may be one varies on the cookie and the bearer token; a file
 * another seller owns is as missing as an unknown key.
 */
const PRIVATE_HEADERS = { "cache-control": PRIVATE_FILE_CACHE, vary: "Cookie, Authorization" };

export async function GET(req: Request, ctx: { params: Promise<{ key: string[] }> }) {
  const { key } = await ctx.params;
  const answer = await openUpload(key.join("/"), () => fileViewer(req)).catch((error) => {
    console.error("[uploads] read failed", error);
    return undefined;
  });
  if (answer === undefined)
    return new Response("Service unavailable", { status: 503, headers: { "cache-control": "no-store" } });
  if (answer.status === "missing") {
    return new Response("Not found", {
      status: 404,
      headers: {
        ...PRIVATE_HEADERS,
        "content-type": "text/plain; charset=utf-8",
        "x-content-type-options": "nosniff",
      },
    });
  }
  if (answer.status === "signed") {
    return new Response(null, {
      status: 302,
      headers: { ...PRIVATE_HEADERS, location: answer.url, "referrer-policy": "no-referrer" },
    });
  }
  const headers: Record<string, string> = {
    ...(answer.isPublic ? { "cache-control": PUBLIC_FILE_CACHE } : PRIVATE_HEADERS),
    "content-type": answer.mimeType,
    "x-content-type-options": "nosniff",
    "content-disposition": answer.contentDisposition,
  };
  if (answer.size !== undefined) headers["content-length"] = String(answer.size);
  return new Response(answer.body, { headers });
}
