import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/**
 * Small real files for upload tests, built in code (no binary fixtures in the repository): images through
 * sharp, zip-based Office files (docx/xlsx) with real deflate, compound files (doc/xls) with a real
 * MS-CFB directory, and the headers of PDF, MP4 and AVI.
 */

export async function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 232, g: 89, b: 12 } } })
    .png()
    .toBuffer();
}

export async function jpg(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

export function pdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
      "trailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

// ── zip ──

type ZipEntry = { name: string; data: string | Buffer };

/**
 * A zip archive. `dataDescriptor` writes sizes and CRC after the data (bit 3), as streaming writers do;
 * `store` keeps entries uncompressed.
 */
export function zip(
  entries: ZipEntry[],
  options: { dataDescriptor?: boolean; store?: boolean } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const data = options.store ? raw : deflateRawSync(raw);
    const method = options.store ? 0 : 8;
    const crc = crc32(raw);
    const name = Buffer.from(entry.name);
    const flags = options.dataDescriptor ? 0x0008 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(options.dataDescriptor ? 0 : crc, 14);
    local.writeUInt32LE(options.dataDescriptor ? 0 : data.length, 18);
    local.writeUInt32LE(options.dataDescriptor ? 0 : raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const parts = [local, name, data];
    if (options.dataDescriptor) {
      const dd = Buffer.alloc(16);
      dd.writeUInt32LE(0x08074b50, 0);
      dd.writeUInt32LE(crc, 4);
      dd.writeUInt32LE(data.length, 8);
      dd.writeUInt32LE(raw.length, 12);
      parts.push(dd);
    }
    const localBytes = Buffer.concat(parts);
    locals.push(localBytes);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, name]));
    offset += localBytes.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;

function contentTypes(part: string, type: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="${part}" ContentType="${type}"/>
</Types>`;
}

const DOCX_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const DOCM_MAIN = "application/vnd.ms-word.document.macroEnabled.main+xml";
const XLSX_MAIN = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml";

/**
 * A Word document; `contentTypesLast` puts [Content_Types].xml at the end of the archive, `media` adds that
 * many small image parts before it (as a document full of pictures has).
 */
export function docx(
  options: { dataDescriptor?: boolean; contentTypesLast?: boolean; macro?: boolean; media?: number } = {},
) {
  const entries: ZipEntry[] = [
    {
      name: "[Content_Types].xml",
      data: contentTypes("/word/document.xml", options.macro ? DOCM_MAIN : DOCX_MAIN),
    },
    { name: "_rels/.rels", data: RELS },
    {
      name: "word/document.xml",
      data: `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>検品報告</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
  for (let i = 0; i < (options.media ?? 0); i++)
    entries.push({ name: `word/media/image${i}.png`, data: "x" });
  if (options.contentTypesLast) entries.push(entries.shift()!);
  return zip(entries, options);
}

export function xlsx(options: { dataDescriptor?: boolean } = {}) {
  return zip(
    [
      { name: "[Content_Types].xml", data: contentTypes("/xl/workbook.xml", XLSX_MAIN) },
      { name: "_rels/.rels", data: RELS },
      {
        name: "xl/workbook.xml",
        data: `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>`,
      },
    ],
    options,
  );
}

/** A zip that is no Office document. */
export const plainZip = () => zip([{ name: "readme.txt", data: "hello" }]);

// ── compound file (MS-CFB, version 3, 512-byte sectors) ──

type CfbNode = { name: string; children?: CfbNode[] };

const FREE = 0xffffffff;
const END = 0xfffffffe;
const FATSECT = 0xfffffffd;

