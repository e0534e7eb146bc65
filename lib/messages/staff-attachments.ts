import type { DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { checkUploadCandidate } from "@/lib/uploads/upload-candidate";
import { refuseCandidate, storeBytes, type UploadedFileRef } from "@/lib/uploads/upload-file";
import type { UploadModular } from "@/lib/uploads/allowed-types";
import type { TAttachment } from "@/lib/validation/message";
import type { TUploadForm } from "@/lib/validation/upload";
import type { Attachment } from "./attachments";

/**
 * Files customer service attaches to a reply (docs/staff.md "Messages and feedback desk"). They go through the
 * shop's one upload path (the "message" list, the bytes' real type, disk or S3) with no uploader and no owner:
 * until a reply carries one, only the messages desk reads it (lib/uploads/serve.ts). The reply then gives it
 * to the thread's seller, who reads it like their own.
 */
export const STAFF_REPLY_MODULAR: UploadModular = "message";

/** The messages desk's upload: whatever modular the form names, a reply's attachment is a "message" file. */
export async function storeStaffAttachment(form: TUploadForm): Promise<UploadedFileRef> {
  const { file } = form;
  const candidate = checkUploadCandidate(STAFF_REPLY_MODULAR, file);
  if (!candidate.ok) refuseCandidate(candidate.issue);
  return storeBytes({
    customerId: null,
    modular: STAFF_REPLY_MODULAR,
    filename: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
    ...candidate,
  });
}

/**
 * The staff uploads behind a reply's attachment URLs, in the given order and without duplicates, now owned by
 * the thread's seller. A URL that is not a staff upload, or one already given to another seller, is refused.
 * The rows are locked so two replies to two sellers cannot both claim one file.
 */
export async function claimStaffAttachments(
  tx: DbTx,
  customerId: number,
  attachments: readonly TAttachment[],
): Promise<Attachment[]> {
  const urls = [...new Set(attachments.map((a) => a.url))];
  if (!urls.length) return [];
  const rows = await tx.$queryRaw<
    { id: number; url: string; original_filename: string; name: string; owner_id: number | null }[]
  >`
    SELECT id, url, original_filename, name, owner_id FROM uploaded_file
     WHERE url = ANY(${urls}::text[]) AND customer_id IS NULL AND modular = ${STAFF_REPLY_MODULAR}
     ORDER BY id FOR UPDATE`;
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  const claimed = urls.map((url) => {
    const row = byUrl.get(url);
    if (!row || (row.owner_id !== null && row.owner_id !== customerId))
      throw new AppError("ATTACHMENT_INVALID", {}, "staff.messages.attachmentInvalid");
    return row;
  });
  await tx.uploadedFile.updateMany({
    where: { id: { in: claimed.map((r) => r.id) }, ownerId: null },
    data: { ownerId: customerId },
  });
  return claimed.map((r) => ({ url: r.url, originalFilename: r.original_filename, name: r.name }));
}
