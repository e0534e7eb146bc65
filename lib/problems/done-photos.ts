import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import { refuseCandidate, storeBytes, type UploadedFileRef } from "@/lib/uploads/upload-file";
import type { TUploadForm } from "@/lib/validation/upload";
import { INSPECTION_PHOTO_MODULAR } from "@/lib/warehouse/inspection-photos";

/** `uploaded_file.modular` of the photos the defects desk takes of pieces returned or destroyed. */
export const DONE_PHOTO_MODULAR = "defectdone";

/** The staff photos the defects desk shows: the defect's from inspection, and its own. */
export const DEFECT_DESK_STAFF_PHOTOS = [INSPECTION_PHOTO_MODULAR, DONE_PHOTO_MODULAR];

/**
 * A photo of the pieces returned to the supplier or destroyed (already shrunk by the phone): a PNG or JPEG by
 * its bytes, through the shop's one upload storage, with no uploader and no owner until a completion records it
 * (claimDonePhoto); meanwhile only members with defects.work read it (lib/uploads/serve.ts).
 */
export async function storeDonePhoto(form: TUploadForm): Promise<UploadedFileRef> {
  const { file } = form;
  const candidate = checkUploadCandidate("shopmall", file);
  if (!candidate.ok) refuseCandidate(candidate.issue);
  return storeBytes({
    customerId: null,
    modular: DONE_PHOTO_MODULAR,
    filename: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...candidate,
  });
}

/**
 * The photo must be one the desk stored and not recorded for another seller's problem; recorded, it becomes the
 * seller's (private to them, docs/decisions.md "Private files"). The row is locked so two problems cannot
 * claim it at once.
 */
export async function claimDonePhoto(tx: Prisma.TransactionClient, customerId: number, url: string) {
  const rows = await tx.$queryRaw<{ id: number; owner_id: number | null }[]>`
    SELECT id, owner_id FROM uploaded_file
    WHERE url = ${url} AND modular = ${DONE_PHOTO_MODULAR} AND customer_id IS NULL
    FOR UPDATE`;
  if (rows.length !== 1 || (rows[0].owner_id !== null && rows[0].owner_id !== customerId))
    throw new AppError("VALIDATION", {}, "problems.errors.donePhotoUnknown");
  await tx.uploadedFile.update({ where: { id: rows[0].id }, data: { ownerId: customerId } });
}
