import { answer, getCatalogue } from "../../../catalogue";

export async function GET(req) {
  const keyword = new URL(req.url).searchParams.get("goodsName") ?? "";
  return answer(await getCatalogue().keywordSearch(keyword));
}
