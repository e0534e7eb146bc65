import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";

const int = z.number().int();

/**
 * A payment of an order or a packing list (lib/invoices/payment-refs.ts): its ledger row id, the id its
 * qualified invoice downloads by (GET /shop/invoice/transaction/{id}).
 */
export const ZPaymentRefView = z.object({
  id: int,
  /** TRANSACTION_TYPE */
  type: int,
  /** signed: a payment is negative */
  amountYen: int,
  createTime: ZTime,
});
