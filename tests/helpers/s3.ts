import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";

/** A real S3-compatible server (s3rver) on loopback with one bucket, and an SDK client to look inside. */
export async function startS3(bucket = "uploads-test") {
  const directory = await mkdtemp(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    endpoint,
    bucket,
    /** The env of a shop storing into this bucket. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async getObject(key: string) {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { bytes: Buffer.from(await res.Body!.transformToByteArray()), contentType: res.ContentType };
    },
    async keys(): Promise<string[]> {
      const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (res.Contents ?? []).map((o) => o.Key!);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
