import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import { refuseCandidate, storeBytes, type UploadedFileRef } from "@/lib/uploads/upload-file";
import type { TUploadForm } from "@/lib/validation/upload";

/** `uploaded_file.modular` of parcel photos taken at receiving (no customer owns them). */
export const ARRIVAL_PHOTO_MODULAR = "arrival";

/**
 * A parcel photo from the receiving desk (already shrunk by the phone): a PNG or JPEG by its bytes, through the
 * shop's one upload storage, with no uploader and no owner; only members with warehouse.work read it
 * (lib/uploads/serve.ts). The URL goes into the unmatched arrival (lib/warehouse/receiving.ts).
 */
export async function storeArrivalPhoto(form: TUploadForm): Promise<UploadedFileRef> {
  const { file } = form;
  const candidate = checkUploadCandidate("shopmall", file);
  if (!candidate.ok) refuseCandidate(candidate.issue);
  return storeBytes({
    customerId: null,
    modular: ARRIVAL_PHOTO_MODULAR,
    filename: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...candidate,
  });
}
