import {
  ORDER_STATUS as S,
  PROBLEM_HANDLING as H,
  PROBLEM_TYPE as T,
  STORAGE_TYPE,
  INVENTORY_STATUS,
} from "@/lib/codes";
import { addToCart } from "@/lib/cart/add-to-cart";
import { getDb } from "@/lib/db/client";
import { confirmAgentPrice, submitAgentOrder, ZAgentPrice } from "@/lib/orders/agent-order";
import { ACTOR } from "@/lib/orders/lifecycle";
import { changeOrderStatus } from "@/lib/orders/change-order-status";
import { payOrdersWithBalance } from "@/lib/orders/pay-orders";
import { submitOrder } from "@/lib/orders/submit-order";
import { yuanToFen } from "@/lib/pricing/convert";
import { completeDestruction, completeReturn } from "@/lib/problems/agent-complete";
import { rejectApplication } from "@/lib/problems/agent-decline";
import { sendBackForExchange } from "@/lib/problems/agent-exchange";
import { quoteProblemFee } from "@/lib/problems/agent-quote-fee";
import { splitOffProblem } from "@/lib/problems/agent-split-off";
import { applyProblem } from "@/lib/problems/apply-problem";
import { payProblemFee } from "@/lib/problems/pay-problem-fee";
import { ZCartInsert } from "@/lib/validation/cart";
import { startInspection } from "@/lib/warehouse/record-arrival";
import { ZAgentOrder, ZOrderSubmit } from "@/lib/validation/order";
import { parseInput } from "@/lib/validation/parse";
import {
  ZAgentProblemNote,
  ZFeeQuote,
  ZProblemApply,
  ZProblemFeePay,
  ZRejectApplication,
  ZReturnDone,
} from "@/lib/validation/problem";
import { ZOrderNote } from "@/lib/validation/warehouse";
import type { CatalogueGoods } from "./catalogue";
import { makeRng } from "./catalogue-random";
import { MIN, officeHours, type Clock } from "./demo-clock";
import type { Ref } from "./demo-reference";
import type { TimedStep } from "./demo-steps";
import {
  agentArrive,
  agentInspect,
  agentPurchase,
  agentShip,
  agentStore,
  type DefectPlan,
} from "./warehouse-steps";

type Rng = ReturnType<typeof makeRng>;

/**
 * demo@example.com's orders: one or more for every order status of SPEC §4, each reached by the real
 * functions in the order a seller and the agent would call them (lib/orders, lib/warehouse, lib/problems).
 * `to` names the last step; the steps are spread between `createdDays` and `lastDays` ago.
 */
type Step =
  | "submit"
  | "confirmPrice"
  | "higherPrice"
  | "pay"
  | "cancel"
  | "cannotPurchase"
  | "close"
  | "purchase"
  | "purchaseCheaper"
  | "ship"
  | "arrive"
  | "startInspection"
  | "inspect"
  | "store"
  | "apply"
  | "reject"
  | "sendBack"
  | "split"
  | "quote"
  | "payFee"
  | "returned"
  | "destroyed";

export type OrderPlan = {
  key: string;
  goods: number;
  lines: readonly [sku: number, qty: number][];
  createdDays: number;
  lastDays: number;
  steps: readonly Step[];
  remark?: string;
  fba?: boolean;
  /** pieces of the last line that do not arrive */
  short?: number;
  defect?: DefectPlan & { handling?: number; applyQuantity?: number; applyNote?: string };
  /** the agent refuses the application with this reason */
  rejectReason?: string;
  storage?: { type: number; count: number };
  /** an agent order for a link the catalogue does not know: the seller's expected unit price (yuan) */
  agent?: { url: string; name: string; specs: string; unitPrice: number; realPrice?: number };
};

const PAID: readonly Step[] = ["submit", "pay"];
const AT_WAREHOUSE: readonly Step[] = [...PAID, "purchase", "ship", "arrive"];
const INSPECTED: readonly Step[] = [...AT_WAREHOUSE, "startInspection", "inspect"];
const STORED: readonly Step[] = [...INSPECTED, "store"];

