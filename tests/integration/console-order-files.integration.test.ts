import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { resetEnvForTests } from "@/lib/env";
import { setRate } from "@/lib/rates/exchange-rate";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { createCustomer } from "../helpers/accounts";
import { signedInStaff } from "../helpers/staff";
import { agentOrderWith, serveUploadAs, uploadPicture } from "../helpers/uploads";
import { inspect, paidOrder, photo, toArrived } from "../helpers/warehouse";

/**
 * The console's order and packing-list pages (customers.read: owner, support, finance) show an order's pictures
 * as its seller sees them: the goods picture and reference images a seller gave with an agent order, and the
 * inspection photos recorded for the order. Those are the seller's private files; whoever may read the page
 * reads them, and a member whose desks show none of them (the warehouse for an agent order's pictures, the
 * purchaser for inspection photos) still gets 404, as does any file the pages do not show.
 */

let uploadDir = "";
type Member = Awaited<ReturnType<typeof signedInStaff>>;
let support: Member, finance: Member, warehouse: Member, purchaser: Member;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "console-order-files-"));
  process.env.UPLOAD_DIR = uploadDir;
  resetEnvForTests();
  await setRate(CLI_ACTOR, {
    bankTts: "19.3",
    bankName: "test",
    effectiveDate: new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Tokyo" }),
  });
  [support, finance, warehouse, purchaser] = await Promise.all(
    (["support", "finance", "warehouse", "purchaser"] as const).map((role) => signedInStaff([role])),
  );
});
afterAll(async () => {
  await rm(uploadDir, { recursive: true, force: true });
});

const statusFor = async (url: string, member: Member | null) =>
  (await serveUploadAs(url, member ? { cookie: member.cookie } : {})).status;

describe("an order's pictures on the console's pages", () => {
  it("an agent order's picture: support and finance read it; the warehouse, no session and a loose upload do not", async () => {
    const { token } = await createCustomer();
    const [url, loose] = [await uploadPicture(token), await uploadPicture(token)];
    await agentOrderWith(token, [url]);
    for (const member of [support, finance]) {
      expect(await statusFor(url, member), `${member.roles}`).toBe(200);
      expect(await statusFor(loose, member), `${member.roles}`).toBe(404);
    }
    expect(await statusFor(url, warehouse)).toBe(404);
    expect(await statusFor(url, null)).toBe(404);
  });

  it("inspection photos recorded for the order: support and finance read them; the purchaser and an unrecorded photo do not", async () => {
    const { order, lineIds } = await paidOrder([[4, 1_000]]);
    await toArrived(order.id, lineIds);
    await inspect(order.id);
    const [recorded] = (await getDb().orderLine.findUniqueOrThrow({ where: { id: lineIds[0] } }))
      .inspectionImages;
    expect(recorded).toBeTruthy();
    for (const member of [support, finance])
      expect(await statusFor(recorded, member), `${member.roles}`).toBe(200);
    expect(await statusFor(recorded, purchaser)).toBe(404);
    // taken at the bench but recorded for no order: the warehouse's alone
    const unrecorded = await photo();
    expect(await statusFor(unrecorded, finance)).toBe(404);
    expect(await statusFor(unrecorded, warehouse)).toBe(200);
  });
});
