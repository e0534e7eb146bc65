/**
 * PayPal's Japanese merchant fee, paid by the customer on top of the amount credited (3.6 % + 40 yen,
 * rounded up to the yen). The customer pays amount + fee at PayPal; the balance gets the amount. The one
 * formula: the server's PayPal order (lib/paypal/top-up.ts), the top-up screen, /bundle's PayPal option and
 * the seed call `paypalFeeYen`. Browser-safe.
 */
export const PAYPAL_FEE = Object.freeze({ ratePerMille: 36, fixedYen: 40 });

export function paypalFeeYen(amountYen: number): number {
  return Math.ceil((amountYen * PAYPAL_FEE.ratePerMille) / 1000) + PAYPAL_FEE.fixedYen;
}
