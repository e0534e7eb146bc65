import { GoodsPage, goodsPageTitle } from "../_goods/goods-page";

export const generateMetadata = goodsPageTitle;

/** /details?id=<goodsId> (SPEC §2 product details); also accepts ?url=&platform= like goods details. */
export default function DetailsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <GoodsPage {...props} />;
}
