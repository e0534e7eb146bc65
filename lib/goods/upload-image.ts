import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { readObject, type StorageKind } from "@/lib/uploads/storage";

/** Photos for image search come from /aliyun/oss/upload; anything larger is not a photo worth decoding. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png"]);
const KEY_AT_END =
  /([a-z]+\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8})$/;

const unknownUrl = () => new AppError("IMAGE_UNREADABLE", {}, "goods.imageUrlUnknown");

function pathOf(url: string): string | null {
  try {
    return new URL(url, "http://shop.invalid").pathname;
  } catch {
    return null;
  }
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_IMAGE_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of a photo uploaded through /aliyun/oss/upload, found by the `url` the upload returned
 * (relative, or absolute on any host of the shop, or the bucket URL). Other URLs are never fetched:
 * a foreign or unknown URL is refused, as is a stored file that is not a JPEG/PNG picture.
 */
export async function readUploadedImage(imgUrl: string): Promise<Uint8Array> {
  const path = pathOf(imgUrl);
  const key = path && KEY_AT_END.exec(path)?.[1];
  if (!key) throw unknownUrl();
  const row = await getDb().uploadedFile.findUnique({
    where: { name: key },
    select: { url: true, storage: true, mimeType: true },
  });
  const sameFile = row && (row.url === imgUrl || (row.url.startsWith("/") && row.url === path));
  if (!row || !sameFile) throw unknownUrl();
  if (!IMAGE_TYPES.has(row.mimeType)) throw new AppError("IMAGE_UNREADABLE");
  const object = await readObject(row.storage as StorageKind, key);
  if (!object) throw unknownUrl();
  const bytes = await readAll(object.body);
  if (!bytes) throw new AppError("IMAGE_UNREADABLE");
  return bytes;
}
