import { z } from "zod";
import {
  DEFAULT_MODULAR,
  MODULAR_NAMES,
  allowedExtensions,
  extensionOf,
  formatBytes,
  kindOfExtension,
  maxBytesOf,
  type UploadKind,
  type UploadModular,
} from "@/lib/uploads/allowed-types";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** `modular` of the upload form (SPEC §7: default "shopmall"); unknown names are refused. */
export const ZModular = z.preprocess(
  blankToUndefined,
  z.enum(MODULAR_NAMES, { error: "validation.uploadModular" }).default(DEFAULT_MODULAR),
);

/** The multipart form of POST /aliyun/oss/upload. */
export const ZUploadForm = z.object({
  modular: ZModular,
  file: z.instanceof(File, { error: "validation.fileRequired" }),
});
export type TUploadForm = z.infer<typeof ZUploadForm>;

export type UploadIssue = { key: string; values?: Record<string, string | number> };

/**
 * Checks a chosen file's name and size against the modular's list (SPEC §5) — in the widget before sending
 * and in the handler before reading the bytes. The content type from magic bytes is checked on the server.
 */
export function checkUploadCandidate(
  modular: UploadModular,
  file: { name: string; size: number },
): { ok: true; kind: UploadKind; extension: string } | { ok: false; issue: UploadIssue } {
  const extension = extensionOf(file.name);
  const kind = kindOfExtension(extension);
  if (!kind || !allowedExtensions(modular).includes(extension)) {
    return { ok: false, issue: { key: "errors.uploadTypeMismatch" } };
  }
  if (file.size <= 0) return { ok: false, issue: { key: "validation.fileRequired" } };
  const max = maxBytesOf(kind);
  if (file.size > max)
    return { ok: false, issue: { key: "errors.uploadTooLarge", values: { max: formatBytes(max) } } };
  return { ok: true, kind, extension };
}
