import { getDb } from "@/lib/db/client";
import { addClearancePerson } from "@/lib/clearance/clearance-persons";
import { saveAddress } from "@/lib/addresses/addresses";
import { createLabel, printLabel } from "@/lib/shipping/labels";
import { storeBytes } from "@/lib/uploads/upload-file";
import { ZAddressSave } from "@/lib/validation/address";
import { ZClearanceSave } from "@/lib/validation/clearance";
import { parseInput } from "@/lib/validation/parse";
import { ZIdBody, ZLabelCreate } from "@/lib/validation/shipping";
import { pdf } from "./files";

/** What a shipment needs besides goods: an address, an importer, the Amazon JP site, materials. */
export async function shippingSetup(customerId: number) {
  const db = getDb();
  // The prefectures come with the migrations (prisma/migrations/20261126001500_prefectures).
  const region = await db.region.findFirstOrThrow({ where: { code: "13" } });
  const address = await saveAddress(
    customerId,
    ZAddressSave.parse({
      name: "山田 太郎",
      postalCode: "150-0002",
      regionId: region.id,
      address: "渋谷区渋谷2-15-1",
      phone: "090-1234-5678",
    }),
    "ja",
  );
  const importer = await addClearancePerson(
    customerId,
    ZClearanceSave.parse({
      importerName: "山田 太郎",
      customsCode: "P123456789012",
      phone: "090-1234-5678",
      postalCode: "150-0002",
      address: "東京都渋谷区渋谷2-15-1",
    }),
  );
  const site = await db.amazonSite.upsert({
    where: { siteId: "A1VC38T7YXB528" },
    update: { active: true },
    create: {
      siteId: "A1VC38T7YXB528",
      siteNameEn: "Amazon.co.jp",
      countryCode: "JP",
      marketplace: "amazon.co.jp",
    },
  });
  const material =
    (await db.packingMaterial.findFirst({ where: { active: true } })) ??
    (await db.packingMaterial.create({
      data: { nameJa: "緩衝材", nameZh: "气泡膜", nameEn: "Bubble wrap", nameKo: "뽁뽁이", priceYen: 300 },
    }));
  const carton =
    (await db.transportCase.findFirst({ where: { active: true } })) ??
    (await db.transportCase.create({
      data: {
        nameJa: "段ボール",
        nameZh: "纸箱",
        nameEn: "Carton",
        nameKo: "박스",
        lengthCm: 60,
        widthCm: 40,
        heightCm: 40,
        maxWeightGrams: 25_000,
        priceYen: 450,
      },
    }));
  return { addressId: address.id, clearancePersonId: importer.id, amazonSiteId: site.id, material, carton };
}

/** A trade label the seller uploaded for these order lines (printed unless told otherwise). */
export async function tradeLabel(customerId: number, orderLineIds: number[], printed = true) {
  const file = await storeBytes({
    customerId,
    modular: "label",
    filename: "label.pdf",
    bytes: new Uint8Array(pdf()),
    kind: "pdf",
    extension: "pdf",
  });
  // As POST /shop/label/add and /shop/label/print parse them (lib/validation/parse.ts).
  const label = await createLabel(
    customerId,
    parseInput(ZLabelCreate, { fileUrl: file.url, labelType: "trade", orderLineIds }),
  );
  if (printed) await printLabel(customerId, parseInput(ZIdBody, { id: label.id }));
  return label.id;
}

/**
 * A seller with a packing list awaiting payment of its bill, made through the real functions: stored goods,
 * submitted to an address by air, packed in one box and billed. The seller's balance is spent down to 0
 * first, so the bill must be paid by other means.
 */
export async function billedContainer() {
  const { storedOrder } = await import("./warehouse");
  const { submitShipment } = await import("./operator");
  const { confirmContainer, priceBill, recordPacking, startPacking } = await import("./operator");
  const { applyBalanceChangeNow } = await import("@/lib/wallet/ledger");
  const { SHIPPING_MODE, TRANSACTION_TYPE } = await import("@/lib/codes");
  const o = await storedOrder([[4, 1_000]]);
  const setup = await shippingSetup(o.customer.id);
  const submitted = await submitShipment(o.customer.id, {
    lines: [{ orderLineId: o.lineIds[0], quantity: 4 }],
    destination: "address",
    addressId: setup.addressId,
    clearancePersonId: setup.clearancePersonId,
    shippingMode: SHIPPING_MODE.AIR,
  });
  const container = await getDb().container.findUniqueOrThrow({ where: { id: submitted.id } });
  if (container.status === 11) await confirmContainer({ containerId: container.id });
  await startPacking({ containerId: container.id });
  const [line] = await getDb().containerLine.findMany({ where: { containerId: container.id } });
  await recordPacking({
    containerId: container.id,
    boxes: [
      {
        lengthCm: 30,
        widthCm: 20,
        heightCm: 20,
        actualWeightGrams: 2_000,
        items: [{ containerLineId: line.id, quantity: 4 }],
      },
    ],
  });
  await priceBill({ containerId: container.id });
  const { balanceYen } = await getDb().customer.findUniqueOrThrow({ where: { id: o.customer.id } });
  if (balanceYen)
    await applyBalanceChangeNow({
      customerId: o.customer.id,
      type: TRANSACTION_TYPE.COMPENSATION,
      amountYen: -balanceYen,
      remark: "test: spend the balance",
    });
  const bill = await getDb().container.findUniqueOrThrow({ where: { id: container.id } });
  return { customer: o.customer, bill };
}
