import { GoodsPage, goodsPageTitle } from "../../_goods/goods-page";
import { ScreenMessages } from "../../_components/screen-messages";

export const generateMetadata = goodsPageTitle;

/** /details?id=<goodsId> (SPEC §2 product details); also accepts ?url=&platform= like goods details. */
export default function DetailsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <ScreenMessages screen="details/page">
      <GoodsPage {...props} />
    </ScreenMessages>
  );
}
