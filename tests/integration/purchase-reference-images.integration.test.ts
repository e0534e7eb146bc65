import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff } from "../helpers/staff";
import { agentOrderWith, serveUploadAs, uploadPicture } from "../helpers/uploads";

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

const fetchUpload = async (url: string, headers: Record<string, string>) =>
  (await serveUploadAs(url, headers)).status;

it("the purchase desk reads the pictures a seller gave with an agent order; another desk does not", async () => {
  const { token } = await createCustomer();
  const url = await uploadPicture(token);
  // the warehouse's desks show no agent order's pictures (the console's order page, customers.read, does:
  // console-order-files.integration.test.ts)
  const [purchaser, warehouse] = [await signedInStaff(["purchaser"]), await signedInStaff(["warehouse"])];
  // Not on an order yet: only its seller reads it.
  expect(await fetchUpload(url, { cookie: purchaser.cookie })).toBe(404);

  await agentOrderWith(token, [url]);
  expect(await fetchUpload(url, { cookie: purchaser.cookie })).toBe(200);
  expect(await fetchUpload(url, { cookie: warehouse.cookie })).toBe(404);
});
