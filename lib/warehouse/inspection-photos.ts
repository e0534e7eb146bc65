import { AppError } from "@/lib/errors";
import { extensionOf, kindOfExtension, maxBytesOf } from "@/lib/uploads/allowed-types";
import { storeBytes, type UploadedFileRef } from "@/lib/uploads/upload-file";

/** `uploaded_file.modular` of photos the agent takes at inspection (no customer owns them). */
export const INSPECTION_PHOTO_MODULAR = "inspection";

/**
 * Stores a photo the agent took of an order's goods, through the same storage as customer uploads
 * (local disk or S3): a PNG or JPEG by its bytes, within the image size limit. The URL goes into the
 * inspection result (recordInspection).
 */
export async function storeInspectionPhoto(filename: string, bytes: Uint8Array): Promise<UploadedFileRef> {
  const extension = extensionOf(filename);
  const kind = kindOfExtension(extension);
  if (kind !== "png" && kind !== "jpg") throw new AppError("UPLOAD_TYPE_MISMATCH");
  if (bytes.byteLength > maxBytesOf(kind)) throw new AppError("UPLOAD_TOO_LARGE", { max: maxBytesOf(kind) });
  return storeBytes({
    customerId: null,
    modular: INSPECTION_PHOTO_MODULAR,
    filename,
    bytes,
    kind,
    extension,
  });
}
