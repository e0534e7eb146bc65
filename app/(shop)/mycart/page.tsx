import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartScreen } from "./cart-screen";
import { firstCart } from "./first-cart";
import { ScreenMessages } from "../../_components/screen-messages";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  return { title: t("title") };
}

/** SPEC §2 /mycart: the shopping cart (login required: proxy.ts). */
export default async function MyCartPage() {
  return (
    <ScreenMessages screen="mycart/page">
      <CartScreen first={await firstCart()} />
    </ScreenMessages>
  );
}
