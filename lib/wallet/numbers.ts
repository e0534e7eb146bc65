import { now } from "@/lib/clock";
import { randomInt } from "node:crypto";
import { formatDate } from "@/lib/format";
import type { Tx } from "./ledger";

/** Customer-facing numbers: prefix + Japan date + 8 random digits, e.g. TU2026112304718265 (18 chars). */
export function documentNo(prefix: "TU" | "WD", at = now()): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, "0");
  return `${prefix}${formatDate(at).replaceAll("-", "")}${digits}`;
}

/**
 * A number not taken yet. Checked before the insert (a failed insert would abort the caller's PostgreSQL
 * transaction); two writers drawing the same 1-in-10⁸ number at the same moment fail on the unique index.
 */
export async function freshNo(tx: Tx, prefix: "TU" | "WD"): Promise<string> {
  for (;;) {
    const no = documentNo(prefix);
    const taken =
      prefix === "TU"
        ? await tx.topUp.count({ where: { topUpNo: no } })
        : await tx.withdrawal.count({ where: { withdrawalNo: no } });
    if (!taken) return no;
  }
}