const damaged = (line: number, quantity: number, note: string): DefectPlan => ({
  line,
  problemType: T.DAMAGED,
  quantity,
  note,
});

export const ORDER_PLANS: readonly OrderPlan[] = [
  // ── shipped and in storage (48 / 52 are reached when the packing lists are made) ──
  {
    key: "sneakers",
    goods: 16,
    lines: [
      [0, 10],
      [6, 10],
    ],
    createdDays: 40,
    lastDays: 18,
    steps: STORED,
  },
  {
    key: "bottles",
    goods: 40,
    lines: [
      [1, 30],
      [4, 30],
    ],
    createdDays: 39,
    lastDays: 18,
    steps: STORED,
    storage: { type: STORAGE_TYPE.NORMAL, count: INVENTORY_STATUS.SKIPPED },
  },
  {
    key: "cases",
    goods: 30,
    lines: [
      [0, 50],
      [1, 50],
    ],
    createdDays: 33,
    lastDays: 8,
    steps: STORED,
    fba: true,
  },
  {
    key: "yoga",
    goods: 60,
    lines: [
      [0, 10],
      [2, 10],
    ],
    createdDays: 26,
    lastDays: 9,
    steps: [...PAID, "purchaseCheaper", "ship", "arrive", "startInspection", "inspect", "store"],
  },
  {
    key: "earbuds",
    goods: 35,
    lines: [
      [0, 20],
      [1, 10],
    ],
    createdDays: 24,
    lastDays: 8,
    steps: STORED,
    storage: { type: STORAGE_TYPE.WAREHOUSE, count: INVENTORY_STATUS.COMPLETE },
  },
  // ── more goods in storage: the packing lists of demo-shipments.ts take them, some stay to choose from ──
  {
    key: "vintagetee",
    goods: 3,
    lines: [
      [0, 30],
      [1, 20],
    ],
    createdDays: 21,
    lastDays: 5,
    steps: STORED,
    fba: true,
  },
  { key: "denimskirt", goods: 7, lines: [[0, 12]], createdDays: 22, lastDays: 6, steps: STORED },
  {
    key: "jeans",
    goods: 12,
    lines: [
      [0, 15],
      [1, 15],
    ],
    createdDays: 23,
    lastDays: 7,
    steps: STORED,
  },
  {
    key: "runshoes",
    goods: 17,
    lines: [
      [0, 8],
      [1, 8],
    ],
    createdDays: 24,
    lastDays: 8,
    steps: STORED,
  },
  { key: "sandals", goods: 19, lines: [[0, 10]], createdDays: 25, lastDays: 9, steps: STORED },
  {
    key: "backpack",
    goods: 23,
    lines: [
      [0, 6],
      [1, 6],
    ],
    createdDays: 19,
    lastDays: 6,
    steps: STORED,
  },
  {
    key: "phonecase",
    goods: 31,
    lines: [
      [0, 40],
      [1, 40],
    ],
    createdDays: 18,
    lastDays: 5,
    steps: STORED,
    fba: true,
  },
  // ── agent orders for links the catalogue does not know (agentFlag 1) ──
  {
    key: "agentlamp",
    goods: 0,
    lines: [[0, 4]],
    createdDays: 2,
    lastDays: 2,
    steps: PAID,
    agent: {
      url: "https://detail.1688.com/offer/739215648321.html",
      name: "北欧風 木製デスクライト LED 調光",
      specs: "ナチュラル / USB給電",
      unitPrice: 68,
    },
  },
  {
    key: "agentrack",
    goods: 0,
    lines: [[0, 2]],
    createdDays: 5,
    lastDays: 4,
    steps: [...PAID, "higherPrice"],
    agent: {
      url: "https://item.taobao.com/item.htm?id=684512390127",
      name: "折りたたみ キャンプ用ラック 3段",
      specs: "ブラック",
      unitPrice: 120,
      realPrice: 138,
    },
  },
  {
    key: "agentbags",
    goods: 0,
    lines: [[0, 20]],
    createdDays: 27,
    lastDays: 10,
    steps: [...PAID, "confirmPrice", "purchase", "ship", "arrive", "startInspection", "inspect", "store"],
    agent: {
      url: "https://detail.1688.com/offer/652093847116.html",
      name: "不織布 エコバッグ ロゴ印刷なし",
      specs: "白 / 40×35cm",
      unitPrice: 2.5,
      realPrice: 2.2,
    },
  },
  // ── before the warehouse ──
  {
    key: "dryer",
    goods: 57,
    lines: [[0, 2]],
    createdDays: 22,
    lastDays: 21,
    steps: [...PAID, "cancel"],
    remark: "別の型番に変更するためキャンセルします",
  },
  {
    key: "suitcase",
    goods: 29,
    lines: [[0, 2]],
    createdDays: 18,
    lastDays: 16,
    steps: [...PAID, "cannotPurchase"],
  },
  { key: "pillow", goods: 45, lines: [[0, 4]], createdDays: 14, lastDays: 12, steps: [...PAID, "close"] },
  {
    key: "litterbox",
    goods: 66,
    lines: [[1, 10]],
    createdDays: 12,
    lastDays: 3,
    steps: [...PAID, "purchase", "ship"],
  },
  {
    key: "tote",
    goods: 25,
    lines: [[0, 8]],
    createdDays: 10,
    lastDays: 2,
    steps: [...PAID, "purchaseCheaper", "ship"],
  },
  {
    key: "cables",
    goods: 32,
    lines: [
      [0, 100],
      [1, 50],
    ],
    createdDays: 7,
    lastDays: 1,
    steps: [...PAID, "purchase"],
  },
  { key: "lantern", goods: 63, lines: [[0, 6]], createdDays: 4, lastDays: 3, steps: PAID },
  {
    key: "dress",
    goods: 0,
    lines: [
      [0, 5],
      [1, 5],
    ],
    createdDays: 3,
    lastDays: 3,
    steps: PAID,
    remark: "検品時に縫製を確認してください",
  },
  { key: "boots", goods: 21, lines: [[0, 4]], createdDays: 0, lastDays: 0, steps: ["submit"] },
  // ── at the warehouse ──
  {
    key: "hoodies",
    goods: 11,
    lines: [
      [1, 6],
      [2, 6],
    ],
    createdDays: 15,
    lastDays: 1,
    steps: AT_WAREHOUSE,
    short: 2,
  },
  {
    key: "romper",
    goods: 48,
    lines: [
      [0, 10],
      [1, 10],
      [2, 10],
    ],
    createdDays: 17,
    lastDays: 1,
    steps: [...AT_WAREHOUSE, "startInspection"],
  },
  { key: "brushes", goods: 52, lines: [[0, 30]], createdDays: 20, lastDays: 2, steps: INSPECTED },
  // ── defects: every handling, each stopped at a step of its own ──
  {
    key: "powerbank",
    goods: 36,
    lines: [[0, 20]],
    createdDays: 28,
    lastDays: 1,
    steps: INSPECTED,
    defect: damaged(
      0,
      2,
      "外箱に潰れがあり、本体2個の表面に擦り傷があります。写真をご確認のうえ、対応方法をお選びください。",
    ),
  },
  {
    key: "tshirts",
    goods: 2,
    lines: [
      [0, 20],
      [1, 20],
    ],
    createdDays: 30,
    lastDays: 4,
    steps: [...INSPECTED, "apply", "split", "store", "quote"],
    defect: {
      line: 1,
      problemType: T.WRONG_GOODS,
      quantity: 5,
      note: "ご注文のサイズと異なる商品が5枚届きました（タグ表記が1サイズ大きい）。",
      handling: H.PARTIAL_RETURN,
      applyQuantity: 5,
      applyNote: "サイズ違いの5枚は返品して返金をお願いします",
    },
  },
  {
    key: "bathmat",
    goods: 42,
    lines: [[0, 12]],
    createdDays: 19,
    lastDays: 3,
    steps: [...INSPECTED, "apply", "reject"],
    defect: { ...damaged(0, 3, "角に欠けがあります（3点）"), handling: H.EXCHANGE },
    rejectReason: "仕入れ先が交換に応じません（受注生産品のため）。返品または廃棄をご検討ください。",
  },
  {
    key: "cable3in1",
    goods: 33,
    lines: [[0, 15]],
    createdDays: 16,
    lastDays: 2,
    steps: [...INSPECTED, "apply"],
    defect: {
      line: 0,
      problemType: T.WRONG_GOODS,
      quantity: 4,
      note: "色違い（黒のはずが白）が4点",
      handling: H.EXCHANGE,
    },
  },
  {
    key: "shirts",
    goods: 8,
    lines: [[0, 24]],
    createdDays: 21,
    lastDays: 3,
    steps: [...INSPECTED, "apply", "sendBack"],
    defect: {
      line: 0,
      problemType: T.FLAWED,
      quantity: 6,
      note: "縫い目のほつれが6点あります",
      handling: H.EXCHANGE,
    },
  },
  {
    key: "nailset",
    goods: 54,
    lines: [[0, 20]],
    createdDays: 13,
    lastDays: 1,
    steps: [...INSPECTED, "apply"],
    defect: {
      ...damaged(0, 3, "容器からの液漏れが3点あります"),
      handling: H.PARTIAL_RETURN,
      applyQuantity: 3,
    },
  },
  {
    key: "magcharger",
    goods: 37,
    lines: [
      [0, 10],
      [1, 10],
    ],
    createdDays: 14,
    lastDays: 2,
    steps: [...INSPECTED, "apply"],
    short: 3,
    defect: {
      line: 1,
      problemType: T.SHORTAGE,
      quantity: 3,
      note: "3点不足して届きました",
      handling: H.REISSUE,
    },
  },
  {
    key: "cyclegloves",
    goods: 64,
    lines: [[0, 6]],
    createdDays: 12,
    lastDays: 1,
    steps: [...INSPECTED, "apply"],
    defect: {
      line: 0,
      problemType: T.FAKE,
      quantity: 6,
      note: "ブランドロゴの模倣品です",
      handling: H.FULL_RETURN,
    },
  },
  {
    key: "wallet",
    goods: 27,
    lines: [[0, 8]],
    createdDays: 23,
    lastDays: 5,
    steps: [...INSPECTED, "apply", "quote", "payFee"],
    defect: { ...damaged(0, 8, "全数でファスナーが壊れています"), handling: H.FULL_RETURN },
  },
  {
    key: "harness",
    goods: 70,
    lines: [[0, 5]],
    createdDays: 34,
    lastDays: 10,
    steps: [...INSPECTED, "apply", "quote", "payFee", "returned"],
    defect: {
      line: 0,
      problemType: T.FAKE,
      quantity: 5,
      note: "バックルのロゴが正規品と異なります",
      handling: H.FULL_RETURN,
    },
  },
  {
    key: "wig",
    goods: 58,
    lines: [[0, 10]],
    createdDays: 11,
    lastDays: 1,
    steps: [...INSPECTED, "apply"],
    defect: { ...damaged(0, 10, "全数で毛の絡まりと抜けがあります"), handling: H.FULL_DESTRUCTION },
  },
  {
    key: "petbed",
    goods: 68,
    lines: [[0, 10]],
    createdDays: 18,
    lastDays: 2,
    steps: [...INSPECTED, "apply", "quote"],
    defect: {
      line: 0,
      problemType: T.OTHER,
      quantity: 10,
      note: "全数にカビ臭があります",
      handling: H.FULL_DESTRUCTION,
    },
  },
  {
    key: "nailtips",
    goods: 55,
    lines: [[1, 20]],
    createdDays: 12,
    lastDays: 1,
    steps: [...INSPECTED, "apply"],
    defect: {
      ...damaged(0, 4, "4点のチップが割れています"),
      handling: H.PARTIAL_DESTRUCTION,
      applyQuantity: 4,
    },
  },
  {
    key: "chair",
    goods: 62,
    lines: [[0, 10]],
    createdDays: 20,
    lastDays: 4,
    steps: [...INSPECTED, "apply", "quote", "payFee"],
    defect: { ...damaged(0, 10, "全数でフレームが曲がっています"), handling: H.FULL_DESTRUCTION },
  },
  {
    key: "stripeshirt",
    goods: 9,
    lines: [[0, 12]],
    createdDays: 32,
    lastDays: 12,
    steps: [...INSPECTED, "apply", "quote", "payFee", "destroyed"],
    defect: {
      line: 0,
      problemType: T.FLAWED,
      quantity: 12,
      note: "全数でサイズ表記の誤り",
      handling: H.FULL_DESTRUCTION,
    },
  },
];

