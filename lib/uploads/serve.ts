import { authenticate } from "@/lib/auth/session";
import { sessionCookieOf } from "@/lib/auth/session-cookie";
import type { Prisma } from "@/generated/prisma/client";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { can, type Permission } from "@/lib/staff/roles";
import { DEFECT_DESK_STAFF_PHOTOS } from "@/lib/problems/done-photos";
import { authenticateStaff, staffCookieOf } from "@/lib/staff/session";
import { ARRIVAL_PHOTO_MODULAR } from "@/lib/warehouse/arrival-photos";
import { INSPECTION_PHOTO_MODULAR } from "@/lib/warehouse/inspection-photos";
import { OBJECT_KEY, readObject, signedObjectUrl, type StorageKind } from "./storage";

/**
 * What the shop's /uploads/<key> route answers (docs/decisions.md "Private files"). Only keys with an
 * `uploaded_file` row are served, with the type found from their bytes at upload time. A public file
 * (image-search pictures) goes to anyone; a private one only to its owner, and to anyone else it is
 * "missing", so its existence is not revealed.
 */
export type UploadAnswer =
  | { status: "missing" }
  | {
      status: "file";
      isPublic: boolean;
      body: ReadableStream<Uint8Array>;
      size?: number;
      mimeType: string;
      contentDisposition: string;
    }
  /** a private file in S3: its owner is sent to a short-lived signed URL of the bucket */
  | { status: "signed"; url: string };

const MISSING: UploadAnswer = { status: "missing" };

/**
 * The seller a file request comes from: the bearer token of the spec's client, else the session cookie the
 * shop's own pages carry (same-origin <img> and links). Reading changes nothing, so the cookie counts on any
 * GET; a browser sends its Lax cookie with no other site's image or fetch, only with a top-level visit,
 * which shows the file to the seller alone.
 */
async function sellerViewer(req: Request): Promise<number | null> {
  const bearer = (req.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "").trim();
  const token = bearer || sessionCookieOf(req);
  if (!token) return null;
  return (await authenticate(token))?.customerId ?? null;
}

/**
 * Who asks for a file: the seller of the bearer token or `session` cookie, and the staff member of the
 * console's `staff_session` cookie (SameSite=Strict: only the console's own pages send it). Either may be null.
 */
export type FileViewer = { customerId: number | null; staffRoles: readonly string[] };

export async function fileViewer(req: Request): Promise<FileViewer> {
  const staffToken = staffCookieOf(req);
  const [customerId, staff] = await Promise.all([
    sellerViewer(req),
    staffToken ? authenticateStaff(staffToken) : null,
  ]);
  return { customerId, staffRoles: staff?.roles ?? [] };
}

type PrivateFile = { url: string; ownerId: number | null };

/**
 * Whether a file is a picture of an order line of its owner's: a reference image or the goods image given with
 * an agent order, and with `inspection` an inspection photo recorded for the line.
 */
async function onOwnOrderLine(file: PrivateFile, { inspection }: { inspection: boolean }) {
  if (file.ownerId === null) return false;
  const pictures: Prisma.OrderLineWhereInput[] = [
    { referenceImages: { has: file.url } },
    { goodsImageUrl: file.url },
  ];
  if (inspection) pictures.push({ inspectionImages: { has: file.url } });
  return (
    (await getDb().orderLine.count({ where: { order: { customerId: file.ownerId }, OR: pictures } })) > 0
  );
}

/**
 * The private files each staff desk shows, by the action of that desk (docs/staff.md "Private files"): a
 * member reads a seller's file only where a desk their roles open shows it, so support, who may read a
 * customer's page, still sees no transfer slip.
 */
