import { fenToYen } from "./convert";

/**
 * The goods money of `pieces` at a unit price (fen) in yen at the order's rate, rounded up once for the
 * pieces together like every converted amount (SPEC §1): what a partial return, a partial destruction's
 * preview or an accepted shortage refunds. The server's refunds (lib/problems/handling-rules.ts
 * `moneyEffect`) and the defect screen's preview of a chosen quantity both come here, so the screen shows
 * the yen the balance gets; scaling the default quantity's yen instead was a yen off. Browser-safe.
 */
export const refundForPiecesYen = (unitFen: number, pieces: number, rate: number): number =>
  fenToYen(unitFen * pieces, rate);