export type PlannedOrder = { plan: OrderPlan; orderId?: number; problemId?: number; goods: CatalogueGoods };

type Context = { customerId: number; addressId: number; ref: Ref; rng: Rng };

async function submit(ctx: Context, o: PlannedOrder) {
  if (o.plan.agent) {
    const a = o.plan.agent;
    const order = await submitAgentOrder(
      ctx.customerId,
      parseInput(ZAgentOrder, {
        goodsUrl: a.url,
        goodsName: a.name,
        specs: a.specs,
        quantity: o.plan.lines[0][1],
        unitPrice: a.unitPrice,
        addressId: ctx.addressId,
      }),
    );
    o.orderId = order.id;
    return;
  }
  const g = o.goods;
  const goodsId = ctx.ref.goodsIdOf(g);
  if (!goodsId) throw new Error(`demo seed: goods #${g.n} is not in the catalogue`);
  const cartIds = [];
  for (const [si, qty] of o.plan.lines) {
    const sku = g.skus[si % g.skus.length];
    const line = await addToCart(
      ctx.customerId,
      parseInput(ZCartInsert, {
        goodsId,
        skuId: sku.skuId,
        platformType: g.platform,
        goodsPrice: sku.priceFen / 100,
        goodsCount: Math.min(sku.stock, Math.max(qty, g.minOrderQty)),
        spData: sku.specs,
      }),
    );
    cartIds.push({ id: line.id, goodsCount: line.goodsCount, si });
  }
  const result = await submitOrder(
    ctx.customerId,
    parseInput(ZOrderSubmit, {
      lines: cartIds.map((c) => ({
        id: c.id,
        goodsCount: c.goodsCount,
        ...(o.plan.fba
          ? {
              asin: `B0${ctx.rng.upper(8)}`,
              fnsku: `X00${ctx.rng.upper(7)}`,
              sellerSku: `YMD-${g.n}-${c.si + 1}`,
            }
          : {}),
      })),
      remark: o.plan.remark,
      addressId: ctx.addressId,
    }),
  );
  o.orderId = result.orderIds[0];
}

