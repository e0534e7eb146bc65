import { route } from "@/lib/api/handler";
import { ok } from "@/lib/api/envelope";
import { categoriesOf } from "@/lib/goods/service";
import { parseParentId } from "@/lib/validation/goods";

/** Children of a category; 0 = the top level. */
export const GET = route({ publicRead: true }, async ({ params, locale }) =>
  ok(await categoriesOf(parseParentId(params.id), locale)),
);

export * from "@/lib/api/method-not-allowed";
