import { GoodsPage, goodsPageTitle } from "../../_goods/goods-page";

export const generateMetadata = goodsPageTitle;

/** /goods/goodsDetails?url=<product link>&platform= (or ?id= / ?numId=&platform=), SPEC §2. */
export default function GoodsDetailsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <GoodsPage {...props} />;
}
