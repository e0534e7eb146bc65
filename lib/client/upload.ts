import type { Locale } from "@/lib/i18n/locales";
import type { UploadModular } from "@/lib/uploads/allowed-types";
import type { UploadedFileRef } from "@/lib/uploads/upload-file";
import { ApiError, NETWORK_ERROR, readEnvelope, requestHeaders, type ApiEnvelope } from "./api";
import { uploadFile as uploadEndpoint } from "./endpoints";

/** SPEC §3 uploaded file, as POST /aliyun/oss/upload returns it (storeUpload). */
export type { UploadedFileRef };

/**
 * Multipart upload to /api/aliyun/oss/upload with the same headers as `api()` (Accept-Language, the
 * session cookie). Non-200 envelopes throw ApiError with the server's localized msg; a network
 * failure throws ApiError(NETWORK_ERROR, ""). On 401 the session's handler runs (log out, go to /login).
 */
export async function uploadFile(
  file: Blob,
  filename: string,
  options: {
    modular: UploadModular;
    locale: Locale;
    signal?: AbortSignal;
    /** another endpoint answering as the upload does: the staff console's (/staff/messages/upload) */
    endpoint?: string;
  },
): Promise<UploadedFileRef> {
  const endpoint = options.endpoint ?? uploadEndpoint.path;
  const headers = requestHeaders(options.locale);
  const form = new FormData();
  form.append("file", file, filename);
  form.append("modular", options.modular);
  let response: Response;
  try {
    response = await fetch(`/api${endpoint}`, {
      method: "POST",
      headers,
      body: form,
      signal: options.signal ?? AbortSignal.timeout(100_000),
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, "");
  }
  const json = (await readEnvelope(response, endpoint)) as ApiEnvelope & Partial<UploadedFileRef>;
  if (!json.url) throw new ApiError(response.status, "");
  return { url: json.url, originalFilename: json.originalFilename ?? filename, name: json.name ?? "" };
}

/**
 * SPEC §5 image optimisation: an image wider than `width` is scaled down to it and re-encoded as JPEG at
 * `quality` (transparent areas become white). Smaller images, and anything the browser cannot decode,
 * are returned unchanged (the server still checks the real type).
 */
export async function resizeImage(file: File, width = 180, quality = 0.6): Promise<File> {
  if (!/^image\/(png|jpeg)$/.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    if (bitmap.width <= width) return file;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
    if (!blob) return file;
    const base = file.name.replace(/\.[^.]*$/, "") || "image";
    return new File([blob], `${base}.jpg`, { type: "image/jpeg" });
  } finally {
    bitmap.close();
  }
}
