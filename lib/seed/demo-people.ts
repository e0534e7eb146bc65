import { addToCart } from "@/lib/cart/add-to-cart";
import { addClearancePerson } from "@/lib/clearance/clearance-persons";
import { updateCompany } from "@/lib/company/company";
import { saveAddress } from "@/lib/addresses/addresses";
import { ZAddressSave } from "@/lib/validation/address";
import { ZCartInsert } from "@/lib/validation/cart";
import { ZClearanceSave } from "@/lib/validation/clearance";
import { ZCompanyUpdate } from "@/lib/validation/company";
import { parseInput } from "@/lib/validation/parse";
import type { CatalogueGoods } from "./catalogue";
import type { Clock } from "./demo-clock";
import type { Ref } from "./demo-reference";
import type { TimedStep } from "./demo-steps";

/** What the seller's other screens show: addresses, clearance persons (importers), company details, a cart. */
export type People = { homeAddressId?: number; companyClearanceId?: number; personalClearanceId?: number };

export function demoPeopleSteps(
  clock: Clock,
  ref: Ref,
  catalogue: readonly CatalogueGoods[],
  customerId: number,
  out: People,
): TimedStep[] {
  const address = (
    daysAgo: number,
    hh: number,
    input: Record<string, unknown>,
    keep?: (id: number) => void,
  ): TimedStep => ({
    at: clock.at(daysAgo, hh),
    label: `address:${String(input.name)}`,
    run: async () => {
      const saved = await saveAddress(customerId, parseInput(ZAddressSave, input), "ja");
      keep?.(saved.id);
    },
  });
  const importer = (
    daysAgo: number,
    hh: number,
    input: Record<string, unknown>,
    keep: (id: number) => void,
  ): TimedStep => ({
    at: clock.at(daysAgo, hh),
    label: `clearance:${String(input.importerName)}`,
    run: async () => keep((await addClearancePerson(customerId, parseInput(ZClearanceSave, input))).id),
  });
  const cart = (goods: number, sku: number, qty: number, daysAgo: number, hh: number): TimedStep => ({
    at: clock.at(daysAgo, hh, 10),
    label: `cart:${goods}`,
    run: async () => {
      const g = catalogue[goods];
      const s = g.skus[sku % g.skus.length];
      await addToCart(
        customerId,
        parseInput(ZCartInsert, {
          goodsId: ref.goodsIdOf(g),
          skuId: s.skuId,
          platformType: g.platform,
          goodsPrice: s.priceFen / 100,
          goodsCount: Math.max(qty, g.minOrderQty),
          spData: s.specs,
        }),
      );
    },
  });
  return [
    address(
      59,
      14,
      {
        name: "山田 太郎",
        postalCode: "150-0002",
        regionId: ref.regionId.get("13"),
        address: "渋谷区渋谷2-15-1 ヤマダビル5F",
        phone: "090-1234-5678",
        email: "demo@example.com",
        companyName: "株式会社ヤマダトレーディング",
        isDefault: true,
      },
      (id) => (out.homeAddressId = id),
    ),
    address(50, 10, {
      name: "山田 花子",
      postalCode: "530-0001",
      regionId: ref.regionId.get("27"),
      address: "大阪市北区梅田1-3-1 梅田第一ビル302号室",
      phone: "06-6345-1234",
    }),
    address(35, 16, {
      name: "物流センター 受付",
      postalCode: "812-0013",
      regionId: ref.regionId.get("40"),
      address: "福岡市博多区博多駅東2-8-5 倉庫棟B",
      phone: "092-432-5678",
      email: "logistics@yamada-trading.example",
      companyName: "ヤマダ物流株式会社",
    }),
    importer(
      58,
      15,
      {
        importerName: "株式会社ヤマダトレーディング",
        customsCode: "P123456789012",
        naccsAccount: "5YMD1",
        corporateId: "2011001234567",
        phone: "03-1234-5678",
        postalCode: "150-0002",
        address: "東京都渋谷区渋谷2-15-1 ヤマダビル5F",
        email: "import@yamada-trading.example",
      },
      (id) => (out.companyClearanceId = id),
    ),
    importer(
      50,
      11,
      {
        importerName: "山田 太郎",
        customsCode: "p987654321098",
        phone: "090-1234-5678",
        postalCode: "530-0001",
        address: "大阪府大阪市北区梅田1-3-1 梅田第一ビル302号室",
        email: "demo@example.com",
      },
      (id) => (out.personalClearanceId = id),
    ),
    {
      // The company details invoices and customs papers print (docs/company.md).
      at: clock.at(58, 16),
      label: "company",
      run: async () => {
        const input = parseInput(ZCompanyUpdate, {
          companyName: "株式会社ヤマダトレーディング",
          corporateId: "2011001234567",
          naccsAccount: "5YMD1",
          postalCode: "150-0002",
          regionId: ref.regionId.get("13"),
          address: "渋谷区渋谷2-15-1 ヤマダビル5F",
          phone: "03-1234-5678",
          invoiceRecipientName: "株式会社ヤマダトレーディング 経理部",
        });
        await updateCompany(customerId, input, "ja");
      },
    },
    cart(8, 2, 4, 1, 8),
    cart(33, 1, 10, 0, 9),
    cart(71, 4, 6, 0, 10),
  ];
}
