import { inflateRawSync } from "node:zlib";

/**
 * Office Open XML (docx/xlsx) are zip files; the main part's content type in `[Content_Types].xml` says
 * which. `file-type` reads that entry from the local headers and answers plain "zip" when it cannot (for
 * example entries written with a data descriptor, sizes only after the data). This reads the central
 * directory at the end of the file instead, which always carries the sizes.
 */
const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

type Entry = { name: string; method: number; compressedSize: number; localOffset: number };

function centralDirectory(buf: Buffer): Entry[] | null {
  const minEocd = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= minEocd; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    entries.push({
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readEntry(buf: Buffer, e: Entry): Buffer | null {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (data.length !== e.compressedSize) return null;
  if (e.method === 0) return data.length <= MAX_CONTENT_TYPES_BYTES ? data : null;
  if (e.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES });
  return null;
}

const MAIN_TYPES: Record<string, "docx" | "xlsx"> = {
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml": "docx",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml": "xlsx",
};

/** "docx", "xlsx" or null (a plain zip, macro-enabled or template variants, other OOXML, malformed). */
export function ooxmlKind(input: Uint8Array): "docx" | "xlsx" | null {
  const buf = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    const entries = centralDirectory(buf);
    const contentTypes = entries?.find((e) => e.name === "[Content_Types].xml");
    if (!contentTypes) return null;
    const xml = readEntry(buf, contentTypes)?.toString("utf8");
    if (!xml) return null;
    const found = new Set<"docx" | "xlsx">();
    for (const m of xml.matchAll(/ContentType\s*=\s*"([^"]+)"/g)) {
      const kind = MAIN_TYPES[m[1].trim().toLowerCase()];
      if (kind) found.add(kind);
    }
    // Exactly one main part, and the part it names must be in the archive.
    if (found.size !== 1) return null;
    const kind = [...found][0];
    const part = kind === "docx" ? /^word\/[^/]+\.xml$/ : /^xl\/[^/]+\.xml$/;
    return entries!.some((e) => part.test(e.name)) ? kind : null;
  } catch {
    return null;
  }
}