/** A compound file whose root holds the given streams (and storages with `children`). */
export function cfb(rootChildren: CfbNode[]): Buffer {
  type Flat = { name: string; type: number; child: number; right: number; start: number; size: number };
  const flat: Flat[] = [{ name: "Root Entry", type: 5, child: FREE, right: FREE, start: END, size: 0 }];
  const place = (nodes: CfbNode[]): number => {
    const ids = nodes.map((n) => {
      flat.push({ name: n.name, type: n.children ? 1 : 2, child: FREE, right: FREE, start: END, size: 0 });
      return flat.length - 1;
    });
    nodes.forEach((n, i) => {
      if (i + 1 < ids.length) flat[ids[i]].right = ids[i + 1];
      if (n.children) flat[ids[i]].child = place(n.children);
    });
    return ids[0] ?? FREE;
  };
  flat[0].child = place(rootChildren);

  const S = 512;
  const dirSectors = Math.ceil(flat.length / 4);
  const streams = flat.filter((e) => e.type === 2);
  const streamSectors = 8; // 4096 bytes each: at the mini-stream cutoff, so regular sectors
  const total = 1 + dirSectors + streams.length * streamSectors;
  if (total > S / 4) throw new Error("cfb fixture too large for one FAT sector");

  const fat = new Array<number>(S / 4).fill(FREE);
  fat[0] = FATSECT;
  for (let i = 0; i < dirSectors; i++) fat[1 + i] = i + 1 < dirSectors ? 2 + i : END;
  let next = 1 + dirSectors;
  for (const s of streams) {
    s.start = next;
    s.size = streamSectors * S;
    for (let i = 0; i < streamSectors; i++) fat[next + i] = i + 1 < streamSectors ? next + i + 1 : END;
    next += streamSectors;
  }

  const header = Buffer.alloc(S);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(END, 0x3c);
  header.writeUInt32LE(END, 0x44);
  header.writeUInt32LE(0, 0x4c);
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 0x4c + i * 4);

  const fatSector = Buffer.alloc(S);
  fat.forEach((v, i) => fatSector.writeUInt32LE(v, i * 4));

  const dir = Buffer.alloc(dirSectors * S);
  for (let i = 0; i < dirSectors * 4; i++) {
    const at = i * 128;
    const e = flat[i];
    if (!e) {
      dir.writeUInt32LE(FREE, at + 0x44);
      dir.writeUInt32LE(FREE, at + 0x48);
      dir.writeUInt32LE(FREE, at + 0x4c);
      continue;
    }
    const name = Buffer.from(`${e.name}\0`, "utf16le");
    name.copy(dir, at);
    dir.writeUInt16LE(name.length, at + 0x40);
    dir[at + 0x42] = e.type;
    dir[at + 0x43] = 1;
    dir.writeUInt32LE(FREE, at + 0x44);
    dir.writeUInt32LE(e.right, at + 0x48);
    dir.writeUInt32LE(e.child, at + 0x4c);
    dir.writeUInt32LE(e.start, at + 0x74);
    dir.writeUInt32LE(e.size, at + 0x78);
  }
  const data = Buffer.alloc(streams.length * streamSectors * S, 0x20);
  return Buffer.concat([header, fatSector, dir, data]);
}

/** Word 97–2003 */
export const doc = () =>
  cfb([{ name: "WordDocument" }, { name: "1Table" }, { name: "\u0005SummaryInformation" }]);
/** Excel 97–2003 */
export const xls = () => cfb([{ name: "Workbook" }, { name: "\u0005SummaryInformation" }]);
/** PowerPoint 97–2003: a compound file that is neither. */
export const ppt = () => cfb([{ name: "PowerPoint Document" }, { name: "Current User" }]);
/** Excel with an embedded Word object: the Word stream sits in a sub-storage, not at the root. */
export const xlsWithEmbeddedDoc = () =>
  cfb([{ name: "Workbook" }, { name: "MBD0001", children: [{ name: "WordDocument" }] }]);

// ── video ──

export function mp4(brand = "isom"): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftyp", 4, "latin1");
  ftyp.write(brand.padEnd(4, " "), 8, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2", 16, "latin1");
  const mdat = Buffer.alloc(1024);
  mdat.writeUInt32BE(1024, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([ftyp, mdat]);
}

export function avi(): Buffer {
  const body = Buffer.alloc(1024);
  body.write("LIST", 0, "latin1");
  body.writeUInt32LE(1016, 4);
  body.write("hdrlavih", 8, "latin1");
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("AVI ", 8, "latin1");
  return Buffer.concat([head, body]);
}

/** A File for multipart forms. */
export const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") =>
  new File([new Uint8Array(bytes)], name, { type });
