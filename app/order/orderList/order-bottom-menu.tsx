"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AGENT_FLAG, ORDER_STATUS } from "@/lib/codes";
import type { OrderFilters } from "../../_orders/order-api";
import type { OrderCounts } from "../../_orders/types";
import { StatusChips } from "./status-chips";

/**
 * SPEC §2 order bottom menu, by value: -1 order list, 0 own orders, 1 agent orders, 2 bad orders,
 * 4 status popup (70vh), 99 back. 3 (feedback list) and 6 (batch add) are left out while those
 * screens do not exist; 2 filters this list to the bad-order group until /order/orderBad exists.
 */
const BUTTONS = [
  { value: -1, key: "menuList" },
  { value: 0, key: "menuOwn" },
  { value: 1, key: "menuAgent" },
  { value: 2, key: "menuBad" },
  { value: 4, key: "menuStatus" },
  { value: 99, key: "menuBack" },
] as const;

type Props = {
  filters: OrderFilters;
  counts: OrderCounts | undefined;
  popupOpen: boolean;
  setPopupOpen: (open: boolean) => void;
  onChange: (
    change: Partial<Record<keyof OrderFilters, string | number | undefined>>,
    replaceAll?: boolean,
  ) => void;
};

export function OrderBottomMenu({ filters, counts, popupOpen, setPopupOpen, onChange }: Props) {
  const t = useTranslations("orderPage");
  const router = useRouter();

  useEffect(() => {
    if (!popupOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setPopupOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [popupOpen, setPopupOpen]);

  const active = (value: number) =>
    (value === 0 && filters.agentFlag === AGENT_FLAG.OWN) ||
    (value === 1 && filters.agentFlag === AGENT_FLAG.AGENT) ||
    (value === 2 && filters.orderStatus === ORDER_STATUS.DEFECT_PENDING) ||
    (value === 4 && popupOpen);

  function press(value: number) {
    if (value !== 4) setPopupOpen(false);
    if (value === -1) onChange({}, true);
    else if (value === 0) onChange({ agentFlag: AGENT_FLAG.OWN });
    else if (value === 1) onChange({ agentFlag: AGENT_FLAG.AGENT });
    else if (value === 2) onChange({ orderStatus: ORDER_STATUS.DEFECT_PENDING });
    else if (value === 4) setPopupOpen(!popupOpen);
    else if (value === 99) router.back();
  }

  return (
    <>
      {popupOpen && (
        <div className="fixed inset-0 z-40 bg-slate-900/40" onClick={() => setPopupOpen(false)} aria-hidden />
      )}
      {popupOpen && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t("statusPopup")}
          data-testid="status-popup"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex h-[70vh] max-w-3xl flex-col rounded-t-2xl bg-white p-4 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="font-bold">{t("statusPopup")}</h2>
            <button type="button" className="btn-secondary" onClick={() => setPopupOpen(false)}>
              {t("close")}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <StatusChips
              layout="grid"
              value={filters.orderStatus}
              counts={counts}
              onPick={(v) => {
                onChange({ orderStatus: v });
                setPopupOpen(false);
              }}
            />
          </div>
        </div>
      )}
      <nav
        aria-label={t("menu")}
        className="sticky bottom-16 z-30 mt-2 rounded-xl bg-white/95 shadow-md ring-1 ring-slate-200 backdrop-blur md:bottom-2"
      >
        <ul className="grid grid-cols-6">
          {BUTTONS.map((b) => (
            <li key={b.value}>
              <button
                type="button"
                data-menu={b.value}
                aria-pressed={b.value === -1 || b.value === 99 ? undefined : active(b.value)}
                onClick={() => press(b.value)}
                className={`w-full px-1 py-2.5 text-xs sm:text-sm ${active(b.value) ? "font-semibold text-brand" : "text-slate-600"}`}
              >
                {t(b.key)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
