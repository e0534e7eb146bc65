import { readFileSync } from "node:fs";
import pg from "pg";
import { answerText, rawCatalogue } from "../../raw-catalogue.mjs";

/** The SQL the baseline captured from the shop's code (BENCH_SQL_FILE, written by bench/baseline-server.ts). */
let catalogue;
export function getCatalogue() {
  if (!catalogue) {
    const sql = JSON.parse(readFileSync(process.env.BENCH_SQL_FILE, "utf8"));
    // The shop's pool size (lib/db/client.ts), as in the baseline.
    catalogue = rawCatalogue(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }), sql);
  }
  return catalogue;
}

export const answer = ({ status, body }) =>
  new Response(answerText(body), { status, headers: { "content-type": "application/json" } });
