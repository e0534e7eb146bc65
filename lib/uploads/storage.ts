import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { LIMITS } from "@/lib/codes";
import { env, type Env } from "@/lib/env";

/**
 * Where uploaded bytes live: an S3-compatible bucket when S3_BUCKET is configured, else UPLOAD_DIR on local
 * disk. Each stored file's row (`uploaded_file.storage`) remembers which, so files stay readable after the
 * configuration changes. Keys come from `newObjectKey` only (never from a client) and are checked again here.
 */
export type StorageKind = "local" | "s3";

/** modular/yyyy/mm/<uuid>.<ext> */
export const OBJECT_KEY =
  /^[a-z]+\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

export function activeStorage(): StorageKind {
  return env().S3_BUCKET ? "s3" : "local";
}

/**
 * The URL clients use: the shop's own /uploads route, which checks who may read a private file. Only a
 * public file of a bucket with a public base (S3_PUBLIC_URL) is handed out at the bucket's address.
 */
export function fileUrl(kind: StorageKind, key: string, isPublic: boolean): string {
  const base = env().S3_PUBLIC_URL;
  return kind === "s3" && base && isPublic ? `${base.replace(/\/+$/, "")}/${key}` : `/uploads/${key}`;
}

/** Public files are the same for everyone and never change; a private one is never kept by a cache. */
export const PUBLIC_FILE_CACHE = "public, max-age=31536000, immutable";
export const PRIVATE_FILE_CACHE = "private, no-store";

let s3: { env: Env; client: S3Client } | undefined;
function s3Client(): { client: S3Client; bucket: string } {
  const e = env();
  if (!e.S3_BUCKET) throw new Error("S3_BUCKET is not configured");
  if (s3?.env !== e) {
    s3?.client.destroy();
    s3 = {
      env: e,
      client: new S3Client({
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        forcePathStyle: true,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Without these the SDK sends a streamed (aws-chunked) body that some S3-compatible stores keep
        // verbatim, chunk framing and all.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    };
  }
  return { client: s3.client, bucket: e.S3_BUCKET };
}

function localPath(key: string): string {
  if (!OBJECT_KEY.test(key)) throw new Error(`bad object key ${key}`);
  const root = path.resolve(env().UPLOAD_DIR);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`object key escapes UPLOAD_DIR: ${key}`);
  return full;
}

export async function putObject(
  kind: StorageKind,
  key: string,
  bytes: Uint8Array,
  contentType: string,
  isPublic: boolean,
) {
  if (kind === "s3") {
    const { client, bucket } = s3Client();
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.byteLength,
        CacheControl: isPublic ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE,
      }),
    );
    return;
  }
  const file = localPath(key);
  await mkdir(path.dirname(file), { recursive: true });
  // "wx": never overwrite (keys are fresh uuids; a clash is a bug, not a replace).
  await writeFile(file, bytes, { flag: "wx" });
}

export async function deleteObject(kind: StorageKind, key: string): Promise<void> {
  if (kind === "s3") {
    const { client, bucket } = s3Client();
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    return;
  }
  await rm(localPath(key), { force: true });
}

/**
 * A URL of the bucket that reads one object for LIMITS.privateFileUrlSeconds, answering with the type and
 * disposition the shop would send itself: how the owner of a private file in S3 gets its bytes.
 */
export function signedObjectUrl(
  key: string,
  answer: { contentType: string; contentDisposition: string },
): Promise<string> {
  const { client, bucket } = s3Client();
  return getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentType: answer.contentType,
      ResponseContentDisposition: answer.contentDisposition,
      ResponseCacheControl: PRIVATE_FILE_CACHE,
    }),
    { expiresIn: LIMITS.privateFileUrlSeconds },
  );
}

/** The stored bytes as a web stream with their length, or null when missing. */
export async function readObject(
  kind: StorageKind,
  key: string,
): Promise<{ body: ReadableStream<Uint8Array>; size?: number } | null> {
  if (kind === "s3") {
    if (!env().S3_BUCKET) return null;
    const { client, bucket } = s3Client();
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!res.Body) return null;
      return { body: res.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: res.ContentLength };
    } catch (error) {
      if ((error as { name?: string }).name === "NoSuchKey") return null;
      throw error;
    }
  }
  const file = localPath(key);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return {
    body: Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>,
    size: info.size,
  };
}
