import {
  allowedExtensions,
  extensionOf,
  formatBytes,
  kindOfExtension,
  maxBytesOf,
  type UploadKind,
  type UploadModular,
} from "./allowed-types";

// Apart from the zod forms (lib/validation/upload.ts): screens in every page's bundle check files too.
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
