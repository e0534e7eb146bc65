import { fileTypeFromBuffer } from "file-type";
import { UPLOAD_KINDS, type UploadKind } from "./allowed-types";
import { cfbDocumentKind } from "./cfb";
import { ooxmlKind } from "./ooxml";

export type Sniffed = { kind: UploadKind | null; detected: string };

/** file-type's answer → our kind; "cfb" and "zip" need a closer look (see cfb.ts, ooxml.ts). */
const FROM_FILE_TYPE: Record<string, UploadKind> = {
  png: "png",
  jpg: "jpg",
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  mp4: "mp4",
  // ISO media with the "M4V " brand is MPEG-4 video as well (iTunes/HandBrake exports).
  m4v: "mp4",
  avi: "avi",
};

/**
 * The real content kind of the bytes (magic numbers, never the browser's claim), or null when it is none
 * of the kinds we accept. `detected` names what was found, for logs and tests.
 */
export async function sniff(buf: Uint8Array): Promise<Sniffed> {
  const ft = await fileTypeFromBuffer(new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength));
  if (!ft) return { kind: null, detected: "unknown" };
  if (ft.ext === "cfb") return { kind: cfbDocumentKind(buf), detected: ft.ext };
  if (ft.ext === "zip") return { kind: ooxmlKind(buf), detected: ft.ext };
  return { kind: FROM_FILE_TYPE[ft.ext] ?? null, detected: ft.ext };
}

export const mimeOf = (kind: UploadKind) => UPLOAD_KINDS[kind].mime;
