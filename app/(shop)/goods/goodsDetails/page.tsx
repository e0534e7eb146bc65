import { GoodsPage, goodsPageTitle } from "../../../_goods/goods-page";
import { ScreenMessages } from "../../../_components/screen-messages";

export const generateMetadata = goodsPageTitle;

/** /goods/goodsDetails?url=<product link>&platform= (or ?id= / ?numId=&platform=), SPEC §2. */
export default function GoodsDetailsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <ScreenMessages screen="goods/goodsDetails/page">
      <GoodsPage {...props} />
    </ScreenMessages>
  );
}
