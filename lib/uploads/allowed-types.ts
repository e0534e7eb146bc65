/**
 * What may be uploaded where (SPEC §5; docs/decisions.md "Uploads"). Pure data and helpers, safe in the
 * browser: the upload widget checks the extension and size with the same table before sending, and the
 * server checks them again plus the real content type from magic bytes (lib/uploads/sniff.ts).
 */

/** A content kind: the extensions that name it, the MIME type we store and serve, and its size group. */
export const UPLOAD_KINDS = {
  png: { extensions: ["png"], mime: "image/png", group: "image" },
  jpg: { extensions: ["jpg", "jpeg"], mime: "image/jpeg", group: "image" },
  pdf: { extensions: ["pdf"], mime: "application/pdf", group: "document" },
  doc: { extensions: ["doc"], mime: "application/msword", group: "document" },
  docx: {
    extensions: ["docx"],
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    group: "document",
  },
  xls: { extensions: ["xls"], mime: "application/vnd.ms-excel", group: "document" },
  xlsx: {
    extensions: ["xlsx"],
    mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    group: "document",
  },
  mp4: { extensions: ["mp4"], mime: "video/mp4", group: "video" },
  avi: { extensions: ["avi"], mime: "video/x-msvideo", group: "video" },
} as const satisfies Record<string, { extensions: readonly string[]; mime: string; group: SizeGroup }>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
type SizeGroup = "image" | "document" | "video";

const MB = 1024 * 1024;
/** Per-file size limits by group: photos of goods and avatars, office documents/PDF, short videos. */
export const UPLOAD_SIZE_LIMITS: Readonly<Record<SizeGroup, number>> = Object.freeze({
  image: 10 * MB,
  document: 20 * MB,
  video: 50 * MB,
});

const IMAGES = ["png", "jpg", "jpeg"] as const;
const DOCUMENTS = ["docx", "doc", "xlsx", "xls", "pdf"] as const;

/**
 * `modular` (the form field the spec's client sends, default "shopmall") → allowed extensions.
 * shopmall/avatar: the spec's default image list; document: the spec's "known others"; order: the spec's
 * order-related list; message: customer-service attachments (images and documents); slip: bank-transfer
 * slips of offline top-ups (a photo or the bank's PDF); evidence: what a seller attaches to a defect
 * application or feedback (photos plus the order-related list); label: FBA / trade label files (a PDF or
 * a picture) for packing lists; search: a photo for image search, the one kind anyone may see (every other
 * file is private to its owner, docs/decisions.md "Private files").
 */
export const UPLOAD_MODULARS = {
  shopmall: IMAGES,
  avatar: IMAGES,
  document: DOCUMENTS,
  message: [...IMAGES, ...DOCUMENTS],
  order: ["pdf", "doc", "docx", "xls", "xlsx", "mp4", "avi"],
  evidence: [...IMAGES, "pdf", "doc", "docx", "xls", "xlsx", "mp4", "avi"],
  label: [...IMAGES, "pdf"],
  slip: [...IMAGES, "pdf"],
  search: IMAGES,
} as const satisfies Record<string, readonly string[]>;

export type UploadModular = keyof typeof UPLOAD_MODULARS;
export const DEFAULT_MODULAR: UploadModular = "shopmall";

/** Files of these modulars are served to anyone and cached; all others only to their owner. */
export const PUBLIC_MODULARS: readonly UploadModular[] = ["search"];
export const MODULAR_NAMES = Object.keys(UPLOAD_MODULARS) as [UploadModular, ...UploadModular[]];

export function isModular(value: unknown): value is UploadModular {
  return typeof value === "string" && Object.hasOwn(UPLOAD_MODULARS, value);
}

/** Lower-case extension of a file name without the dot ("" when none). */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
}

export function allowedExtensions(modular: UploadModular): readonly string[] {
  return UPLOAD_MODULARS[modular];
}

/** The content kind an extension names, or undefined when no kind does. */
export function kindOfExtension(ext: string): UploadKind | undefined {
  return (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((k) =>
    (UPLOAD_KINDS[k].extensions as readonly string[]).includes(ext),
  );
}

export function maxBytesOf(kind: UploadKind): number {
  return UPLOAD_SIZE_LIMITS[UPLOAD_KINDS[kind].group];
}

/** Largest file any list accepts: the request body cap of the upload endpoint (plus form overhead). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_SIZE_LIMITS));

/** "10 MB" */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** `accept` attribute for a file input: ".png,.jpg,.jpeg". */
export function acceptOf(modular: UploadModular): string {
  return allowedExtensions(modular)
    .map((e) => `.${e}`)
    .join(",");
}

export const isImageUrl = (url: string) => /\.(png|jpe?g)$/i.test(url.split(/[?#]/)[0]);
