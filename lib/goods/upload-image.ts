import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { readObject, type StorageKind } from "@/lib/uploads/storage";
import { hashPicture } from "./picture-hash";

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

/** A photo uploaded for image search: its bytes on demand, and its perceptual hash computed once. */
export type UploadedPicture = {
  bytes(): Promise<Uint8Array>;
  /** Throws IMAGE_UNREADABLE when the file is not a readable JPEG/PNG. */
  hash(): Promise<string>;
};

/**
 * A photo uploaded through /aliyun/oss/upload, found by the `url` the upload returned (relative, or
 * absolute on any host of the shop, or the bucket URL). Other URLs are never fetched: a foreign or unknown
 * URL is refused, as is a stored file that is not a JPEG/PNG picture. The hash is kept on the upload row,
 * so the following pages of the same search do not read or decode the file again.
 */
export async function uploadedPicture(imgUrl: string): Promise<UploadedPicture> {
  const path = pathOf(imgUrl);
  const key = path && KEY_AT_END.exec(path)?.[1];
  if (!key) throw unknownUrl();
  const row = await getDb().uploadedFile.findUnique({
    where: { name: key },
    select: { id: true, url: true, storage: true, mimeType: true, pictureHash: true },
  });
  const sameFile = row && (row.url === imgUrl || (row.url.startsWith("/") && row.url === path));
  if (!row || !sameFile) throw unknownUrl();
  if (!IMAGE_TYPES.has(row.mimeType) || row.pictureHash === "") throw new AppError("IMAGE_UNREADABLE");

  const bytes = async () => {
    const object = await readObject(row.storage as StorageKind, key);
    if (!object) throw unknownUrl();
    const all = await readAll(object.body);
    if (!all) throw new AppError("IMAGE_UNREADABLE");
    return all;
  };
  const hash = async () => {
    if (row.pictureHash) return row.pictureHash;
    const computed = (await hashPicture(await bytes())) ?? "";
    await getDb().uploadedFile.update({ where: { id: row.id }, data: { pictureHash: computed } });
    if (!computed) throw new AppError("IMAGE_UNREADABLE");
    return computed;
  };
  return { bytes, hash };
}
