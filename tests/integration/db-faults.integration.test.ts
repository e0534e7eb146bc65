import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { dbFaultOf } from "@/lib/db/errors";
import { toErrorResponse } from "@/lib/api/handler";
import { translator } from "@/lib/i18n/messages";
import { createCustomer } from "../helpers/accounts";

/** Database faults answer as what they mean (docs/decisions.md "Database faults"), never as a bare 520. */
const raiseConflict = (tx: { $executeRawUnsafe: (sql: string) => Promise<number> }) =>
  tx.$executeRawUnsafe(`DO $$ BEGIN RAISE EXCEPTION 'conflict' USING ERRCODE = '40001'; END $$`);

async function envelopeOf(error: unknown, lang: "ja" | "en-us" = "en-us") {
  const res = toErrorResponse(error, translator(lang));
  return { status: res.status, json: await res.json() };
}

async function caught(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the database to refuse");
}

describe("database faults", () => {
  it("a unique violation answers a clear conflict message", async () => {
    const c = await createCustomer();
    const error = await caught(() =>
      getDb().customer.create({ data: { email: c.email, userName: "dup", passwordHash: "x" } }),
    );
    expect(dbFaultOf(error)).toBe("unique");
    expect(await envelopeOf(error)).toEqual({
      status: 200,
      json: { code: 500, msg: "This already exists. Please reload the page and check" },
    });
  });

  it("a record not found answers not found", async () => {
    const error = await caught(() => getDb().customer.update({ where: { id: -1 }, data: { userName: "x" } }));
    expect(dbFaultOf(error)).toBe("notFound");
    expect((await envelopeOf(error, "ja")).json).toEqual({ code: 500, msg: "データが見つかりません" });
  });

  it("a transaction that loses a serialization conflict runs once more and succeeds", async () => {
    const c = await createCustomer();
    let runs = 0;
    await getDb().$transaction(async (tx) => {
      runs += 1;
      await tx.customer.update({ where: { id: c.id }, data: { userName: `run-${runs}` } });
      if (runs === 1) await raiseConflict(tx);
    });
    expect(runs).toBe(2);
    expect((await getDb().customer.findUniqueOrThrow({ where: { id: c.id } })).userName).toBe("run-2");
  });

  it("a conflict that persists answers 'try again' (530), and the first run's write is rolled back", async () => {
    const c = await createCustomer();
    let runs = 0;
    const error = await caught(() =>
      getDb().$transaction(async (tx) => {
        runs += 1;
        await tx.customer.update({ where: { id: c.id }, data: { userName: "never" } });
        await raiseConflict(tx);
      }),
    );
    expect(runs).toBe(2);
    expect(dbFaultOf(error)).toBe("conflict");
    expect((await envelopeOf(error)).json).toEqual({
      code: 530,
      msg: "Another change was being made at the same moment. Please try again shortly",
    });
    expect((await getDb().customer.findUniqueOrThrow({ where: { id: c.id } })).userName).not.toBe("never");
  });

  it("an unexpected fault answers 520 with a trace id that the log line carries too", async () => {
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const { json } = await envelopeOf(new Error("boom"));
      expect(json).toMatchObject({ code: 520, traceId: expect.stringMatching(/^[0-9a-f]{8}$/) });
      expect(String(logged.at(-1)?.[0])).toContain(`trace=${json.traceId}`);
    } finally {
      console.error = original;
    }
  });
});
