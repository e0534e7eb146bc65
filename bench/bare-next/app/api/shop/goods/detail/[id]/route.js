import { answer, getCatalogue } from "../../../../catalogue";

export async function GET(_req, ctx) {
  return answer(await getCatalogue().goodsDetail(Number((await ctx.params).id)));
}
