import { AppError } from "@/lib/errors";
import { extensionOf, kindOfExtension, maxBytesOf } from "@/lib/uploads/allowed-types";
import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import { refuseCandidate, storeBytes, type UploadedFileRef } from "@/lib/uploads/upload-file";
import type { TUploadForm } from "@/lib/validation/upload";

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

/**
 * A photo from the inspection desk (already shrunk by the phone): a PNG or JPEG by its bytes, whatever modular
 * the form names, with no uploader and no owner until recordInspection gives it to the order's seller; till then
 * only members with warehouse.work read it (lib/uploads/serve.ts).
 */
export async function storeInspectionUpload(form: TUploadForm): Promise<UploadedFileRef> {
  const { file } = form;
  const candidate = checkUploadCandidate("shopmall", file);
  if (!candidate.ok) refuseCandidate(candidate.issue);
  return storeBytes({
    customerId: null,
    modular: INSPECTION_PHOTO_MODULAR,
    filename: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...candidate,
  });
}