/** The agent's price check of an agent order at the plan's real price. */
async function agentPrice(o: PlannedOrder) {
  const [line] = await getDb().orderLine.findMany({ where: { orderId: o.orderId! }, select: { id: true } });
  return confirmAgentPrice(
    parseInput(ZAgentPrice, {
      orderId: o.orderId!,
      lines: [{ lineId: line.id, unitFen: yuanToFen(o.plan.agent!.realPrice ?? o.plan.agent!.unitPrice) }],
    }),
  );
}

const STEPS: Record<Step, (ctx: Context, o: PlannedOrder) => Promise<unknown>> = {
  submit,
  confirmPrice: (_, o) => agentPrice(o),
  higherPrice: (_, o) => agentPrice(o),
  pay: (ctx, o) => payOrdersWithBalance(ctx.customerId, { orderIds: [o.orderId!] }),
  cancel: (ctx, o) =>
    changeOrderStatus({
      orderId: o.orderId!,
      to: S.CANCELLED,
      actor: ACTOR.CUSTOMER,
      customerId: ctx.customerId,
      note: o.plan.remark,
    }),
  cannotPurchase: (_, o) =>
    changeOrderStatus({
      orderId: o.orderId!,
      to: S.CANNOT_PURCHASE,
      actor: ACTOR.OPERATOR,
      note: "仕入れ先の在庫切れのため購入できません",
    }),
  close: (_, o) =>
    changeOrderStatus({
      orderId: o.orderId!,
      to: S.CANNOT_PURCHASE_FINAL,
      actor: ACTOR.OPERATOR,
      note: "販売終了の商品のため購入できません",
    }),
  purchase: (ctx, o) => agentPurchase(o.orderId!, ctx.rng),
  purchaseCheaper: (ctx, o) => agentPurchase(o.orderId!, ctx.rng, 10),
  ship: (ctx, o) => agentShip(o.orderId!, ctx.rng),
  arrive: (_, o) => agentArrive(o.orderId!, o.plan.short ?? 0),
  startInspection: (_, o) => startInspection(parseInput(ZOrderNote, { orderId: o.orderId! })),
  inspect: async (_, o) => {
    const r = await agentInspect(o.orderId!, o.plan.defect ? [o.plan.defect] : []);
    o.problemId = r.problemIds[0];
  },
  store: (_, o) => agentStore(o.orderId!, o.plan.storage?.type, o.plan.storage?.count),
  apply: (ctx, o) =>
    applyProblem(
      ctx.customerId,
      parseInput(ZProblemApply, {
        problemId: o.problemId!,
        handling: o.plan.defect!.handling!,
        quantity: o.plan.defect!.applyQuantity,
        note: o.plan.defect!.applyNote,
        files: [],
      }),
    ),
  reject: (_, o) =>
    rejectApplication(
      parseInput(ZRejectApplication, { problemId: o.problemId!, reason: o.plan.rejectReason! }),
    ),
  sendBack: (_, o) => sendBackForExchange(parseInput(ZAgentProblemNote, { problemId: o.problemId! })),
  split: (_, o) => splitOffProblem(parseInput(ZAgentProblemNote, { problemId: o.problemId! })),
  quote: (_, o) => quoteProblemFee(parseInput(ZFeeQuote, { problemId: o.problemId! })),
  payFee: (ctx, o) => payProblemFee(ctx.customerId, parseInput(ZProblemFeePay, { problemId: o.problemId! })),
  returned: (_, o) =>
    completeReturn(
      parseInput(ZReturnDone, { problemId: o.problemId!, note: "仕入れ先の返金を確認しました" }),
    ),
  destroyed: (_, o) => completeDestruction(parseInput(ZAgentProblemNote, { problemId: o.problemId! })),
};

