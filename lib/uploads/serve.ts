import { getDb } from "@/lib/db/client";
import { OBJECT_KEY, readObject, type StorageKind } from "./storage";

/**
 * An uploaded file for the shop's /uploads/<key> route. Only keys with an `uploaded_file` row are served,
 * with the type found from their bytes at upload time. Files are public to whoever has the (unguessable)
 * URL, like the bucket URLs of the spec's object store: avatars and attachments load in <img>/<a> tags.
 */
export async function openUpload(key: string) {
  if (!OBJECT_KEY.test(key)) return null;
  const row = await getDb().uploadedFile.findUnique({
    where: { name: key },
    select: { mimeType: true, storage: true, originalFilename: true, sizeBytes: true },
  });
  if (!row) return null;
  const object = await readObject(row.storage as StorageKind, key);
  if (!object) return null;
  return { ...object, mimeType: row.mimeType, originalFilename: row.originalFilename };
}
