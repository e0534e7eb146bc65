import { SHIPPING_FEE_KIND as FEE } from "@/lib/shipping/rates";

/**
 * Which consumption-tax treatment each part of a charge gets on a qualified invoice (docs/invoices.md
 * "Tax rates"). This table is the configuration: the defaults below are the common reading for a Japanese
 * purchasing agent that buys goods in China for Japanese importers, and a tax adviser must confirm them for the
 * operator's own business before the shop issues real invoices.
 */

/**
 * A treatment: the taxable rates (10 % standard, 8 % reduced: food and drink other than alcohol, newspapers),
 * export/international transport exempt at 0 % (免税), and outside the tax's scope (不課税: supplied abroad, or
 * money paid on the buyer's behalf).
 */
export const TAX_CATEGORIES = ["standard10", "reduced8", "exempt", "outOfScope"] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** The rate in percent; exempt and out-of-scope carry no tax. */
export const TAX_RATE_PERCENT: Readonly<Record<TaxCategory, number>> = Object.freeze({
  standard10: 10,
  reduced8: 8,
  exempt: 0,
  outOfScope: 0,
});

/** The order the per-rate table lists the categories in (the law's: the taxable rates first). */
export const TAX_CATEGORY_ORDER: readonly TaxCategory[] = TAX_CATEGORIES;

/** The parts a charge is made of (what lib/pricing, the packing-list bill and the other payments charge). */
export const CHARGE_COMPONENTS = [
  "goods",
  "domesticShipping",
  "commission",
  "internationalFreight",
  "packingMaterial",
  "labelWork",
  "otherService",
  "storage",
  "defectHandling",
  "memberPlan",
] as const;
export type ChargeComponent = (typeof CHARGE_COMPONENTS)[number];

/**
 * The default treatment per component, and why:
 * - goods: bought from the Chinese supplier and handed over in China (the agent's warehouse); a transfer of
 *   goods lying abroad is outside Japan's consumption tax (消費税法 4条3項1号). The importer pays the import
 *   consumption tax at customs and deducts it on the customs receipt, so charging 10 % here would tax them twice.
 * - domesticShipping: the supplier's carriage to the warehouse inside China, likewise supplied abroad.
 * - commission, packing materials, label work, other services, storage: the agent's own services to a Japanese
 *   business, taxed at the standard 10 %. (If the operator is a foreign company performing them only in China,
 *   these may be outside the scope instead: the first thing to confirm.)
 * - internationalFreight: carriage from China to Japan is international transport, exempt (0 %, 消費税法 7条1項3号);
 *   a shipping adjustment after the carrier re-weighed the shipment is more of the same freight.
 * - defectHandling: the return or destruction fee of a defect (lib/problems): the agent's handling at its
 *   warehouse, sending back included, quoted and charged as one fee — the agent's service, 10 %.
 * - memberPlan: the member plan's fee buys a lower commission for a term — the agent's service, 10 %.
 * Duty and import consumption tax (ledger type 17) are no component: paid on the seller's behalf (立替金), they
 * have no invoice at all (NOT_INVOICED in invoiceable.ts).
 */
export const DEFAULT_TAX_RULES: Readonly<Record<ChargeComponent, TaxCategory>> = Object.freeze({
  goods: "outOfScope",
  domesticShipping: "outOfScope",
  commission: "standard10",
  internationalFreight: "exempt",
  packingMaterial: "standard10",
  labelWork: "standard10",
  otherService: "standard10",
  storage: "standard10",
  defectHandling: "standard10",
  memberPlan: "standard10",
});

export type TaxRules = Readonly<Record<ChargeComponent, TaxCategory>>;

/** The rules in force: the defaults (changed here, in code review, with the tax adviser's answer). */
export function taxRules(): TaxRules {
  return DEFAULT_TAX_RULES;
}

/** What a packing-list bill's fee line (container_fee.kind, lib/shipping/rates.ts) is, for its tax treatment. */
export function componentOfFeeKind(kind: string): ChargeComponent {
  switch (kind) {
    case FEE.FREIGHT:
      return "internationalFreight";
    case FEE.MATERIAL:
      return "packingMaterial";
    case FEE.FBA_LABEL:
    case FEE.TRADE_LABEL:
      return "labelWork";
    case FEE.STORAGE:
      return "storage";
    default:
      return "otherService";
  }
}
