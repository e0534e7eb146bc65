/**
 * Minimal reader of a Microsoft Compound File (OLE2/CFB, MS-CFB): the names of the streams and storages
 * directly under the root. `file-type` reports every .doc, .xls, .ppt and .msg as "cfb"; the root entries
 * tell them apart (Word: "WordDocument"; Excel: "Workbook", or "Book" for Excel 5/95).
 */
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const NO_STREAM = 0xffffffff;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const DIR_ENTRY_BYTES = 128;

export function isCfb(buf: Uint8Array): boolean {
  return buf.length >= 512 && SIGNATURE.every((b, i) => buf[i] === b);
}

/** Root-level entry names, or null when the file is not a well-formed compound file. */
export function cfbRootEntryNames(input: Uint8Array): string[] | null {
  if (!isCfb(input)) return null;
  const buf = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  try {
    const sectorShift = buf.readUInt16LE(0x1e);
    if (sectorShift !== 9 && sectorShift !== 12) return null;
    const sectorSize = 1 << sectorShift;
    const sectorCount = Math.floor((buf.length - sectorSize) / sectorSize) + 1;
    const sectorOffset = (n: number) => (n + 1) * sectorSize;
    const validSector = (n: number) =>
      n <= MAX_REGULAR_SECTOR && n < sectorCount && sectorOffset(n) < buf.length;

    // FAT sector numbers: 109 in the header, the rest in the DIFAT chain.
    const fatSectors: number[] = [];
    for (let i = 0; i < 109; i++) {
      const s = buf.readUInt32LE(0x4c + i * 4);
      if (validSector(s)) fatSectors.push(s);
    }
    let difat = buf.readUInt32LE(0x44);
    const seenDifat = new Set<number>();
    while (validSector(difat) && !seenDifat.has(difat)) {
      seenDifat.add(difat);
      const base = sectorOffset(difat);
      const perSector = sectorSize / 4 - 1;
      for (let i = 0; i < perSector; i++) {
        const s = buf.readUInt32LE(base + i * 4);
        if (validSector(s)) fatSectors.push(s);
      }
      difat = buf.readUInt32LE(base + perSector * 4);
    }
    const fatEntry = (n: number): number => {
      const perSector = sectorSize / 4;
      const fatSector = fatSectors[Math.floor(n / perSector)];
      if (fatSector === undefined) return NO_STREAM;
      const at = sectorOffset(fatSector) + (n % perSector) * 4;
      return at + 4 <= buf.length ? buf.readUInt32LE(at) : NO_STREAM;
    };

    // The directory is a sector chain; its entries are 128 bytes each.
    const entries: { name: string; type: number; left: number; right: number; child: number }[] = [];
    let sector = buf.readUInt32LE(0x30);
    const seen = new Set<number>();
    while (validSector(sector) && !seen.has(sector)) {
      seen.add(sector);
      const base = sectorOffset(sector);
      for (
        let off = 0;
        off + DIR_ENTRY_BYTES <= sectorSize && base + off + DIR_ENTRY_BYTES <= buf.length;
        off += DIR_ENTRY_BYTES
      ) {
        const at = base + off;
        const nameBytes = Math.min(buf.readUInt16LE(at + 0x40), 64);
        const name = nameBytes >= 2 ? buf.toString("utf16le", at, at + nameBytes - 2) : "";
        entries.push({
          name,
          type: buf[at + 0x42],
          left: buf.readUInt32LE(at + 0x44),
          right: buf.readUInt32LE(at + 0x48),
          child: buf.readUInt32LE(at + 0x4c),
        });
      }
      sector = fatEntry(sector);
    }
    const root = entries[0];
    if (!root || root.type !== 5) return null;

    // Children of the root form a red-black tree through left/right siblings.
    const names: string[] = [];
    const visited = new Set<number>();
    const stack = [root.child];
    while (stack.length) {
      const id = stack.pop()!;
      if (id === NO_STREAM || id >= entries.length || visited.has(id)) continue;
      visited.add(id);
      const e = entries[id];
      if (e.type === 1 || e.type === 2) names.push(e.name);
      stack.push(e.left, e.right);
    }
    return names;
  } catch {
    return null;
  }
}

/** "doc", "xls" or null (another or a malformed compound file: PowerPoint, Outlook, encrypted OOXML, ...). */
export function cfbDocumentKind(buf: Uint8Array): "doc" | "xls" | null {
  const names = cfbRootEntryNames(buf);
  if (!names) return null;
  if (names.includes("WordDocument")) return "doc";
  if (names.includes("Workbook") || names.includes("Book")) return "xls";
  return null;
}
