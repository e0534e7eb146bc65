import { readFileSync } from "node:fs";
import pg from "pg";
import { rawOrderList } from "../../raw-lists.mjs";

/** The SQL the list baseline recorded from the shop's code (BENCH_SQL_FILE, written by bench/list-baseline.ts). */
let lists;
export function getLists() {
  if (!lists) {
    const recorded = JSON.parse(readFileSync(process.env.BENCH_SQL_FILE, "utf8"));
    // The shop's pool size (lib/db/client.ts), as in the baseline.
    lists = rawOrderList(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }), recorded);
  }
  return lists;
}
