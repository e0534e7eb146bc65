import { TAX_CATEGORY_ORDER, TAX_RATE_PERCENT, type TaxCategory } from "./tax-rules";

/**
 * The consumption tax of a qualified invoice (docs/invoices.md "Computation"). The shop's yen amounts are what
 * the seller pays, tax included (税込): the ledger debits them as they are. So per tax category the invoice
 * shows the tax-inclusive total and the tax contained in it, total × rate / (100 + rate), rounded down to the
 * yen ONCE per rate per invoice, never per line (インボイス制度: one rounding per rate per invoice; rounding
 * down is the usual choice and the seller's favour). Pure: no database, no clock.
 */

export type InvoiceLine = {
  /** message key of what was supplied, rendered at print time, and its parameters */
  key: string;
  params?: Record<string, string | number>;
  /** tax-inclusive integer yen (a correction may carry negative lines) */
  amountYen: number;
  category: TaxCategory;
};

export type RateSummary = {
  category: TaxCategory;
  ratePercent: number;
  /** the tax-inclusive total of the lines of this category (対象額, 税込) */
  totalYen: number;
  /** the consumption tax contained in it (消費税額) */
  taxYen: number;
};

/** The tax contained in a tax-inclusive amount, rounded toward zero (a negative correction mirrors a charge). */
export function taxIncludedYen(amountYen: number, ratePercent: number): number {
  if (!Number.isSafeInteger(amountYen)) throw new RangeError(`not an integer yen amount: ${amountYen}`);
  if (ratePercent === 0) return 0;
  // Integer arithmetic: amount × rate / (100 + rate) without floating-point error.
  const tax = Math.floor((Math.abs(amountYen) * ratePercent) / (100 + ratePercent));
  return amountYen < 0 ? -tax : tax;
}

/** Per category present, in the law's order (10 %, 8 %, exempt, out of scope): the total and its tax. */
export function summarizeByRate(lines: readonly InvoiceLine[]): RateSummary[] {
  const totals = new Map<TaxCategory, number>();
  for (const line of lines) totals.set(line.category, (totals.get(line.category) ?? 0) + line.amountYen);
  return TAX_CATEGORY_ORDER.filter((c) => totals.has(c)).map((category) => {
    const totalYen = totals.get(category) as number;
    const ratePercent = TAX_RATE_PERCENT[category];
    return { category, ratePercent, totalYen, taxYen: taxIncludedYen(totalYen, ratePercent) };
  });
}

export const invoiceTotalYen = (lines: readonly InvoiceLine[]) => lines.reduce((s, l) => s + l.amountYen, 0);

/** Reduced-rate lines are marked (※ on the paper, with a note saying what the mark means). */
export const isReducedRate = (line: Pick<InvoiceLine, "category">) => line.category === "reduced8";

/**
 * Splits `totalYen` over parts in proportion to their weights, in whole yen, the remainder to the largest
 * fractions first (ties: the earlier part): the parts always add up to exactly `totalYen`. Used when what a
 * ledger row paid differs from the order's current breakdown (an order split or repriced after payment).
 */
export function allocateYen(totalYen: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === totalYen) return [...weights];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? totalYen : 0));
  const exact = weights.map((w) => (w * totalYen) / sum);
  const parts = exact.map(Math.floor);
  let left = totalYen - parts.reduce((s, p) => s + p, 0);
  const byFraction = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of byFraction) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}
