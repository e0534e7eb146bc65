import { answer } from "../../../catalogue";
import { getLists } from "../../../lists";

export async function GET(req) {
  const url = new URL(req.url);
  return answer(await getLists().orderList(url.pathname + url.search, req.headers.get("authorization")));
}
