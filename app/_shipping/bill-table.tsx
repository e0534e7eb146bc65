"use client";

import { useTranslations } from "next-intl";
import { SHIPPING_FEE_KIND } from "@/lib/shipping/rates";
import { Yen } from "@/app/_components/money";
import { kg } from "./container-state";
import type { ContainerDetail } from "./shipping-api";

/** The bill line by line (the server words each line in the reader's language) and its total. */
export function BillTable({ container: c }: { container: ContainerDetail }) {
  const t = useTranslations("shipmentPage");
  const quantity = (kind: string, q: number) =>
    kind === SHIPPING_FEE_KIND.FREIGHT
      ? `${kg(q)} kg`
      : q > 1 || kind !== SHIPPING_FEE_KIND.OTHER
        ? `×${q}`
        : "";
  return (
    <section className="card flex flex-col gap-3" data-testid="bill">
      <h2 className="font-bold">{t("billTitle")}</h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th className="py-1 font-normal">{t("feeItem")}</th>
            <th className="py-1 text-right font-normal">{t("feeQuantity")}</th>
            <th className="py-1 text-right font-normal">{t("feeAmount")}</th>
          </tr>
        </thead>
        <tbody>
          {c.fees.map((f, i) => (
            <tr
              key={i}
              className="border-b border-slate-100 align-top"
              data-testid="bill-line"
              data-kind={f.kind}
            >
              <td className="break-words py-1.5 pr-2">{f.description}</td>
              <td className="whitespace-nowrap py-1.5 text-right tabular-nums text-slate-600">
                {quantity(f.kind, f.quantity)}
              </td>
              <td className="whitespace-nowrap py-1.5 pl-2 text-right tabular-nums">
                <Yen amount={f.amountYen} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-semibold">
              {t("billTotal")}
            </th>
            <td className="pt-2 text-right" data-testid="bill-total" data-yen={c.totalYen}>
              <Yen amount={c.totalYen} className="text-xl font-bold text-brand" />
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
