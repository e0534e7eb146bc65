"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { AGENT_FLAG } from "@/lib/codes";
import type { FilterChange } from "../../../_components/use-query-filters";
import type { OrderFilters } from "../../../_orders/order-api";
import type { OrderCounts } from "../../../_orders/types";
import { StatusChips } from "./status-chips";

/**
 * SPEC §2 order bottom menu, by value: -1 order list, 0 own orders, 1 agent orders, 2 bad orders,
 * 3 feedback list, 4 status popup (70vh), 6 batch add (choose stored goods to ship), 99 back.
 * On the order list 0/1/4 filter it in place; on the bad-order and feedback screens they lead there.
 */
const MENU = Object.freeze({
  LIST: -1,
  OWN: 0,
  AGENT: 1,
  BAD: 2,
  FEEDBACK: 3,
  STATUS: 4,
  BATCH_ADD: 6,
  BACK: 99,
});
const BUTTONS = [
  { value: MENU.LIST, key: "menuList" },
  { value: MENU.OWN, key: "menuOwn" },
  { value: MENU.AGENT, key: "menuAgent" },
  { value: MENU.BAD, key: "menuBad" },
  { value: MENU.FEEDBACK, key: "menuFeedback" },
  { value: MENU.STATUS, key: "menuStatus" },
  { value: MENU.BATCH_ADD, key: "menuBatchAdd" },
  { value: MENU.BACK, key: "menuBack" },
] as const;

const LIST = "/order/orderList";
/** Buttons that switch something on the list (pressed or not); the others lead somewhere. */
const FILTERS: readonly number[] = [MENU.OWN, MENU.AGENT, MENU.STATUS];

export type OrderListControls = {
  filters: OrderFilters;
  counts: OrderCounts | undefined;
  popupOpen: boolean;
  setPopupOpen: (open: boolean) => void;
  onChange: (change: FilterChange<OrderFilters>, replaceAll?: boolean) => void;
};

/** `list` on the order list itself; `current` on the other order screens. */
type Props = { list: OrderListControls; current?: never } | { list?: never; current: "bad" | "feedback" };

export function OrderBottomMenu({ list, current }: Props) {
  const t = useTranslations("orderPage");
  const router = useRouter();
  const popupOpen = list?.popupOpen ?? false;
  const setPopupOpen = list?.setPopupOpen;

  useEffect(() => {
    if (!popupOpen || !setPopupOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setPopupOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [popupOpen, setPopupOpen]);

  const buttons = BUTTONS.filter((b) => b.value !== MENU.STATUS || list);
  const active = (value: number) =>
    (value === MENU.OWN && list?.filters.agentFlag === AGENT_FLAG.OWN) ||
    (value === MENU.AGENT && list?.filters.agentFlag === AGENT_FLAG.AGENT) ||
    (value === MENU.BAD && current === "bad") ||
    (value === MENU.FEEDBACK && current === "feedback") ||
    (value === MENU.STATUS && popupOpen);

  function press(value: number) {
    if (value !== MENU.STATUS) setPopupOpen?.(false);
    if (value === MENU.BAD) router.push("/order/orderBad");
    else if (value === MENU.FEEDBACK) router.push("/feedback/feedbackList");
    else if (value === MENU.BATCH_ADD) router.push("/batch/batchAdd");
    else if (value === MENU.BACK) router.back();
    else if (!list) {
      if (value === MENU.LIST) router.push(LIST);
      else if (value === MENU.OWN) router.push(`${LIST}?agentFlag=${AGENT_FLAG.OWN}`);
      else if (value === MENU.AGENT) router.push(`${LIST}?agentFlag=${AGENT_FLAG.AGENT}`);
    } else if (value === MENU.LIST) list.onChange({}, true);
    else if (value === MENU.OWN) list.onChange({ agentFlag: AGENT_FLAG.OWN });
    else if (value === MENU.AGENT) list.onChange({ agentFlag: AGENT_FLAG.AGENT });
    else if (value === MENU.STATUS) list.setPopupOpen(!popupOpen);
  }

  return (
    <>
      {list && popupOpen && (
        <div
          className="fixed inset-0 z-40 bg-slate-900/40"
          onClick={() => list.setPopupOpen(false)}
          aria-hidden
        />
      )}
      {list && popupOpen && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={t("statusPopup")}
          data-testid="status-popup"
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex h-[70vh] max-w-3xl flex-col rounded-t-2xl bg-white p-4 shadow-xl"
        >
          <div className="mb-3 flex items-center justify-between">
            <h2 className="font-bold">{t("statusPopup")}</h2>
            <button type="button" className="btn-secondary" onClick={() => list.setPopupOpen(false)}>
              {t("close")}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <StatusChips
              layout="grid"
              value={list.filters.orderStatus}
              counts={list.counts}
              onPick={(v) => {
                list.onChange({ orderStatus: v });
                list.setPopupOpen(false);
              }}
            />
          </div>
        </div>
      )}
      <nav
        aria-label={t("menu")}
        data-overlay-bar
        className="sticky bottom-16 z-30 mt-2 rounded-xl bg-white/95 shadow-md ring-1 ring-slate-200 backdrop-blur md:bottom-2"
      >
        {/* One row at any width, scrolled sideways where it does not fit: a second row would cover the cards it
            floats over. Wider screens share the room out; a label never wraps (フィードバッ / ク). */}
        <ul className="flex overflow-x-auto [scrollbar-width:none]">
          {buttons.map((b) => (
            <li key={b.value} className="shrink-0 sm:flex-1">
              <button
                type="button"
                data-menu={b.value}
                aria-pressed={FILTERS.includes(b.value) ? active(b.value) : undefined}
                aria-current={!FILTERS.includes(b.value) && active(b.value) ? "page" : undefined}
                onClick={() => press(b.value)}
                className={`w-full whitespace-nowrap px-3 py-2.5 text-xs leading-tight sm:px-1.5 sm:text-sm ${active(b.value) ? "font-semibold text-brand" : "text-slate-600"}`}
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