/** The plans' steps as timed steps: the seller's first two at any hour, the agent's in office hours. */
export function orderSteps(
  clock: Clock,
  catalogue: readonly CatalogueGoods[],
  ctx: Context,
): { steps: TimedStep[]; orders: PlannedOrder[] } {
  const orders: PlannedOrder[] = [];
  const steps: TimedStep[] = [];
  ORDER_PLANS.forEach((plan, idx) => {
    const o: PlannedOrder = { plan, goods: catalogue[plan.goods] };
    orders.push(o);
    const created =
      plan.createdDays === 0
        ? new Date(clock.now.getTime() - 3 * 60 * MIN)
        : clock.at(plan.createdDays, 9 + (idx % 9), (idx * 17) % 60);
    const last = Math.max(
      clock.at(plan.lastDays, 16, 30).getTime(),
      created.getTime() + plan.steps.length * 20 * MIN,
    );
    const first = created.getTime() + 6 * MIN;
    let previous = 0;
    plan.steps.forEach((name, i) => {
      const raw =
        i === 0
          ? created.getTime()
          : i === 1
            ? first
            : first + ((last - first) * (i - 1)) / Math.max(1, plan.steps.length - 2);
      const at = Math.min(
        Math.max(i < 2 ? raw : officeHours(raw), previous + 10 * MIN),
        clock.now.getTime() - MIN,
      );
      previous = at;
      steps.push({
        at: new Date(at),
        label: `${plan.key}:${name}`,
        run: () => STEPS[name](ctx, o).then(() => undefined),
      });
    });
  });
  return { steps, orders };
}
