import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { LIMITS } from "@/lib/codes";
import { AppError } from "@/lib/errors";
import { now } from "@/lib/clock";
import type { TUploadForm } from "@/lib/validation/upload";
import { checkUploadCandidate, type UploadIssue } from "./upload-candidate";
import { PUBLIC_MODULARS, type UploadKind } from "./allowed-types";
import { mimeOf, sniff } from "./sniff";
import { activeStorage, deleteObject, fileUrl, putObject } from "./storage";

/** SPEC §3 uploaded file. `name` is the stored object key. */
export type UploadedFileRef = { url: string; originalFilename: string; name: string };

/** The client's file name without any path, control characters or excess length (the extension stays). */
export function cleanFilename(raw: string, extension: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base.length <= 255) return base || `file.${extension}`;
  const tail = `.${extension}`;
  return base.slice(0, 255 - tail.length) + tail;
}

function objectKey(modular: string, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${modular}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

/** A customer's upload quota: so many files an hour, so many bytes a day (docs/decisions.md "Uploads"). */
async function assertUploadQuota(customerId: number, size: number): Promise<void> {
  const at = now().getTime();
  const db = getDb();
  const [lastHour, lastDay] = await Promise.all([
    db.uploadedFile.count({ where: { customerId, createdAt: { gte: new Date(at - 3600_000) } } }),
    db.uploadedFile.aggregate({
      where: { customerId, createdAt: { gte: new Date(at - 24 * 3600_000) } },
      _sum: { sizeBytes: true },
    }),
  ]);
  const bytes = (lastDay._sum.sizeBytes ?? 0) + size;
  if (lastHour >= LIMITS.uploadsPerCustomerPerHour || bytes > LIMITS.uploadBytesPerCustomerPerDay)
    throw new AppError("UPLOAD_QUOTA");
}

/** A file checkUploadCandidate refused, as the error the upload endpoints answer. */
export function refuseCandidate({ key, values }: UploadIssue): never {
  if (key === "errors.uploadTooLarge") throw new AppError("UPLOAD_TOO_LARGE", values);
  if (key === "errors.uploadTypeMismatch") throw new AppError("UPLOAD_TYPE_MISMATCH");
  throw new AppError("VALIDATION", values, key);
}

/**
 * Stores one upload of a customer (SPEC §5): the extension must be in the modular's list, the size within the
 * kind's limit, and the bytes' real type (magic numbers) the kind the extension names. Refused files leave
 * nothing behind; stored ones get an `uploaded_file` row.
 */
export async function storeUpload(customerId: number, form: TUploadForm): Promise<UploadedFileRef> {
  const { file, modular } = form;
  const candidate = checkUploadCandidate(modular, file);
  if (!candidate.ok) refuseCandidate(candidate.issue);
  await assertUploadQuota(customerId, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return storeBytes({ customerId, modular, filename: file.name, bytes, ...candidate });
}

/**
 * Stores checked bytes and their `uploaded_file` row: the bytes' real type (magic numbers) must be `kind`.
 * `customerId` null marks a file the agent's staff stored (inspection photos). The uploader owns the file:
 * it is private to them unless its modular is public (PUBLIC_MODULARS); a staff file has no owner until
 * it is recorded for an order (recordInspection).
 */
export async function storeBytes(file: {
  customerId: number | null;
  modular: string;
  filename: string;
  bytes: Uint8Array;
  kind: UploadKind;
  /** the checked extension the key keeps (e.g. "jpeg" for a .jpeg file) */
  extension: string;
}): Promise<UploadedFileRef> {
  const { customerId, modular, bytes, kind, extension } = file;
  const sniffed = await sniff(bytes);
  if (sniffed.kind !== kind) throw new AppError("UPLOAD_TYPE_MISMATCH");
  const storage = activeStorage();
  const key = objectKey(modular, extension, now());
  const mimeType = mimeOf(kind);
  const isPublic = (PUBLIC_MODULARS as readonly string[]).includes(modular);
  try {
    await putObject(storage, key, bytes, mimeType, isPublic);
  } catch (error) {
    console.error("[upload] storing failed", storage, key, error);
    throw new AppError("UPLOAD_FAILED");
  }
  const ref = {
    url: fileUrl(storage, key, isPublic),
    originalFilename: cleanFilename(file.filename, extension),
    name: key,
  };
  try {
    await getDb().uploadedFile.create({
      data: {
        ...ref,
        customerId,
        ownerId: customerId,
        isPublic,
        mimeType,
        sizeBytes: bytes.byteLength,
        modular,
        storage,
        createdAt: now(),
      },
    });
  } catch (error) {
    await deleteObject(storage, key).catch(() => undefined);
    throw error;
  }
  return ref;
}
