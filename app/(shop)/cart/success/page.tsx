import type { Metadata } from "next";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { AddedToCart } from "./added-to-cart";
import { ScreenMessages } from "../../../_components/screen-messages";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  return { title: t("successTitle") };
}

/** The add-to-cart success page (SPEC §2 "search-related add-to-cart success page"): ?id=<cart line>&added=<n>. */
export default function CartSuccessPage() {
  return (
    <ScreenMessages screen="cart/success/page">
      <Suspense>
        <AddedToCart />
      </Suspense>
    </ScreenMessages>
  );
}