const STAFF_FILE_READERS: Partial<Record<Permission, (file: PrivateFile) => Promise<boolean>>> = {
  // the finance desk's top-up review shows the slip beside the request (its seller's own upload)
  "topups.review": async (file) =>
    file.ownerId !== null &&
    (await getDb().topUp.count({ where: { customerId: file.ownerId, slipFileUrl: file.url } })) > 0,
  // the messages desk shows the attachments of a seller's messages, and a file staff uploaded for a reply
  // before the reply gives it to the thread's seller (lib/messages/staff-attachments.ts)
  "messages.reply": async (file) =>
    file.ownerId === null
      ? (await getDb().uploadedFile.count({
          where: { url: file.url, customerId: null, modular: "message" },
        })) > 0
      : (await getDb().message.count({
          where: { customerId: file.ownerId, attachments: { array_contains: [{ url: file.url }] } },
        })) > 0,
  // the purchase desk shows the pictures a seller gave with an agent order (reference images, the goods image)
  "purchase.work": (file) => onOwnOrderLine(file, { inspection: false }),
  // the packing desk shows the label files (FBA, trade, shipping) of the packing lists it packs, to print and stick
  "shipping.work": async (file) =>
    file.ownerId !== null &&
    (await getDb().label.count({
      where: { customerId: file.ownerId, fileUrl: file.url, containerId: { not: null } },
    })) > 0,
  // the console's order and packing-list pages show an order's pictures as its seller sees them: the goods
  // picture and reference images given with an agent order, and the inspection photos recorded for it
  "customers.read": (file) => onOwnOrderLine(file, { inspection: true }),
  // the feedback desk shows the pictures a seller attached to a feedback
  "feedback.reply": async (file) =>
    file.ownerId !== null &&
    (await getDb().feedback.count({ where: { customerId: file.ownerId, images: { has: file.url } } })) > 0,
  // the receiving desk shows the parcel photos it took (lib/warehouse/receiving.ts), before and after they are
  // recorded with an unmatched arrival; no seller owns them. The inspection desk shows the photos it took
  // (lib/warehouse/inspection-desk.ts): no owner until recordInspection gives them to the order's seller
  "warehouse.work": async (file) =>
    (await getDb().uploadedFile.count({
      where: {
        url: file.url,
        customerId: null,
        OR: [{ modular: ARRIVAL_PHOTO_MODULAR, ownerId: null }, { modular: INSPECTION_PHOTO_MODULAR }],
      },
    })) > 0,
  // the defects desk shows a problem's inspection photos, the photo it took of pieces returned or destroyed
  // (lib/problems/done-photos.ts) and the files the seller attached to the application
  "defects.work": async (file) =>
    (await getDb().uploadedFile.count({
      where: { url: file.url, customerId: null, modular: { in: DEFECT_DESK_STAFF_PHOTOS } },
    })) > 0 ||
    (file.ownerId !== null &&
      (await getDb().problem.count({ where: { customerId: file.ownerId, applyFiles: { has: file.url } } })) >
        0),
};

/** Who may read a private file: its owner, and staff whose desk shows it. */
async function mayReadPrivate(file: PrivateFile, viewer: FileViewer): Promise<boolean> {
  if (file.ownerId !== null && file.ownerId === viewer.customerId) return true;
  for (const [permission, reads] of Object.entries(STAFF_FILE_READERS))
    if (can(viewer.staffRoles, permission as Permission) && (await reads!(file))) return true;
  return false;
}

/** Pictures and PDFs open in the browser, everything else downloads under its original name. */
function dispositionOf(mimeType: string, originalFilename: string): string {
  const filename = encodeURIComponent(originalFilename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const inline = mimeType.startsWith("image/") || mimeType === "application/pdf";
  return `${inline ? "inline" : "attachment"}; filename*=UTF-8''${filename}`;
}

/** `viewer` is asked only for a private file, so public pictures cost no session lookup. */
export async function openUpload(key: string, viewer: () => Promise<FileViewer>): Promise<UploadAnswer> {
  if (!OBJECT_KEY.test(key)) return MISSING;
  const row = await getDb().uploadedFile.findUnique({
    where: { name: key },
    select: {
      url: true,
      mimeType: true,
      storage: true,
      originalFilename: true,
      isPublic: true,
      ownerId: true,
    },
  });
  if (!row) return MISSING;
  if (!row.isPublic && !(await mayReadPrivate(row, await viewer()))) return MISSING;
  const contentDisposition = dispositionOf(row.mimeType, row.originalFilename);
  const storage = row.storage as StorageKind;
  if (storage === "s3" && !row.isPublic) {
    if (!env().S3_BUCKET) return MISSING;
    return {
      status: "signed",
      url: await signedObjectUrl(key, { contentType: row.mimeType, contentDisposition }),
    };
  }
  const object = await readObject(storage, key);
  if (!object) return MISSING;
  return { status: "file", isPublic: row.isPublic, ...object, mimeType: row.mimeType, contentDisposition };
}
