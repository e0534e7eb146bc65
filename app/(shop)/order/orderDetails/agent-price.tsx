"use client";

import { useQueryClient } from "@tanstack/react-query";
import { AGENT_FLAG, ORDER_STATUS } from "@/lib/codes";
import { orderAcceptPrice } from "@/lib/client/endpoints";
import { useFormAction } from "../../../_components/use-form-action";
import { Yen } from "@/app/_components/money";
import { Yuan } from "@/app/_components/yuan";
import { ordersChanged } from "../../../_orders/order-api";
import { TopUpLinks } from "../../../_orders/top-up-links";
import type { OrderDetail } from "../../../_orders/types";
import { useBalance } from "../../../_orders/use-orders";

/**
 * An agent order waiting in 99: the agent is checking the real price; or the agent found it higher and the
 * seller accepts (the extra amount from the balance) or cancels (everything back).
 */
export function AgentPrice({ order: o, onCancel }: { order: OrderDetail; onCancel: () => void }) {
  const { send, toast, t, busy } = useFormAction();
  const queryClient = useQueryClient();
  const balance = useBalance();
  if (o.agentFlag !== AGENT_FLAG.AGENT || o.orderStatus !== ORDER_STATUS.AWAITING_CONFIRMATION) return null;
  const extra = o.priceProposalYen;

  async function accept() {
    const res = await send(orderAcceptPrice, { body: { orderId: o.id } });
    if (res) toast.show("success", res.msg);
    await ordersChanged(queryClient);
  }

  if (!extra)
    return (
      <p className="card text-sm text-slate-700" role="status" data-testid="agent-price-checking">
        {t("agentOrder.checking")}
      </p>
    );
  const short = balance !== undefined && balance < extra;
  return (
    <section
      className="card flex flex-col gap-3 ring-2 ring-amber-300"
      aria-labelledby="agent-price-title"
      data-testid="agent-price-proposal"
    >
      <h2 id="agent-price-title" className="font-bold">
        {t("agentOrder.proposalTitle")}
      </h2>
      <p className="text-sm">{t("agentOrder.proposal", { extra })}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {o.lines.map((l) => (
          <li key={l.id} className="flex flex-wrap justify-between gap-x-3">
            <span className="min-w-0 break-words">{l.goodsName}</span>
            <span className="text-slate-600">
              <Yuan amount={l.goodsPrice} />
              {" → "}
              <span className="font-semibold text-slate-900" data-testid="proposed-price">
                <Yuan amount={l.proposedPrice ?? l.goodsPrice} />
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-sm">
        <span>{t("agentOrder.extraAmount")}</span>
        <span className="font-bold" data-testid="agent-extra">
          <Yen amount={extra} />
        </span>
      </p>
      {short && (
        <div className="flex flex-col gap-2 text-sm">
          <p className="text-rose-700">{t("agentOrder.balanceShort", { balance })}</p>
          <TopUpLinks />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={onCancel}>
          {t("orderPage.cancelOrder")}
        </button>
        <button type="button" className="btn-primary" disabled={busy || short} onClick={accept}>
          {t("agentOrder.accept", { extra })}
        </button>
      </div>
    </section>
  );
}
