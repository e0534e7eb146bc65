import { LIMITS, PAYMENT_METHOD } from "@/lib/codes";
import { getRate } from "@/lib/rates/exchange-rate";
import { commissionInForce } from "@/lib/pricing/commission";
import { paypalAvailable } from "@/lib/paypal/config";
import type { Translate } from "@/lib/i18n/messages";

/**
 * /shop/order/getOrderInfoConfigList: what the order screens need to know before submitting, as a
 * list of `{configKey, configName, configValue}` (docs/order-lifecycle.md). PayPal and bank transfer
 * top the balance up; the option is disabled when PayPal is not configured.
 */
export async function orderConfigList(customerId: number, t: Translate) {
  const [rate, commission] = await Promise.all([getRate().catch(() => null), commissionInForce(customerId)]);
  const entry = (configKey: string, configValue: unknown) => ({
    configKey,
    configName: t(`order.config.${configKey}`),
    configValue,
  });
  return [
    entry("rate", rate?.rate ?? null),
    entry("memberTier", commission.tier),
    entry("commissionRate", commission.bp / 10_000),
    entry("paymentMethods", [
      { value: PAYMENT_METHOD.BALANCE, enabled: true },
      { value: PAYMENT_METHOD.PAYPAL, enabled: paypalAvailable() },
      { value: PAYMENT_METHOD.BANK_TRANSFER, enabled: true },
    ]),
    entry("offlinePaymentHours", LIMITS.offlineTopUpHours),
    entry("maxOrderLines", LIMITS.maxOrderLines),
    entry("maxOrderQuantity", LIMITS.maxOrderQuantity),
  ];
}
