import { ORDER_STATUS } from "@/lib/codes";

/**
 * Statuses in which pieces are on their way to the warehouse: the supplier's parcel (0), an exchange's
 * replacements (32) and a reissue's new pieces (40). One set for everything that asks "what is expected?": the
 * arrival takes orders only in these (recordArrival), the dashboard's "arrivals expected" counts them and the
 * receiving desk lists them (lib/warehouse/receiving.ts listExpectedArrivals), so the count and the list agree.
 */
export const ARRIVING: readonly number[] = [
  ORDER_STATUS.AWAITING_ARRIVAL,
  ORDER_STATUS.EXCHANGE_AWAITING_ARRIVAL,
  ORDER_STATUS.REISSUE_AWAITING_ARRIVAL,
];
