import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { UploadedFileRef } from "@/lib/uploads/upload-file";
import type { TAttachment } from "@/lib/validation/message";

/** An attachment as stored in `message.attachments` and returned to clients (SPEC §3 uploaded file). */
export type Attachment = UploadedFileRef;

/**
 * The customer's own uploads behind the given URLs, in the given order and without duplicates. Names come
 * from the `uploaded_file` row, never from the client. A URL this customer did not upload is refused.
 */
export async function resolveOwnedAttachments(
  customerId: number,
  attachments: readonly TAttachment[],
): Promise<Attachment[]> {
  const urls = [...new Set(attachments.map((a) => a.url))];
  if (!urls.length) return [];
  const files = await getDb().uploadedFile.findMany({
    where: { customerId, url: { in: urls } },
    select: { url: true, originalFilename: true, name: true },
    orderBy: { id: "desc" },
  });
  const byUrl = new Map<string, Attachment>();
  for (const f of files) if (!byUrl.has(f.url)) byUrl.set(f.url, f);
  return urls.map((url) => {
    const file = byUrl.get(url);
    if (!file) throw new AppError("ATTACHMENT_INVALID");
    return { url: file.url, originalFilename: file.originalFilename, name: file.name };
  });
}

/** Reads the JSON column leniently (older rows carry only `{url, name}` with name = original file name). */
export function attachmentsOf(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== "object") return [];
    const a = item as Record<string, unknown>;
    if (typeof a.url !== "string" || !a.url) return [];
    const name = typeof a.name === "string" ? a.name : "";
    const originalFilename =
      typeof a.originalFilename === "string" && a.originalFilename ? a.originalFilename : name;
    return [{ url: a.url, originalFilename: originalFilename || a.url.split("/").pop() || a.url, name }];
  });
}
