import { CONTAINER_STATUS } from "@/lib/codes";
import { pathOf } from "@/lib/client/endpoint";
import {
  customsFbaBoxContents,
  customsInvoice,
  customsPackingList,
  customsWorkbook,
} from "@/lib/client/endpoints";
import type { ContainerDetail } from "../../_shipping/shipping-api";

/** The statuses whose boxes are final, as lib/customs/commercial-invoice.ts hands out papers for. */
const PAPERS: ReadonlySet<number> = new Set([
  CONTAINER_STATUS.PACKED,
  CONTAINER_STATUS.AWAITING_PAYMENT,
  CONTAINER_STATUS.AWAITING_DISPATCH,
  CONTAINER_STATUS.DISPATCHED,
]);

export type PaperLink = { key: "invoice" | "packingList" | "workbook" | "boxContents"; href: string };

type Container = Pick<ContainerDetail, "id" | "status" | "destination" | "boxes" | "lines">;

/**
 * The customs papers' files of a packing list (docs/customs-papers.md), none before it is packed. Plain links:
 * the browser sends the session cookie to its own site.
 */
export function customsPaperLinks(c: Container): PaperLink[] {
  if (!PAPERS.has(c.status) || !c.boxes.length) return [];
  const params = { containerId: c.id };
  const href = (route: { path: string }) => `/api${pathOf(route, params)}`;
  return [
    { key: "invoice", href: href(customsInvoice) },
    { key: "packingList", href: href(customsPackingList) },
    { key: "workbook", href: href(customsWorkbook) },
    ...(c.destination === "fba" ? [{ key: "boxContents" as const, href: href(customsFbaBoxContents) }] : []),
  ];
}

/** What each box of an FBA packing list holds, by FNSKU / seller SKU (the goods name where it has neither). */
export function fbaBoxContentsOf(c: Container) {
  if (c.destination !== "fba") return [];
  const lineOf = new Map(c.lines.map((l) => [l.id, l]));
  return c.boxes.map((b) => ({
    boxNo: b.boxNo,
    items: b.items.map((it) => {
      const line = lineOf.get(it.containerLineId);
      const codes = [line?.fnsku && `FNSKU ${line.fnsku}`, line?.sellerSku && `SKU ${line.sellerSku}`];
      return {
        containerLineId: it.containerLineId,
        label: codes.filter(Boolean).join(" · ") || it.goodsName,
        quantity: it.quantity,
      };
    }),
  }));
}
