"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { walletPayByBalance } from "@/lib/client/endpoints";
import { BalancePaymentCard } from "../../_orders/balance-payment-card";
import { useBalancePayment } from "../../_orders/use-balance-payment";
import { shipmentsChanged, type ContainerDetail } from "../../_shipping/shipping-api";

const TEST_IDS = { card: "pay-bill", balance: "pay-balance", shortfall: "pay-shortfall" };

/**
 * Paying the bill from the balance (POST /shop/pay/balance), once per screen and packing list. Too small a
 * balance shows the shortfall and the top-ups; the bill can also be paid together with unpaid orders on
 * /bundle.
 */
export function PayBillCard({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const payment = useBalancePayment(c.totalYen, shipmentsChanged);
  return (
    <BalancePaymentCard
      title={t("payTitle")}
      amountLabel={t("billTotal")}
      amountYen={c.totalYen}
      payment={payment}
      testIds={TEST_IDS}
    >
      <button
        type="button"
        className="btn-primary"
        disabled={payment.busy || payment.shortfall > 0 || payment.balance === undefined}
        onClick={() => void payment.pay(walletPayByBalance, { containerIds: [c.id] })}
        data-testid="pay-bill-button"
      >
        {t("payFromBalance")}
      </button>
      <Link
        href={`/bundle?containerIds=${c.id}`}
        className="text-center text-sm text-brand hover:underline"
        data-testid="pay-together"
      >
        {t("payTogether")}
      </Link>
    </BalancePaymentCard>
  );
}
