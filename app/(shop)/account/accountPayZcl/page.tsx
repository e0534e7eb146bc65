import { env } from "@/lib/env";
import type { TPayPurpose } from "@/lib/validation/wallet";
import { parseIds } from "../../../_orders/order-api";
import { WalletShell } from "../../../_wallet/wallet-shell";
import { BankTransferTopUp } from "./bank-transfer-top-up";
import { firstBankAccounts } from "./first-banks";
import { ScreenMessages } from "../../../_components/screen-messages";

export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

/**
 * What /bundle asks this transfer to pay (?orderIds=…&containerIds=…&cover=…), or the member page
 * (?memberPlanId=…&autoRenew=…&cover=…), if anything.
 */
function purposeOf(query: Query): TPayPurpose | null {
  const orderIds = parseIds(first(query.orderIds));
  const containerIds = parseIds(first(query.containerIds));
  const [memberPlanId] = parseIds(first(query.memberPlanId));
  const cover = first(query.cover) === "whole" ? "whole" : "shortfall";
  if (memberPlanId)
    return {
      orderIds: [],
      containerIds: [],
      cover,
      memberPlanId,
      autoRenew: first(query.autoRenew) !== "false",
    };
  if (!orderIds.length && !containerIds.length) return null;
  return { orderIds, containerIds, cover };
}

/**
 * SPEC §2 /account/accountPayZcl: offline (bank-transfer) top-up; `amount` comes from /account/accountPay,
 * or with the orders and bills it pays from /bundle (docs/wallet.md "Paying orders by PayPal or bank transfer"), or
 * with the member plan it buys from the member page (docs/members.md).
 */
export default async function AccountPayZclPage({ searchParams }: { searchParams: Promise<Query> }) {
  const { KAKAO_CHANNEL_URL, WECHAT_ID } = env();
  const query = await searchParams;
  const amount = Number(first(query.amount));
  return (
    <ScreenMessages screen="account/accountPayZcl/page">
      <WalletShell kakaoUrl={KAKAO_CHANNEL_URL} wechatId={WECHAT_ID}>
        <BankTransferTopUp
          initialAmount={Number.isSafeInteger(amount) && amount > 0 ? amount : ""}
          purpose={purposeOf(query)}
          accounts={await firstBankAccounts()}
        />
      </WalletShell>
    </ScreenMessages>
  );
}
