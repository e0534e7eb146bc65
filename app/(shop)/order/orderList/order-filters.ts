import { AGENT_FLAG } from "@/lib/codes";
import { isPickable } from "@/lib/inputs/date-range";
import type { OrderFilters } from "../../../_orders/order-api";
import { STATUS_FILTERS } from "../../../_orders/status-filters";

const STATUS_VALUES = STATUS_FILTERS.map((f) => f.value).filter((v): v is number => v !== undefined);
const AGENT_VALUES: number[] = [AGENT_FLAG.OWN, AGENT_FLAG.AGENT];

/**
 * Reads the list's filters from the address (so back and reload keep them); unknown values are ignored.
 * The server reads them too, to render the first page with the screen.
 */
export function readFilters(params: URLSearchParams): OrderFilters {
  const num = (k: string) =>
    params.get(k) === null || params.get(k) === "" ? undefined : Number(params.get(k));
  const status = num("orderStatus");
  const agent = num("agentFlag");
  const start = params.get("createTimeStart") ?? "";
  const end = params.get("createTimeEnd") ?? "";
  const id = (params.get("id") ?? "").trim();
  const range = isPickable(start) && isPickable(end) && start <= end;
  return {
    ...(status !== undefined && STATUS_VALUES.includes(status) ? { orderStatus: status } : {}),
    ...(agent !== undefined && AGENT_VALUES.includes(agent) ? { agentFlag: agent } : {}),
    ...(range ? { createTimeStart: start, createTimeEnd: end } : {}),
    ...(/^[A-Za-z0-9-]{1,32}$/.test(id) ? { id } : {}),
  };
}
