import { serve } from "@/lib/api/serve";
import { ok } from "@/lib/api/envelope";
import { catalogueCategories } from "@/lib/api/endpoints/catalogue";
import { categoriesOf } from "@/lib/goods/service";

/** Children of a category; 0 = the top level. */
export const GET = serve(catalogueCategories, async ({ params, locale }) =>
  ok(await categoriesOf(params.id, locale)),
);

export * from "@/lib/api/method-not-allowed";
