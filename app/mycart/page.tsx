import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CartScreen } from "./cart-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  return { title: t("title") };
}

/** SPEC §2 /mycart: the shopping cart (login required: proxy.ts). */
export default function MyCartPage() {
  return <CartScreen />;
}
