import { readFileSync } from "node:fs";
import pg from "pg";
import { rawLists } from "../../raw-lists.mjs";
import { answer } from "./catalogue";

/** The SQL the list baseline recorded from the shop's code (BENCH_SQL_FILE, written by bench/list-baseline.ts). */
let lists;
function getLists() {
  if (!lists) {
    const recorded = JSON.parse(readFileSync(process.env.BENCH_SQL_FILE, "utf8"));
    // The shop's pool size (lib/db/client.ts), as in the baseline.
    lists = rawLists(new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }), recorded);
  }
  return lists;
}

/** A route's GET answering from one of rawLists' lists ("orderList", "problemStats", …). */
export const listRoute = (list) =>
  async function GET(req) {
    const url = new URL(req.url);
    return answer(await getLists()[list](url.pathname + url.search, req.headers.get("authorization")));
  };
