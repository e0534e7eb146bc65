import { expect } from "vitest";
import { call } from "./api";
import * as files from "./files";

/** What the shop's /uploads/<key> route answers a request with these headers (a cookie, a bearer token). */
export async function serveUploadAs(url: string, headers: Record<string, string> = {}) {
  const { GET: serveUpload } = await import("@/app/uploads/[...key]/route");
  const key = url.replace(/^\/uploads\//, "");
  const res = await serveUpload(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ key: key.split("/") }),
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A picture a seller uploads as the spec's client does: a private file of theirs. */
export async function uploadPicture(token: string): Promise<string> {
  const up = await call("POST", "/aliyun/oss/upload", {
    token,
    form: { file: files.file(await files.png(), "見本.png"), modular: "message" },
  });
  expect(up.json.code, up.json.msg).toBe(200);
  return up.json.url as string;
}

/** An agent order of one piece with these pictures (the seller's reference images). */
export async function agentOrderWith(token: string, images: string[]) {
  const order = await call("POST", "/shop/order/agentSubmit", {
    token,
    body: {
      goodsUrl: "https://detail.1688.com/offer/1.html",
      goodsName: "見本の品",
      quantity: 1,
      unitPrice: 10,
      images,
    },
  });
  expect(order.json.code, order.json.msg).toBe(200);
}
