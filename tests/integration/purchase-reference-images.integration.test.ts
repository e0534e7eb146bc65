import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/uploads/[...key]/route";
import { resetEnvForTests } from "@/lib/env";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { call } from "../helpers/api";
import { createCustomer } from "../helpers/accounts";
import * as files from "../helpers/files";
import { signedInStaff } from "../helpers/staff";

let uploadDir = "";
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "purchase-refs-"));
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  await setRate(CLI_ACTOR, {
    bankTts: "19.3",
    bankName: "test",
    effectiveDate: new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }),
  });
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

async function fetchUpload(url: string, headers: Record<string, string>) {
  const key = url.replace(/^\/uploads\//, "");
  const res = await serveUpload(new Request(`http://localhost${url}`, { headers }), {
    params: Promise.resolve({ key: key.split("/") }),
  });
  return res.status;
}

it("the purchase desk reads the pictures a seller gave with an agent order; another desk does not", async () => {
  const { token } = await createCustomer();
  const up = await call("POST", "/aliyun/oss/upload", {
    token,
    form: { file: files.file(await files.png(), "見本.png"), modular: "message" },
  });
  expect(up.json.code, up.json.msg).toBe(200);
  const url = up.json.url as string;
  // the warehouse's desks show no agent order's pictures (the console's order page, customers.read, does:
  // console-order-files.integration.test.ts)
  const [purchaser, warehouse] = [await signedInStaff(["purchaser"]), await signedInStaff(["warehouse"])];
  // Not on an order yet: only its seller reads it.
  expect(await fetchUpload(url, { cookie: purchaser.cookie })).toBe(404);

  const order = await call("POST", "/shop/order/agentSubmit", {
    token,
    body: {
      goodsUrl: "https://detail.1688.com/offer/1.html",
      goodsName: "見本の品",
      quantity: 1,
      unitPrice: 10,
      images: [url],
    },
  });
  expect(order.json.code, order.json.msg).toBe(200);
  expect(await fetchUpload(url, { cookie: purchaser.cookie })).toBe(200);
  expect(await fetchUpload(url, { cookie: warehouse.cookie })).toBe(404);
});
