/**
 * Demo data for the shop: reference data (prefectures, Amazon sites, bank accounts, member plans,
 * exchange rates, categories, goods, packing materials …) and three demo customers with a consistent
 * history (orders, defects, packing lists, top-ups, withdrawal, ledger, messages).
 *
 * Idempotent: when demo@example.com exists nothing is written. Reference rows that may already exist
 * (natural unique keys, or tables that are not empty) are left alone. Deterministic apart from "now":
 * all dates are relative to the moment the seed runs.
 */
import bcrypt from "bcryptjs";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db/client";
import { PREFECTURES } from "@/lib/addresses/prefectures";
import {
  AGENT_FLAG,
  AUDIT_STATUS,
  CONTAINER_STATUS,
  CUSTOMER_STATUS,
  GUIDE_CENTER_TYPE,
  INVENTORY_STATUS,
  MEMBER_TIER,
  MESSAGE_DIRECTION,
  MONTHLY_PURCHASE_BAND,
  ORDER_STATUS,
  PAYMENT_METHOD,
  PROBLEM_HANDLING,
  PROBLEM_PROCESS_STATUS,
  PROBLEM_TYPE,
  PUBLISH_STATUS,
  REVIEW_STATUS,
  SHIPPING_MODE,
  STORAGE_TYPE,
  TRANSACTION_TYPE,
  LIMITS,
} from "@/lib/codes";
import {
  DEMO_CATALOGUE_SIZE,
  TEMPLATE_COUNT,
  generateCatalogue,
  type CatalogueGoods,
  type CatalogueSku,
} from "./catalogue";
import { catalogueIdsOf, seedCatalogue } from "./catalogue-store";
import { makeRng } from "./catalogue-random";

type Tx = Prisma.TransactionClient;

export const DEMO_ACCOUNTS = Object.freeze({
  demo: { email: "demo@example.com", password: "Demo1234" },
  vip: { email: "vip@example.com", password: "Vip12345" },
  quota: { email: "quota@example.com", password: "Quota1234" },
});

// ───────────────────────────── helpers ─────────────────────────────

type Rng = ReturnType<typeof makeRng>;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const JST = 9 * HOUR;

function makeClock(now: Date) {
  const nowMs = now.getTime();
  /** Midnight of today in Japan, as an instant. */
  const midnight = Math.floor((nowMs + JST) / DAY) * DAY - JST;
  return {
    now,
    /** `daysAgo` days before today, at hh:mm Japan time; never later than one minute ago. */
    at(daysAgo: number, hh = 10, mm = 0): Date {
      return new Date(Math.min(midnight - daysAgo * DAY + hh * HOUR + mm * MIN, nowMs - MIN));
    },
    /** Japan calendar day of `daysAgo` as a DATE value. */
    day(daysAgo: number): Date {
      return new Date(Math.floor((midnight + JST) / DAY) * DAY - daysAgo * DAY);
    },
  };
}
type Clock = ReturnType<typeof makeClock>;

const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
/** Moves an instant into 9:00–18:59 Japan time on the same day. */
function officeHours(ms: number): number {
  const h = new Date(ms + JST).getUTCHours();
  if (h < 9) return ms + (9 - h) * HOUR;
  if (h >= 19) return ms - (h - 18) * HOUR;
  return ms;
}
/** "20261122" in Japan time. */
const ymd = (d: Date) => new Date(d.getTime() + JST).toISOString().slice(0, 10).replaceAll("-", "");
/** yen = ceil(fen/100 × rate), rate held as 1/10000 units (integer arithmetic, SPEC §1 rounds up). */
const fenToYen = (fen: number, rate4: number) => Math.ceil((fen * rate4) / 1_000_000);
const rateString = (rate4: number) => (rate4 / 10_000).toFixed(4);

// ───────────────────────────── reference data ─────────────────────────────

/** [siteId (marketplace id), siteNameEn, countryCode as Amazon lists it, domain]. */
const AMAZON_SITES: readonly [string, string, string, string][] = [
  ["A1VC38T7YXB528", "Amazon.co.jp", "JP", "amazon.co.jp"],
  ["ATVPDKIKX0DER", "Amazon.com", "US", "amazon.com"],
  ["A2EUQ1WTGCTBG2", "Amazon.ca", "CA", "amazon.ca"],
  ["A1F83G8C2ARO7P", "Amazon.co.uk", "UK", "amazon.co.uk"],
  ["A1PA6795UKMFR9", "Amazon.de", "DE", "amazon.de"],
  ["A13V1IB3VIYZZH", "Amazon.fr", "FR", "amazon.fr"],
  ["APJ6JRA9NG5V4", "Amazon.it", "IT", "amazon.it"],
  ["A1RKKUPIHCS9HS", "Amazon.es", "ES", "amazon.es"],
  ["A39IBJ37TRP1C6", "Amazon.com.au", "AU", "amazon.com.au"],
];

const STAFF: readonly [string, string][] = [
  ["CS001", "陳 静"],
  ["CS002", "佐藤 美咲"],
];

/** SPEC §3: an online bank, an internet bank, a postal bank with two accounts, a major bank. */
const BANK_ACCOUNTS: readonly { bank: string; branchBank: string; bankAccount: string }[] = [
  { bank: "PayPay銀行", branchBank: "本店営業部", bankAccount: "1048213" },
  { bank: "住信SBIネット銀行", branchBank: "法人第一支店", bankAccount: "2273915" },
  { bank: "ゆうちょ銀行", branchBank: "〇一八(ゼロイチハチ)店", bankAccount: "3318274" },
  { bank: "ゆうちょ銀行", branchBank: "記号 10170", bankAccount: "番号 48126531" },
  { bank: "三菱UFJ銀行", branchBank: "新宿支店", bankAccount: "0526481" },
];
const BANK_HOLDER = "カ）カイツケサービス";

type L4 = readonly [zh: string, ja: string, en: string, ko: string];

const PLANS: readonly {
  tier: number;
  name: L4;
  feeYen: number;
  commission: string;
  quotaYen: number | null;
}[] = [
  {
    tier: MEMBER_TIER.GENERAL,
    name: ["普通会员", "一般会員", "General Member", "일반 회원"],
    feeYen: 0,
    commission: "0.0500",
    quotaYen: null,
  },
  {
    tier: MEMBER_TIER.QUOTA,
    name: ["额度会员", "定額会員", "Quota Member", "정액 회원"],
    feeYen: 9_800,
    commission: "0.0300",
    quotaYen: 1_000_000,
  },
  {
    tier: MEMBER_TIER.VIP,
    name: ["VIP会员", "VIP会員", "VIP Member", "VIP 회원"],
    feeYen: 29_800,
    commission: "0.0100",
    quotaYen: null,
  },
];

/** [title, content] per language. */
type Article = { zh: [string, string]; ja: [string, string]; en: [string, string]; ko: [string, string] };

const ANNOUNCEMENTS: readonly (Article & { daysAgo: number; pinned: boolean })[] = [
  {
    daysAgo: 3,
    pinned: true,
    ja: [
      "年末年始の営業日程について",
      "誠に勝手ながら、12月30日から1月3日まで中国倉庫および日本サポート窓口は休業いたします。休業期間中もご注文・チャージは受け付けておりますが、仕入れ・検品・発送は1月4日から順次対応いたします。年末は中国の仕入れ先の出荷も遅れがちですので、お早めのご注文をお願いいたします。",
    ],
    zh: [
      "关于年末年初营业安排的通知",
      "12月30日至1月3日期间，中国仓库及日本客服暂停营业。休假期间仍可下单和充值，采购、验货及发货将于1月4日起依次处理。年底部分供应商发货也可能延迟，请尽早下单。",
    ],
    en: [
      "Year-End and New Year Holiday Schedule",
      "Our China warehouse and Japan support desk will be closed from December 30 to January 3. Orders and top-ups are accepted during the holiday, but purchasing, inspection and shipping resume in order from January 4. Chinese suppliers also tend to ship late at the end of the year, so please order early.",
    ],
    ko: [
      "연말연시 영업 일정 안내",
      "12월 30일부터 1월 3일까지 중국 창고와 일본 고객센터가 휴무합니다. 휴무 기간에도 주문과 충전은 가능하지만 구매·검품·발송은 1월 4일부터 순차적으로 처리됩니다. 연말에는 중국 판매자의 발송도 늦어지기 쉬우니 미리 주문해 주시기 바랍니다.",
    ],
  },
  {
    daysAgo: 10,
    pinned: false,
    ja: [
      "為替レートの更新時間について",
      "当サービスの人民元レートは、三菱UFJ銀行の当日TTSレートに0.7円を加えた値です。レートは日本時間の平日9:30〜11:00に更新され、ご注文確定時点のレートが適用されます。土日祝日は前営業日のレートが適用されます。",
    ],
    zh: [
      "关于汇率更新时间",
      "本服务的人民币汇率为三菱UFJ银行当日TTS汇率加0.7日元。汇率于日本时间工作日9:30至11:00之间更新，以订单提交时的汇率为准。周末及节假日沿用前一个工作日的汇率。",
    ],
    en: [
      "When the Exchange Rate Is Updated",
      "Our CNY rate is MUFG Bank's TTS rate of the day plus 0.7 yen. It is updated on business days between 9:30 and 11:00 Japan time, and the rate at the moment you submit an order applies. On weekends and holidays the previous business day's rate is used.",
    ],
    ko: [
      "환율 업데이트 시간 안내",
      "당사의 위안화 환율은 미쓰비시UFJ은행 당일 TTS 환율에 0.7엔을 더한 값입니다. 환율은 일본 시간 평일 9:30~11:00 사이에 업데이트되며 주문 확정 시점의 환율이 적용됩니다. 주말 및 공휴일에는 직전 영업일의 환율이 적용됩니다.",
    ],
  },
  {
    daysAgo: 20,
    pinned: false,
    ja: [
      "春節(旧正月)期間の仕入れ・発送について",
      "春節の前後約2週間は、中国の多くの工場・仕入れ先が休業します。この期間は購入できない商品や発送遅延が増えるため、在庫の補充は春節の3週間前までに済ませることをおすすめします。倉庫の営業日程は決まり次第お知らせします。",
    ],
    zh: [
      "关于春节期间采购与发货",
      "春节前后约两周，中国大部分工厂和供应商放假。此期间无法购买的商品和发货延迟会增多，建议在春节前三周完成补货。仓库营业安排确定后将另行通知。",
    ],
    en: [
      "Purchasing and Shipping Around Chinese New Year",
      "Most Chinese factories and suppliers close for about two weeks around Chinese New Year. Unavailable items and shipping delays increase during this period, so we recommend restocking at least three weeks before the holiday. We will announce the warehouse schedule as soon as it is fixed.",
    ],
    ko: [
      "춘절 기간 구매 및 발송 안내",
      "춘절 전후 약 2주간 중국의 많은 공장과 판매자가 휴무합니다. 이 기간에는 구매 불가 상품과 발송 지연이 늘어나므로 춘절 3주 전까지 재고를 보충하시길 권장합니다. 창고 영업 일정은 확정되는 대로 안내해 드리겠습니다.",
    ],
  },
  {
    daysAgo: 30,
    pinned: false,
    ja: [
      "海上便料金改定のお知らせ",
      "燃料費および港湾費用の上昇に伴い、来月1日発送分より海上便の1kgあたりの料金を改定いたします。航空便の料金に変更はございません。改定後の料金は梱包リスト作成時の見積もりに自動で反映されます。",
    ],
    zh: [
      "海运运费调整通知",
      "由于燃油费及港口费用上涨，自下月1日发货起调整海运每公斤运费，空运价格不变。调整后的运费将在创建装箱单时自动计入报价。",
    ],
    en: [
      "Sea Freight Rate Revision",
      "Due to rising fuel and port costs, the per-kilogram sea freight rate will be revised for shipments from the 1st of next month. Air freight rates are unchanged. The new rates are applied automatically to the estimate when you create a packing list.",
    ],
    ko: [
      "해상 운임 개정 안내",
      "유류비 및 항만 비용 상승으로 다음 달 1일 발송분부터 해상편 1kg당 운임을 개정합니다. 항공편 운임은 변경되지 않습니다. 개정된 운임은 패킹리스트 작성 시 견적에 자동으로 반영됩니다.",
    ],
  },
  {
    daysAgo: 45,
    pinned: false,
    ja: [
      "会員プランのご案内",
      "月間のご購入額が50万円を超えるお客様には、会員プランのご利用をおすすめしています。代行手数料は一般会員5%に対し、定額会員は3%、VIP会員は1%です。詳しくはユーザーセンターの会員ページをご覧ください。",
    ],
    zh: [
      "会员方案介绍",
      "每月采购金额超过50万日元的客户，推荐使用会员方案。代购手续费方面，普通会员为5%，额度会员为3%，VIP会员仅为1%。详情请查看用户中心的会员页面。",
    ],
    en: [
      "Introducing Member Plans",
      "If you purchase more than 500,000 yen a month, we recommend a member plan. The purchasing commission is 5% for general members, 3% for quota members and only 1% for VIP members. See the membership page in the user center for details.",
    ],
    ko: [
      "회원 플랜 안내",
      "월 구매 금액이 50만 엔을 넘는 고객님께는 회원 플랜을 추천합니다. 대행 수수료는 일반 회원 5%, 정액 회원 3%, VIP 회원 1%입니다. 자세한 내용은 사용자 센터의 회원 페이지를 확인해 주세요.",
    ],
  },
];

const GUIDES: readonly (Article & { centerType: number; sort: number; daysAgo: number })[] = [
  {
    centerType: GUIDE_CENTER_TYPE.BOTTOM_MENU,
    sort: 1,
    daysAgo: 90,
    ja: [
      "ご注文の流れ",
      "①検索画面で1688・タオバオ・JDの商品を検索するか、商品URLを貼り付けます。②色・サイズと数量を選んでカートに追加します。③カートで注文内容と配送先を確認して注文を確定し、残高・PayPal・銀行振込のいずれかでお支払いください。④お支払い後、スタッフが仕入れ先に発注します。進捗は注文一覧で確認できます。",
    ],
    zh: [
      "下单流程",
      "①在搜索页搜索1688、淘宝、京东商品，或粘贴商品链接。②选择颜色、尺码和数量后加入购物车。③在购物车确认订单内容和收货地址后提交订单，并通过余额、PayPal或银行转账付款。④付款后由工作人员向供应商下单，您可在订单列表查看进度。",
    ],
    en: [
      "How to Place an Order",
      "1. Search for goods on 1688, Taobao or JD, or paste a product URL. 2. Choose colour, size and quantity and add the item to your cart. 3. Check the order and the delivery address in the cart, submit the order and pay by balance, PayPal or bank transfer. 4. After payment our staff order from the supplier; follow the progress in the order list.",
    ],
    ko: [
      "주문 방법",
      "① 검색 화면에서 1688·타오바오·징둥 상품을 검색하거나 상품 URL을 붙여넣습니다. ② 색상·사이즈와 수량을 선택해 장바구니에 담습니다. ③ 장바구니에서 주문 내용과 배송지를 확인한 뒤 주문을 확정하고 잔액·PayPal·계좌이체 중 하나로 결제합니다. ④ 결제 후 담당자가 판매자에게 발주하며, 진행 상황은 주문 목록에서 확인할 수 있습니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.BOTTOM_MENU,
    sort: 2,
    daysAgo: 88,
    ja: [
      "検品について",
      "中国倉庫に到着した商品は、数量・色・サイズ・外観を無料で検品します。不良品や誤配送が見つかった場合は不良品一覧に表示されますので、交換・再発送・返品・廃棄・そのまま発送から対応方法をお選びください。検品が終わった商品は倉庫で保管され、梱包リストに追加できます。",
    ],
    zh: [
      "验货说明",
      "商品到达中国仓库后，我们免费检查数量、颜色、尺码和外观。如发现不良品或错发，将显示在不良品列表中，请从换货、补发、退货、销毁或正常发货中选择处理方式。验货完成的商品会入库保管，可加入装箱单。",
    ],
    en: [
      "About Inspection",
      "When goods arrive at our China warehouse we check quantity, colour, size and appearance free of charge. Defective or wrong items appear in the bad-order list, where you choose exchange, reissue, return, destruction or normal shipping. Inspected goods are stored in the warehouse and can be added to a packing list.",
    ],
    ko: [
      "검품 안내",
      "중국 창고에 도착한 상품은 수량·색상·사이즈·외관을 무료로 검품합니다. 불량품이나 오배송이 발견되면 불량품 목록에 표시되며, 교환·재발송·반품·폐기·그대로 발송 중에서 처리 방법을 선택해 주세요. 검품이 끝난 상품은 창고에 보관되며 패킹리스트에 추가할 수 있습니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.BOTTOM_MENU,
    sort: 3,
    daysAgo: 85,
    ja: [
      "銀行振込でのチャージ方法",
      "チャージ画面で「銀行振込」を選び、金額と振込先口座を選択して申請します。申請から24時間以内に、表示された口座へ申請金額ちょうどをお振込みください。振込手数料はお客様のご負担となりますが、当社の手数料率は0%です。振込明細の画像をアップロードいただくと確認が早くなります。",
    ],
    zh: [
      "银行转账充值方法",
      "在充值页面选择“银行转账”，选择金额和收款账户后提交申请。请在申请后24小时内向显示的账户转入与申请金额一致的款项。转账手续费由客户承担，本公司手续费率为0%。上传转账凭证图片可加快确认。",
    ],
    en: [
      "How to Top Up by Bank Transfer",
      "On the top-up screen choose Bank transfer, enter the amount, pick one of our receiving accounts and submit. Transfer exactly that amount to the account shown within 24 hours of the request. Your bank's transfer fee is yours to pay, but our fee rate is 0%. Uploading a picture of the transfer slip speeds up confirmation.",
    ],
    ko: [
      "계좌이체 충전 방법",
      "충전 화면에서 ‘계좌이체’를 선택하고 금액과 입금 계좌를 골라 신청합니다. 신청 후 24시간 이내에 표시된 계좌로 신청 금액과 동일한 금액을 입금해 주세요. 이체 수수료는 고객 부담이지만 당사 수수료율은 0%입니다. 이체 명세 이미지를 업로드하시면 확인이 빨라집니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.BOTTOM_MENU,
    sort: 4,
    daysAgo: 80,
    ja: [
      "手数料と会員プラン",
      "商品代金は人民元価格に当日レート(銀行TTS+0.7円)を掛けて円に換算し、1円未満は切り上げます。代行手数料は一般会員5%、定額会員3%、VIP会員1%です。中国国内送料は実費、国際送料は梱包リストごとに重量とサイズから計算します。",
    ],
    zh: [
      "手续费与会员方案",
      "商品价格按当日汇率(银行TTS+0.7日元)由人民币换算为日元，不足1日元向上取整。代购手续费：普通会员5%，额度会员3%，VIP会员1%。中国国内运费按实际收取，国际运费按每张装箱单的重量和尺寸计算。",
    ],
    en: [
      "Fees and Member Plans",
      "Goods prices are converted from yuan to yen at the day's rate (bank TTS + 0.7 yen) and rounded up to whole yen. The purchasing commission is 5% for general members, 3% for quota members and 1% for VIP members. Chinese domestic shipping is charged at cost; international shipping is calculated per packing list from weight and size.",
    ],
    ko: [
      "수수료 및 회원 플랜",
      "상품 가격은 당일 환율(은행 TTS+0.7엔)로 위안화를 엔화로 환산하며 1엔 미만은 올림 처리합니다. 대행 수수료는 일반 회원 5%, 정액 회원 3%, VIP 회원 1%입니다. 중국 내 배송비는 실비이며 국제 배송비는 패킹리스트별로 무게와 크기를 기준으로 계산합니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.USER_CENTER,
    sort: 1,
    daysAgo: 75,
    ja: [
      "FBAラベルの貼付について",
      "Amazon FBAへ直接納品する場合は、セラーセントラルで作成した商品ラベル(FNSKU)のPDFを注文ごとにアップロードしてください。倉庫で1点ずつ貼付し、箱ごとの配送ラベルも貼ってから出荷します。ラベルは最大5件まで登録でき、印刷済みのラベルのみ貼付の対象となります。",
    ],
    zh: [
      "FBA标签粘贴说明",
      "直接发往亚马逊FBA仓库时，请按订单上传在卖家平台生成的商品标签(FNSKU) PDF。仓库会逐件粘贴，并在每箱贴上货件标签后发货。标签最多可登记5个，只有已打印的标签才会被粘贴。",
    ],
    en: [
      "FBA Labels",
      "For direct delivery to Amazon FBA, upload the product label (FNSKU) PDF created in Seller Central for each order. The warehouse labels every unit and puts a shipment label on every box before dispatch. Up to 5 labels can be registered, and only labels that have been printed are applied.",
    ],
    ko: [
      "FBA 라벨 부착 안내",
      "아마존 FBA로 직접 납품하는 경우 셀러 센트럴에서 생성한 상품 라벨(FNSKU) PDF를 주문별로 업로드해 주세요. 창고에서 한 개씩 부착하고 박스마다 배송 라벨도 붙인 뒤 출고합니다. 라벨은 최대 5개까지 등록할 수 있으며 인쇄가 완료된 라벨만 부착됩니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.USER_CENTER,
    sort: 2,
    daysAgo: 70,
    ja: [
      "航空便と海上便の違い",
      "航空便は発送から3〜7日程度で届き、少量の商品や急ぎの納品に向いています。海上便は2〜4週間ほどかかりますが1kgあたりの料金が安く、重い商品や大量の補充に向いています。どちらも実重量と容積重量の大きい方で運賃を計算します。",
    ],
    zh: [
      "空运与海运的区别",
      "空运发货后约3至7天送达，适合少量商品或紧急补货。海运需要约2至4周，但每公斤运费较低，适合重货和大批量补货。两者均按实际重量与体积重量中较大者计费。",
    ],
    en: [
      "Air vs Sea Shipping",
      "Air freight arrives about 3–7 days after dispatch and suits small or urgent shipments. Sea freight takes about 2–4 weeks but costs much less per kilogram, so it suits heavy goods and large restocks. Both are charged on the greater of actual and volumetric weight.",
    ],
    ko: [
      "항공편과 해상편의 차이",
      "항공편은 발송 후 약 3~7일이면 도착하며 소량 상품이나 급한 납품에 적합합니다. 해상편은 약 2~4주가 걸리지만 1kg당 운임이 저렴해 무거운 상품이나 대량 보충에 적합합니다. 두 방법 모두 실중량과 부피중량 중 큰 쪽으로 운임을 계산합니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.USER_CENTER,
    sort: 3,
    daysAgo: 65,
    ja: [
      "通関と輸入者情報の登録",
      "日本への輸入には輸入者(通関者)の情報が必要です。ユーザーセンターの通関者管理で、輸入者名・輸入者コード(pまたはPと12桁の数字)・NACCSアカウント・法人番号・住所などを登録してください。梱包リストで通関者を選ぶと、その名義で輸入申告を行います。関税・消費税は通関後に請求されます。",
    ],
    zh: [
      "清关与进口商信息登记",
      "进口到日本需要进口商(清关人)信息。请在用户中心的清关人管理中登记进口商名称、进口商代码(p或P加12位数字)、NACCS账号、法人编号和地址等。在装箱单中选择清关人后，将以其名义进行进口申报。关税和消费税在清关后另行收取。",
    ],
    en: [
      "Customs Clearance and Importer Registration",
      "Importing into Japan requires importer (clearance person) details. Register the importer name, importer code (p or P followed by 12 digits), NACCS account, corporate number and address under Clearance persons in the user center. When you pick a clearance person on a packing list, the import declaration is filed in that name. Customs duty and consumption tax are billed after clearance.",
    ],
    ko: [
      "통관 및 수입자 정보 등록",
      "일본으로 수입할 때는 수입자(통관인) 정보가 필요합니다. 사용자 센터의 통관인 관리에서 수입자명, 수입자 코드(p 또는 P와 12자리 숫자), NACCS 계정, 법인번호, 주소 등을 등록해 주세요. 패킹리스트에서 통관인을 선택하면 해당 명의로 수입 신고를 진행합니다. 관세와 소비세는 통관 후 청구됩니다.",
    ],
  },
  {
    centerType: GUIDE_CENTER_TYPE.USER_CENTER,
    sort: 4,
    daysAgo: 60,
    ja: [
      "不良品の対応方法",
      "検品で見つかった不良品は不良注文一覧に表示されます。交換・再発送は仕入れ先と交渉のうえ対応し、返品には返送料、廃棄には処理費用がかかる場合があります。部分返品・部分廃棄の数量は不良数を超えて指定できません。判断に迷う場合はメッセージでご相談ください。",
    ],
    zh: [
      "不良品处理方法",
      "验货中发现的不良品会显示在不良订单列表中。换货和补发需与供应商协商后处理，退货可能产生退货运费，销毁可能产生处理费用。部分退货或部分销毁的数量不能超过不良数量。如难以判断，请通过站内信咨询。",
    ],
    en: [
      "Handling Defective Goods",
      "Defects found at inspection are listed under bad orders. Exchanges and reissues are arranged with the supplier; a return may incur return shipping and destruction a handling fee. Partial return or destruction quantities cannot exceed the defective quantity. If you are unsure, ask us through messages.",
    ],
    ko: [
      "불량품 처리 방법",
      "검품에서 발견된 불량품은 불량 주문 목록에 표시됩니다. 교환·재발송은 판매자와 협의 후 진행되며, 반품은 반송료, 폐기는 처리 비용이 발생할 수 있습니다. 부분 반품·부분 폐기 수량은 불량 수량을 초과할 수 없습니다. 판단이 어려우시면 메시지로 문의해 주세요.",
    ],
  },
];

const PACKING_MATERIALS: readonly {
  name: L4;
  spec: string;
  unit: string;
  priceYen: number;
  stock: number;
}[] = [
  {
    name: ["气泡膜", "エアキャップ(プチプチ)", "Bubble Wrap", "에어캡(뽁뽁이)"],
    spec: "100cm×50m",
    unit: "roll",
    priceYen: 1_800,
    stock: 120,
  },
  {
    name: ["OPP自封袋", "OPP袋(テープ付き)", "OPP Self-Seal Bags", "OPP 접착 봉투"],
    spec: "25×35cm / 100",
    unit: "pack",
    priceYen: 600,
    stock: 800,
  },
  {
    name: ["牛皮纸填充物", "緩衝材(クラフト紙)", "Kraft Paper Void Fill", "크라프트지 완충재"],
    spec: "5kg",
    unit: "bag",
    priceYen: 1_200,
    stock: 60,
  },
  {
    name: ["封箱胶带", "梱包用OPPテープ", "Packing Tape", "박스 포장 테이프"],
    spec: "48mm×100m",
    unit: "roll",
    priceYen: 250,
    stock: 1_500,
  },
];

const TRANSPORT_CASES: readonly {
  name: L4;
  dims: [number, number, number];
  maxG: number;
  priceYen: number;
}[] = [
  {
    name: ["纸箱 60尺寸", "段ボール 60サイズ", "Carton, Size 60", "골판지 박스 60사이즈"],
    dims: [25, 20, 15],
    maxG: 2_000,
    priceYen: 150,
  },
  {
    name: ["纸箱 80尺寸", "段ボール 80サイズ", "Carton, Size 80", "골판지 박스 80사이즈"],
    dims: [30, 25, 25],
    maxG: 5_000,
    priceYen: 200,
  },
  {
    name: ["纸箱 100尺寸", "段ボール 100サイズ", "Carton, Size 100", "골판지 박스 100사이즈"],
    dims: [40, 30, 30],
    maxG: 10_000,
    priceYen: 280,
  },
  {
    name: [
      "出口用加厚大纸箱",
      "輸出用 強化大型段ボール",
      "Reinforced Export Carton, Large",
      "수출용 강화 대형 박스",
    ],
    dims: [60, 40, 40],
    maxG: 30_000,
    priceYen: 450,
  },
];

// ───────────────────────────── catalogue ─────────────────────────────
// Templates, generator and insertion live in lib/seed/catalogue*.ts; the history below uses goods #1–#72.

type Spec = { name: string; value: string };
type BuiltSku = CatalogueSku;
type BuiltGoods = CatalogueGoods;

/** Unit price for `qty` pieces of a goods item (1688 quantity tiers, otherwise the SKU price). */
function unitPriceFen(g: BuiltGoods, sku: BuiltSku, totalQty: number): number {
  if (!g.tiers.length) return sku.priceFen;
  let price = g.tiers[0].priceFen;
  for (const t of g.tiers) if (totalQty >= t.minQty) price = t.priceFen;
  return price;
}
const specsText = (specs: Spec[]) => specs.map((s) => `${s.name}:${s.value}`).join(";");

// ───────────────────────────── demo customer history ─────────────────────────────

type OrderPlan = {
  key: string;
  status: number;
  agent: number;
  createdDays: number;
  /** days ago of the last status change */
  lastDays: number;
  goods: number;
  lines: readonly [sku: number, qty: number][];
  paidBy?: number;
  remark?: string;
  fba?: boolean;
};

const S = ORDER_STATUS;
/** demo@example.com's orders (goods: index into the built catalogue). */
const ORDER_PLANS: readonly OrderPlan[] = [
  {
    key: "sneakers",
    status: S.DISPATCHED,
    agent: AGENT_FLAG.OWN,
    createdDays: 40,
    lastDays: 11,
    goods: 16,
    lines: [
      [0, 10],
      [6, 10],
    ],
  },
  {
    key: "bottles",
    status: S.DISPATCHED,
    agent: AGENT_FLAG.AGENT,
    createdDays: 39,
    lastDays: 11,
    goods: 40,
    lines: [
      [1, 30],
      [4, 30],
    ],
  },
  {
    key: "cases",
    status: S.AWAITING_DISPATCH,
    agent: AGENT_FLAG.OWN,
    createdDays: 33,
    lastDays: 5,
    goods: 30,
    lines: [
      [0, 50],
      [1, 50],
    ],
    fba: true,
  },
  {
    key: "tshirts",
    status: S.EXCHANGE_AWAITING_RETURN,
    agent: AGENT_FLAG.OWN,
    createdDays: 30,
    lastDays: 6,
    goods: 2,
    lines: [
      [0, 20],
      [1, 20],
    ],
  },
  {
    key: "powerbank",
    status: S.DEFECT_PENDING,
    agent: AGENT_FLAG.OWN,
    createdDays: 28,
    lastDays: 1,
    goods: 36,
    lines: [[0, 20]],
  },
  {
    key: "yoga",
    status: S.IN_STORAGE,
    agent: AGENT_FLAG.OWN,
    createdDays: 26,
    lastDays: 9,
    goods: 60,
    lines: [
      [0, 10],
      [2, 10],
    ],
  },
  {
    key: "earbuds",
    status: S.IN_STORAGE,
    agent: AGENT_FLAG.AGENT,
    createdDays: 24,
    lastDays: 8,
    goods: 35,
    lines: [
      [0, 20],
      [1, 10],
    ],
  },
  {
    key: "dryer",
    status: S.CANCELLED,
    agent: AGENT_FLAG.OWN,
    createdDays: 22,
    lastDays: 21,
    goods: 57,
    lines: [[0, 2]],
    remark: "別の型番に変更するためキャンセルします",
  },
  {
    key: "brushes",
    status: S.INSPECTION_FINISHED,
    agent: AGENT_FLAG.OWN,
    createdDays: 20,
    lastDays: 2,
    goods: 52,
    lines: [[0, 30]],
  },
  {
    key: "suitcase",
    status: S.CANNOT_PURCHASE,
    agent: AGENT_FLAG.AGENT,
    createdDays: 18,
    lastDays: 16,
    goods: 29,
    lines: [[0, 2]],
  },
  {
    key: "romper",
    status: S.INSPECTING,
    agent: AGENT_FLAG.AGENT,
    createdDays: 17,
    lastDays: 1,
    goods: 48,
    lines: [
      [0, 10],
      [1, 10],
      [2, 10],
    ],
  },
  {
    key: "hoodies",
    status: S.ARRIVED,
    agent: AGENT_FLAG.OWN,
    createdDays: 15,
    lastDays: 1,
    goods: 11,
    lines: [
      [1, 6],
      [2, 6],
    ],
  },
  {
    key: "litterbox",
    status: S.AWAITING_ARRIVAL,
    agent: AGENT_FLAG.AGENT,
    createdDays: 12,
    lastDays: 3,
    goods: 66,
    lines: [[0, 5]],
  },
  {
    key: "tote",
    status: S.AWAITING_ARRIVAL,
    agent: AGENT_FLAG.OWN,
    createdDays: 10,
    lastDays: 2,
    goods: 25,
    lines: [[0, 8]],
  },
  {
    key: "cables",
    status: S.PURCHASED,
    agent: AGENT_FLAG.OWN,
    createdDays: 7,
    lastDays: 1,
    goods: 32,
    lines: [
      [0, 100],
      [1, 50],
    ],
  },
  {
    key: "lantern",
    status: S.AWAITING_PURCHASE,
    agent: AGENT_FLAG.AGENT,
    createdDays: 4,
    lastDays: 3,
    goods: 63,
    lines: [[0, 6]],
    paidBy: PAYMENT_METHOD.PAYPAL,
  },
  {
    key: "dress",
    status: S.AWAITING_PURCHASE,
    agent: AGENT_FLAG.OWN,
    createdDays: 3,
    lastDays: 3,
    goods: 0,
    lines: [
      [0, 5],
      [1, 5],
    ],
    remark: "検品時に縫製を確認してください",
  },
  {
    key: "pillow",
    status: S.AWAITING_CONFIRMATION,
    agent: AGENT_FLAG.AGENT,
    createdDays: 2,
    lastDays: 2,
    goods: 45,
    lines: [[0, 4]],
  },
  {
    key: "boots",
    status: S.AWAITING_PAYMENT,
    agent: AGENT_FLAG.OWN,
    createdDays: 0,
    lastDays: 0,
    goods: 21,
    lines: [[0, 4]],
  },
];

const MAIN_PATH: readonly number[] = [
  S.AWAITING_PAYMENT,
  S.AWAITING_PURCHASE,
  S.PURCHASED,
  S.AWAITING_ARRIVAL,
  S.ARRIVED,
  S.INSPECTING,
  S.INSPECTION_FINISHED,
  S.IN_STORAGE,
  S.AWAITING_DISPATCH,
  S.DISPATCHED,
];

/** The sequence of statuses an order went through to reach `status`. Agent orders are confirmed first. */
function statusPath(status: number, agent: number): number[] {
  const upTo = (s: number) => MAIN_PATH.slice(0, MAIN_PATH.indexOf(s) + 1);
  let path: number[];
  if (MAIN_PATH.includes(status)) path = upTo(status);
  else if (status === S.DEFECT_PENDING) path = [...upTo(S.INSPECTING), S.DEFECT_PENDING];
  else if (status === S.EXCHANGE_AWAITING_RETURN) path = [...upTo(S.INSPECTING), S.DEFECT_PENDING, status];
  else if (status === S.CANCELLED || status === S.CANNOT_PURCHASE)
    path = [...upTo(S.AWAITING_PURCHASE), status];
  else if (status === S.AWAITING_CONFIRMATION) path = [S.AWAITING_PAYMENT, status];
  else path = [S.AWAITING_PAYMENT, status];
  if (agent === AGENT_FLAG.AGENT && path.length > 1 && !path.includes(S.AWAITING_CONFIRMATION)) {
    path.splice(1, 0, S.AWAITING_CONFIRMATION);
  }
  return path;
}

const STEP_TEXT: Record<number, { actor: string; note: string }> = {
  [S.AWAITING_PAYMENT]: { actor: "customer", note: "ご注文を受け付けました" },
  [S.AWAITING_CONFIRMATION]: { actor: "customer", note: "お支払いが完了しました。代行内容を確認しています" },
  [S.AWAITING_PURCHASE]: { actor: "customer", note: "お支払いが完了しました" },
  [S.PURCHASED]: { actor: "operator", note: "仕入れ先に発注しました" },
  [S.AWAITING_ARRIVAL]: { actor: "operator", note: "仕入れ先が発送しました(中国国内配送中)" },
  [S.ARRIVED]: { actor: "operator", note: "中国倉庫に到着しました" },
  [S.INSPECTING]: { actor: "operator", note: "検品を開始しました" },
  [S.INSPECTION_FINISHED]: { actor: "operator", note: "検品が完了しました" },
  [S.IN_STORAGE]: { actor: "system", note: "倉庫に保管しました" },
  [S.AWAITING_DISPATCH]: { actor: "customer", note: "梱包リストに追加されました" },
  [S.DISPATCHED]: { actor: "operator", note: "国際発送しました" },
  [S.DEFECT_PENDING]: { actor: "operator", note: "検品で不良品が見つかりました" },
  [S.EXCHANGE_AWAITING_RETURN]: { actor: "customer", note: "交換を選択されました。仕入れ先への返送待ちです" },
  [S.CANCELLED]: {
    actor: "customer",
    note: "お客様のご依頼によりキャンセルしました。代金は残高に返金しました",
  },
  [S.CANNOT_PURCHASE]: {
    actor: "operator",
    note: "仕入れ先の在庫切れのため購入できません。代金は残高に返金しました",
  },
};

function stepText(
  status: number,
  from: number | null,
  paidBy: number | undefined,
): { actor: string; note: string | null } {
  if (status === S.AWAITING_PURCHASE && from === S.AWAITING_CONFIRMATION) {
    return { actor: "operator", note: "代行内容を確認しました。購入手配を行います" };
  }
  const t = STEP_TEXT[status] ?? { actor: "system", note: null };
  if (paidBy === PAYMENT_METHOD.PAYPAL && from === S.AWAITING_PAYMENT)
    return { ...t, note: "PayPalでのお支払いが完了しました" };
  return t;
}

type Ledger = {
  customerId: number;
  type: number;
  amountYen: number;
  createdAt: Date;
  orderId?: number;
  containerId?: number;
  topUpId?: number;
  withdrawalId?: number;
  remark: string;
};

/** Sorts a customer's ledger by time, makes times strictly increasing and fills balanceAfterYen. */
function finishLedger(rows: Ledger[]): (Ledger & { balanceAfterYen: number })[] {
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let balance = 0;
  let last = 0;
  return sorted.map((r) => {
    const t = Math.max(r.createdAt.getTime(), last + 1_000);
    last = t;
    balance += r.amountYen;
    if (balance < 0)
      throw new Error(`demo seed: ledger of customer ${r.customerId} goes negative (${r.remark})`);
    return { ...r, createdAt: new Date(t), balanceAfterYen: balance };
  });
}

// ───────────────────────────── seed ─────────────────────────────

export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const existing = await db.customer.findUnique({
    where: { email: DEMO_ACCOUNTS.demo.email },
    select: { id: true },
  });
  if (existing) return { created: false };

  const [demoHash, vipHash, quotaHash] = await Promise.all(
    [DEMO_ACCOUNTS.demo, DEMO_ACCOUNTS.vip, DEMO_ACCOUNTS.quota].map((a) => bcrypt.hash(a.password, 10)),
  );
  const clock = makeClock(new Date());
  const rng = makeRng(20_261_122);

  await db.$transaction(
    async (tx) => {
      const ref = await seedReference(tx, clock, rng);
      await seedCustomers(tx, clock, rng, ref, { demoHash, vipHash, quotaHash });
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
  return { created: true };
}

type Ref = Awaited<ReturnType<typeof seedReference>>;

async function seedReference(tx: Tx, clock: Clock, rng: Rng) {
  // Prefectures, Amazon sites and staff have natural keys: insert what is missing.
  await tx.region.createMany({
    data: PREFECTURES.map(([ja, en, zh, ko], i) => ({
      code: String(i + 1).padStart(2, "0"),
      nameJa: ja,
      nameEn: en,
      nameZh: zh,
      nameKo: ko,
      sort: i + 1,
    })),
    skipDuplicates: true,
  });
  await tx.amazonSite.createMany({
    data: AMAZON_SITES.map(([siteId, siteNameEn, countryCode, marketplace], i) => ({
      siteId,
      siteNameEn,
      countryCode,
      marketplace,
      sort: i + 1,
    })),
    skipDuplicates: true,
  });
  await tx.serviceStaff.createMany({
    data: STAFF.map(([staffCode, name]) => ({ staffCode, name })),
    skipDuplicates: true,
  });

  // Receiving accounts are matched on bank + account number, so accounts other data added stay untouched.
  const existingBanks = await tx.bankAccount.findMany({ select: { bank: true, bankAccount: true } });
  const missingBanks = BANK_ACCOUNTS.map((b, i) => ({ ...b, sort: i + 1 })).filter(
    (b) => !existingBanks.some((e) => e.bank === b.bank && e.bankAccount === b.bankAccount),
  );
  await tx.bankAccount.createMany({
    data: missingBanks.map((b) => ({ ...b, name: BANK_HOLDER, bankRate: "0", category: "ordinary" })),
  });
  // Tables without a natural key are only filled when empty.
  if ((await tx.announcement.count()) === 0) {
    await tx.announcement.createMany({
      data: ANNOUNCEMENTS.map((a) => ({
        titleJa: a.ja[0],
        titleZh: a.zh[0],
        titleEn: a.en[0],
        titleKo: a.ko[0],
        contentJa: a.ja[1],
        contentZh: a.zh[1],
        contentEn: a.en[1],
        contentKo: a.ko[1],
        pinned: a.pinned,
        status: PUBLISH_STATUS.PUBLISHED,
        publishedAt: clock.at(a.daysAgo, 11),
        createdAt: clock.at(a.daysAgo, 11),
      })),
    });
  }
  if ((await tx.guideArticle.count()) === 0) {
    await tx.guideArticle.createMany({
      data: GUIDES.map((g) => ({
        centerType: g.centerType,
        titleZh: g.zh[0],
        titleKr: g.ko[0],
        titleJa: g.ja[0],
        titleEn: g.en[0],
        contentZh: g.zh[1],
        contentKr: g.ko[1],
        contentJa: g.ja[1],
        contentEn: g.en[1],
        sort: g.sort,
        status: PUBLISH_STATUS.PUBLISHED,
        createTime: clock.at(g.daysAgo, 15),
      })),
    });
  }
  if ((await tx.packingMaterial.count()) === 0) {
    await tx.packingMaterial.createMany({
      data: PACKING_MATERIALS.map((m, i) => ({
        nameZh: m.name[0],
        nameJa: m.name[1],
        nameEn: m.name[2],
        nameKo: m.name[3],
        spec: m.spec,
        unit: m.unit,
        priceYen: m.priceYen,
        stock: m.stock,
        sort: i + 1,
      })),
    });
  }
  if ((await tx.transportCase.count()) === 0) {
    await tx.transportCase.createMany({
      data: TRANSPORT_CASES.map((c, i) => ({
        nameZh: c.name[0],
        nameJa: c.name[1],
        nameEn: c.name[2],
        nameKo: c.name[3],
        lengthCm: c.dims[0],
        widthCm: c.dims[1],
        heightCm: c.dims[2],
        maxWeightGrams: c.maxG,
        priceYen: c.priceYen,
        stock: 500,
        sort: i + 1,
      })),
    });
  }

  // Member plans: one per tier.
  const plans = new Map<number, number>();
  for (const [i, p] of PLANS.entries()) {
    const found = await tx.memberPlan.findFirst({
      where: { tier: p.tier },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const id =
      found?.id ??
      (
        await tx.memberPlan.create({
          data: {
            tier: p.tier,
            nameZh: p.name[0],
            nameJa: p.name[1],
            nameEn: p.name[2],
            nameKo: p.name[3],
            monthlyFeeYen: p.feeYen,
            commissionRate: p.commission,
            monthlyQuotaYen: p.quotaYen,
            sort: i + 1,
          },
          select: { id: true },
        })
      ).id;
    plans.set(p.tier, id);
  }

  // Exchange rates: 14 Japan days up to today; rate = bank TTS + 0.7 (held in 1/10000 yen).
  const markup4 = Math.round(Number(LIMITS.rateMarkup) * 10_000);
  const rates: { day: Date; tts4: number; rate4: number; at: Date }[] = [];
  let tts4 = 214_500;
  for (let d = 13; d >= 0; d--) {
    tts4 = Math.min(219_900, Math.max(210_500, tts4 + rng.int(-12, 12) * 100));
    rates.push({ day: clock.day(d), tts4, rate4: tts4 + markup4, at: clock.at(d, 10, 5) });
  }
  const haveDays = new Set(
    (
      await tx.exchangeRate.findMany({
        where: { currency: "CNY", effectiveDate: { gte: rates[0].day } },
        select: { effectiveDate: true },
      })
    ).map((r) => r.effectiveDate.toISOString().slice(0, 10)),
  );
  await tx.exchangeRate.createMany({
    data: rates
      .filter((r) => !haveDays.has(r.day.toISOString().slice(0, 10)))
      .map((r) => ({
        currency: "CNY",
        bankTts: rateString(r.tts4),
        rate: rateString(r.rate4),
        bankName: "三菱UFJ銀行",
        effectiveDate: r.day,
        createdAt: r.at,
      })),
  });
  /** The rate (1/10000 yen) in force `daysAgo` days ago (the oldest for older dates). */
  const rateAt = (daysAgo: number) => rates[Math.max(0, 13 - Math.min(13, Math.floor(daysAgo)))].rate4;

  // Category tree and the generated catalogue; the demo history uses the template goods #1–#72.
  await seedCatalogue(tx, DEMO_CATALOGUE_SIZE);
  const catalogue = generateCatalogue(TEMPLATE_COUNT);
  const goodsIdOf = await catalogueIdsOf(tx, catalogue);

  const [regions, sites, staff, banks, materials, cases] = await Promise.all([
    tx.region.findMany({ select: { id: true, code: true } }),
    tx.amazonSite.findMany({ select: { id: true, siteId: true } }),
    tx.serviceStaff.findMany({ select: { id: true, staffCode: true } }),
    tx.bankAccount.findMany({ where: { active: true }, orderBy: { sort: "asc" }, select: { id: true } }),
    tx.packingMaterial.findMany({ orderBy: { sort: "asc" }, select: { id: true, priceYen: true } }),
    tx.transportCase.findMany({ orderBy: { sort: "asc" }, select: { id: true, priceYen: true } }),
  ]);

  return {
    plans,
    rateAt,
    catalogue,
    goodsIdOf,
    regionId: new Map(regions.map((r) => [r.code, r.id])),
    siteId: new Map(sites.map((s) => [s.siteId, s.id])),
    staffId: new Map(staff.map((s) => [s.staffCode, s.id])),
    banks,
    materials,
    cases,
  };
}

async function seedCustomers(
  tx: Tx,
  clock: Clock,
  rng: Rng,
  ref: Ref,
  hashes: { demoHash: string; vipHash: string; quotaHash: string },
) {
  const demo = await tx.customer.create({
    data: {
      email: DEMO_ACCOUNTS.demo.email,
      userName: "山田 太郎",
      passwordHash: hashes.demoHash,
      realName: "山田 太郎",
      phone: "090-1234-5678",
      companyName: "株式会社ヤマダトレーディング",
      memberTier: MEMBER_TIER.GENERAL,
      amazonShopName: "YAMADA SELECT",
      rakutenShopName: "ヤマダセレクト楽天市場店",
      customerServiceId: "CS001",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.FROM_300K_TO_1M,
      status: CUSTOMER_STATUS.ACTIVE,
      language: "ja",
      createdAt: clock.at(60, 14, 12),
      lastLoginAt: clock.at(0, 9, 30),
    },
    select: { id: true },
  });
  const vip = await tx.customer.create({
    data: {
      email: DEMO_ACCOUNTS.vip.email,
      userName: "佐藤 花子",
      passwordHash: hashes.vipHash,
      realName: "佐藤 花子",
      phone: "080-2345-6789",
      companyName: "合同会社ハナコトレーディング",
      memberTier: MEMBER_TIER.VIP,
      amazonShopName: "Hanako Trading JP",
      customerServiceId: "CS002",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.FROM_1M_TO_3M,
      status: CUSTOMER_STATUS.ACTIVE,
      language: "ja",
      createdAt: clock.at(120, 10, 40),
    },
    select: { id: true },
  });
  await tx.customer.create({
    data: {
      email: DEMO_ACCOUNTS.quota.email,
      userName: "鈴木 一郎",
      passwordHash: hashes.quotaHash,
      realName: "鈴木 一郎",
      phone: "070-3456-7890",
      memberTier: MEMBER_TIER.QUOTA,
      customerServiceId: "CS002",
      monthlyPurchaseBand: MONTHLY_PURCHASE_BAND.UNDER_300K,
      status: CUSTOMER_STATUS.ACTIVE,
      language: "ja",
      balanceYen: 0,
      createdAt: clock.at(5, 16, 20),
    },
    select: { id: true },
  });

  const ledger: Ledger[] = [];

  // ── VIP: one large bank-transfer top-up, then the monthly VIP fee. ──
  const vipPlan = PLANS.find((p) => p.tier === MEMBER_TIER.VIP)!;
  const vipTopUpAt = clock.at(21, 11, 5);
  const vipTopUp = await tx.topUp.create({
    data: {
      customerId: vip.id,
      topUpNo: `TU${ymd(vipTopUpAt)}${rng.digits(6)}`,
      paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
      amountYen: 1_529_800,
      reviewStatus: REVIEW_STATUS.APPROVED,
      bankAccountId: ref.banks[ref.banks.length - 1]?.id ?? null,
      remitterName: "ゴウドウガイシヤハナコトレ-デイング",
      expiresAt: plus(vipTopUpAt, LIMITS.offlineTopUpHours * HOUR),
      reviewedAt: plus(vipTopUpAt, 2 * HOUR),
      reviewNote: "入金を確認しました",
      createdAt: vipTopUpAt,
    },
    select: { id: true, topUpNo: true },
  });
  ledger.push({
    customerId: vip.id,
    type: TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP,
    amountYen: 1_529_800,
    createdAt: plus(vipTopUpAt, 2 * HOUR),
    topUpId: vipTopUp.id,
    remark: `銀行振込チャージ ${vipTopUp.topUpNo}`,
  });
  const vipStart = clock.at(20, 9, 0);
  await tx.customerMember.create({
    data: {
      customerId: vip.id,
      planId: ref.plans.get(MEMBER_TIER.VIP)!,
      startAt: vipStart,
      endAt: plus(vipStart, 30 * DAY),
      feeYen: vipPlan.feeYen,
      createdAt: vipStart,
    },
  });
  ledger.push({
    customerId: vip.id,
    type: TRANSACTION_TYPE.MEMBERSHIP_FEE,
    amountYen: -vipPlan.feeYen,
    createdAt: vipStart,
    remark: "VIP会員 月会費(30日)",
  });

  await seedDemoHistory(tx, clock, rng, ref, demo.id, ledger);

  // ── Ledger and balances ──
  const rows = [
    ...finishLedger(ledger.filter((l) => l.customerId === demo.id)),
    ...finishLedger(ledger.filter((l) => l.customerId === vip.id)),
  ];
  await tx.accountTransaction.createMany({ data: rows });
  for (const id of [demo.id, vip.id]) {
    const mine = rows.filter((r) => r.customerId === id);
    await tx.customer.update({
      where: { id },
      data: { balanceYen: mine[mine.length - 1]?.balanceAfterYen ?? 0 },
    });
  }
}

const DEMO_BALANCE_YEN = 125_000;
const DEMO_WITHDRAWAL_YEN = 30_000;

async function seedDemoHistory(
  tx: Tx,
  clock: Clock,
  rng: Rng,
  ref: Ref,
  customerId: number,
  ledger: Ledger[],
) {
  const G = ref.catalogue;
  const staffCs1 = ref.staffId.get("CS001") ?? null;

  // ── uploaded files ──
  const file = (original: string, ext: string, mimeType: string, sizeBytes: number, daysAgo: number) => {
    const name = `shopmall/demo/${rng.hex(24)}.${ext}`;
    return {
      customerId,
      url: `/uploads/${name}`,
      originalFilename: original,
      name,
      mimeType,
      sizeBytes,
      modular: "shopmall",
      storage: "local",
      createdAt: clock.at(daysAgo, 13, rng.int(0, 59)),
    };
  };
  const files = {
    slip: file("振込明細_20万円.jpg", "jpg", "image/jpeg", 184_233, 45),
    defect1: file("inspection_powerbank_1.jpg", "jpg", "image/jpeg", 256_870, 1),
    defect2: file("inspection_powerbank_2.jpg", "jpg", "image/jpeg", 241_102, 1),
    wrong: file("inspection_tshirt_size.jpg", "jpg", "image/jpeg", 198_455, 7),
    fba: file("FBA_labels_iPhone15case.pdf", "pdf", "application/pdf", 48_912, 6),
    boxLabels: file("FBA_box_labels.pdf", "pdf", "application/pdf", 61_337, 5),
    trade: file("品質表示ラベル_ヨガマット.pdf", "pdf", "application/pdf", 35_020, 4),
    feedback: file("box_damage.jpg", "jpg", "image/jpeg", 220_914, 9),
  };
  await tx.uploadedFile.createMany({ data: Object.values(files) });

  // ── addresses and clearance persons ──
  const [home] = await tx.address.createManyAndReturn({
    data: [
      {
        customerId,
        name: "山田 太郎",
        postalCode: "150-0002",
        regionId: ref.regionId.get("13")!,
        address: "渋谷区渋谷2-15-1 ヤマダビル5F",
        phone: "090-1234-5678",
        email: "demo@example.com",
        companyName: "株式会社ヤマダトレーディング",
        isDefault: true,
        createdAt: clock.at(59, 14),
      },
      {
        customerId,
        name: "山田 花子",
        postalCode: "530-0001",
        regionId: ref.regionId.get("27")!,
        address: "大阪市北区梅田1-3-1 梅田第一ビル302号室",
        phone: "06-6345-1234",
        email: null,
        companyName: null,
        isDefault: false,
        createdAt: clock.at(50, 10),
      },
      {
        customerId,
        name: "物流センター 受付",
        postalCode: "812-0013",
        regionId: ref.regionId.get("40")!,
        address: "福岡市博多区博多駅東2-8-5 倉庫棟B",
        phone: "092-432-5678",
        email: "logistics@yamada-trading.example",
        companyName: "ヤマダ物流株式会社",
        isDefault: false,
        createdAt: clock.at(35, 16),
      },
    ],
    select: { id: true },
  });
  const [cpCompany, cpPersonal] = await tx.clearancePerson.createManyAndReturn({
    data: [
      {
        customerId,
        importerName: "株式会社ヤマダトレーディング",
        customsCode: "P123456789012",
        naccsAccount: "5YMD1",
        corporateId: "4011001234567",
        phone: "03-1234-5678",
        postalCode: "150-0002",
        address: "東京都渋谷区渋谷2-15-1 ヤマダビル5F",
        email: "import@yamada-trading.example",
        createdAt: clock.at(58, 15),
      },
      {
        customerId,
        importerName: "山田 太郎",
        customsCode: "p987654321098",
        naccsAccount: null,
        corporateId: null,
        phone: "090-1234-5678",
        postalCode: "530-0001",
        address: "大阪府大阪市北区梅田1-3-1 梅田第一ビル302号室",
        email: "demo@example.com",
        createdAt: clock.at(50, 11),
      },
    ],
    select: { id: true },
  });

  // ── cart ──
  const cartPicks: [goods: number, sku: number, qty: number, daysAgo: number][] = [
    [8, 2, 4, 1],
    [33, 1, 10, 0],
    [70, 4, 6, 0],
  ];
  await tx.cartLine.createMany({
    data: cartPicks.map(([gi, si, qty, d], i) => {
      const g = G[gi];
      const sku = g.skus[si % g.skus.length];
      return {
        customerId,
        goodsId: ref.goodsIdOf(g),
        skuId: sku.skuId,
        platform: g.platform,
        goodsName: g.titles[0],
        goodsPriceFen: unitPriceFen(g, sku, qty),
        goodsCount: Math.max(qty, g.minOrderQty),
        goodsColor: sku.specs[0]?.value ?? null,
        goodsSize: sku.specs[1]?.value ?? null,
        goodsSpecs: specsText(sku.specs),
        goodsImageUrl: sku.image,
        goodsUrl: g.detailUrl,
        shopName: g.shopName,
        spData: sku.specs,
        createdAt: clock.at(d, 8 + i, 10),
      };
    }),
  });

  // ── orders ──
  type PlannedOrder = OrderPlan & {
    orderNo: string;
    createdAt: Date;
    steps: { status: number; at: Date }[];
    g: BuiltGoods;
    lineData: {
      sku: BuiltSku;
      qty: number;
      unitFen: number;
      asin: string | null;
      fnsku: string | null;
      sellerSku: string | null;
    }[];
    goodsAmountFen: number;
    goodsAmountYen: number;
    domesticShippingYen: number;
    commissionYen: number;
    totalYen: number;
    rate4: number;
    paid: boolean;
  };
  const commissionPct = 5; // general member (PLANS)
  const planned: PlannedOrder[] = ORDER_PLANS.map((p, idx) => {
    const createdAt =
      p.createdDays === 0
        ? new Date(clock.now.getTime() - 3 * HOUR)
        : clock.at(p.createdDays, 9 + (idx % 9), (idx * 17) % 60);
    const path = statusPath(p.status, p.agent);
    const last = Math.max(
      clock.at(p.lastDays, 16, 30).getTime(),
      createdAt.getTime() + path.length * 20 * MIN,
    );
    // Customer steps (creation, payment) at any hour; warehouse steps spread up to `last`, in office hours.
    const first = createdAt.getTime() + 6 * MIN;
    let prev = 0;
    const steps = path.map((status, i) => {
      const raw =
        i === 0
          ? createdAt.getTime()
          : i === 1
            ? first
            : first + ((last - first) * (i - 1)) / (path.length - 2);
      const t = Math.min(
        Math.max(i < 2 ? raw : officeHours(raw), prev + 10 * MIN),
        clock.now.getTime() - MIN,
      );
      prev = t;
      return { status, at: new Date(t) };
    });
    const g = G[p.goods];
    const totalQty = p.lines.reduce((s, [, q]) => s + q, 0);
    const lineData = p.lines.map(([si, qty]) => {
      const sku = g.skus[si % g.skus.length];
      return {
        sku,
        qty,
        unitFen: unitPriceFen(g, sku, totalQty),
        asin: p.fba ? "B0" + rng.upper(8) : null,
        fnsku: p.fba ? "X00" + rng.upper(7) : null,
        sellerSku: p.fba ? `YMD-${g.n}-${si + 1}` : null,
      };
    });
    const rate4 = ref.rateAt(p.createdDays);
    const goodsAmountFen = lineData.reduce((s, l) => s + l.unitFen * l.qty, 0);
    const goodsAmountYen = fenToYen(goodsAmountFen, rate4);
    const domesticShippingYen = fenToYen(g.domesticShippingFen, rate4);
    const commissionYen = Math.ceil((goodsAmountYen * commissionPct) / 100);
    return {
      ...p,
      orderNo: `PO${ymd(createdAt)}${String(1001 + idx).padStart(4, "0")}${rng.digits(2)}`,
      createdAt,
      steps,
      g,
      lineData,
      goodsAmountFen,
      goodsAmountYen,
      domesticShippingYen,
      commissionYen,
      totalYen: goodsAmountYen + domesticShippingYen + commissionYen,
      rate4,
      paid: p.status !== S.AWAITING_PAYMENT,
    };
  });
  const orderRows = await tx.order.createManyAndReturn({
    data: planned.map((o) => ({
      customerId,
      orderNo: o.orderNo,
      orderStatus: o.status,
      agentFlag: o.agent,
      platform: o.g.platform,
      shopName: o.g.shopName,
      paymentMethod: o.paid ? (o.paidBy ?? PAYMENT_METHOD.BALANCE) : null,
      goodsAmountFen: o.goodsAmountFen,
      goodsAmountYen: o.goodsAmountYen,
      domesticShippingYen: o.domesticShippingYen,
      commissionYen: o.commissionYen,
      totalYen: o.totalYen,
      paidYen: o.paid ? o.totalYen : 0,
      rateUsed: rateString(o.rate4),
      remark: o.remark ?? null,
      addressId: home.id,
      paidAt: o.paid ? o.steps[1].at : null,
      createdAt: o.createdAt,
      updatedAt: o.steps[o.steps.length - 1].at,
    })),
    select: { id: true, orderNo: true },
  });
  const orderIdByNo = new Map(orderRows.map((r) => [r.orderNo, r.id]));
  const order = (key: string) => {
    const o = planned.find((p) => p.key === key)!;
    return { ...o, id: orderIdByNo.get(o.orderNo)! };
  };

  // Defects decided up front so that the order lines carry their bad quantities.
  const defects = {
    powerbank: { line: 0, qty: 2 },
    tshirts: { line: 1, qty: 5 },
  } as const;
  const arrived = new Set<number>([
    S.ARRIVED,
    S.INSPECTING,
    S.INSPECTION_FINISHED,
    S.IN_STORAGE,
    S.AWAITING_DISPATCH,
    S.DISPATCHED,
    S.DEFECT_PENDING,
    S.EXCHANGE_AWAITING_RETURN,
  ]);
  const checked = new Set<number>([
    S.INSPECTION_FINISHED,
    S.IN_STORAGE,
    S.AWAITING_DISPATCH,
    S.DISPATCHED,
    S.DEFECT_PENDING,
    S.EXCHANGE_AWAITING_RETURN,
  ]);
  const counted = new Set<number>([S.IN_STORAGE, S.AWAITING_DISPATCH, S.DISPATCHED]);

  const lineRows = await tx.orderLine.createManyAndReturn({
    data: planned.flatMap((o) =>
      o.lineData.map((l, li) => {
        const defect = (defects as Record<string, { line: number; qty: number }>)[o.key];
        const checkedQty = checked.has(o.status)
          ? l.qty
          : o.status === S.INSPECTING
            ? Math.floor(l.qty / 2)
            : 0;
        return {
          orderId: orderIdByNo.get(o.orderNo)!,
          goodsId: ref.goodsIdOf(o.g),
          skuId: l.sku.skuId,
          goodsName: o.g.titles[0],
          goodsImageUrl: l.sku.image,
          goodsUrl: o.g.detailUrl,
          specs: specsText(l.sku.specs),
          unitPriceFen: l.unitFen,
          quantity: l.qty,
          asin: l.asin,
          fnsku: l.fnsku,
          sellerSku: l.sellerSku,
          arrivedQty: arrived.has(o.status) ? l.qty : 0,
          checkedQty,
          badQty: defect && defect.line === li ? defect.qty : 0,
          inventoryStatus: counted.has(o.status)
            ? o.key === "bottles"
              ? INVENTORY_STATUS.SKIPPED
              : INVENTORY_STATUS.COMPLETE
            : INVENTORY_STATUS.INCOMPLETE,
        };
      }),
    ),
    select: {
      id: true,
      orderId: true,
      skuId: true,
      quantity: true,
      fnsku: true,
      asin: true,
      sellerSku: true,
    },
  });
  const linesOf = (orderId: number) => lineRows.filter((l) => l.orderId === orderId);

  await tx.orderStatusLog.createMany({
    data: planned.flatMap((o) =>
      o.steps.map((s, i) => ({
        orderId: orderIdByNo.get(o.orderNo)!,
        fromStatus: i === 0 ? null : o.steps[i - 1].status,
        toStatus: s.status,
        ...stepText(s.status, i === 0 ? null : o.steps[i - 1].status, o.paidBy),
        createdAt: s.at,
      })),
    ),
  });

  // Order payments from the balance, and refunds.
  for (const o of planned) {
    if (!o.paid || o.paidBy === PAYMENT_METHOD.PAYPAL) continue;
    const id = orderIdByNo.get(o.orderNo)!;
    ledger.push({
      customerId,
      type: TRANSACTION_TYPE.ORDER_PAYMENT,
      amountYen: -o.totalYen,
      createdAt: o.steps[1].at,
      orderId: id,
      remark: `注文支払い ${o.orderNo}`,
    });
    const end = o.steps[o.steps.length - 1];
    if (o.status === S.CANCELLED) {
      ledger.push({
        customerId,
        type: TRANSACTION_TYPE.REFUND,
        amountYen: o.totalYen,
        createdAt: plus(end.at, MIN),
        orderId: id,
        remark: `注文キャンセル返金 ${o.orderNo}`,
      });
    } else if (o.status === S.CANNOT_PURCHASE) {
      ledger.push({
        customerId,
        type: TRANSACTION_TYPE.CANNOT_PURCHASE_REFUND,
        amountYen: o.totalYen,
        createdAt: plus(end.at, MIN),
        orderId: id,
        remark: `購入不可返金 ${o.orderNo}`,
      });
    }
  }

  // ── defects ──
  const powerbank = order("powerbank");
  const tshirts = order("tshirts");
  const stepAt = (o: PlannedOrder, status: number) => o.steps.find((s) => s.status === status)!.at;
  const defectFee = 500;
  await tx.problem.createMany({
    data: [
      {
        customerId,
        orderId: powerbank.id,
        orderLineId: linesOf(powerbank.id)[defects.powerbank.line].id,
        problemType: PROBLEM_TYPE.DAMAGED,
        processStatus: PROBLEM_PROCESS_STATUS.PENDING,
        handling: null,
        quantity: defects.powerbank.qty,
        description:
          "外箱に潰れがあり、本体2個の表面に擦り傷があります。写真をご確認のうえ、対応方法をお選びください。",
        images: [files.defect1.url, files.defect2.url],
        feeYen: 0,
        createdAt: stepAt(powerbank, S.DEFECT_PENDING),
      },
      {
        customerId,
        orderId: tshirts.id,
        orderLineId: linesOf(tshirts.id)[defects.tshirts.line].id,
        problemType: PROBLEM_TYPE.WRONG_GOODS,
        processStatus: PROBLEM_PROCESS_STATUS.IN_PROCESS,
        handling: PROBLEM_HANDLING.EXCHANGE,
        quantity: defects.tshirts.qty,
        description:
          "ご注文のサイズと異なる商品が5枚届きました(タグ表記が1サイズ大きい)。仕入れ先と交換を交渉中です。",
        images: [files.wrong.url],
        feeYen: defectFee,
        createdAt: stepAt(tshirts, S.DEFECT_PENDING),
      },
    ],
  });
  ledger.push({
    customerId,
    type: TRANSACTION_TYPE.DEFECT_HANDLING_FEE,
    amountYen: -defectFee,
    createdAt: plus(stepAt(tshirts, S.EXCHANGE_AWAITING_RETURN), MIN),
    orderId: tshirts.id,
    remark: `不良品対応手数料(交換) ${tshirts.orderNo}`,
  });

  // ── packing lists ──
  const sneakers = order("sneakers");
  const bottles = order("bottles");
  const cases = order("cases");
  type BoxPlan = {
    lines: { orderId: number; line: (typeof lineRows)[number]; grams: number }[];
    dims: [number, number, number];
  };
  const boxesFor = (entries: { o: ReturnType<typeof order> }[], dims: [number, number, number]): BoxPlan[] =>
    entries.flatMap(({ o }) =>
      linesOf(o.id).map((line) => ({
        lines: [{ orderId: o.id, line, grams: o.g.weightGrams * line.quantity }],
        dims,
      })),
    );
  const measure = (boxes: BoxPlan[]) => {
    const rows = boxes.map((b, i) => {
      const net = b.lines.reduce((s, l) => s + l.grams, 0);
      return {
        boxNo: i + 1,
        lengthCm: b.dims[0],
        widthCm: b.dims[1],
        heightCm: b.dims[2],
        netWeightGrams: net,
        actualWeightGrams: net + 850,
      };
    });
    const volume = rows.reduce((s, r) => s + r.lengthCm * r.widthCm * r.heightCm, 0);
    const actual = rows.reduce((s, r) => s + r.actualWeightGrams, 0);
    const chargeGrams = Math.max(actual, Math.ceil((volume / 6000) * 1000));
    return {
      rows,
      volume,
      net: rows.reduce((s, r) => s + r.netWeightGrams, 0),
      actual,
      chargeHalfKg: Math.ceil(chargeGrams / 500),
    };
  };

  const c1Boxes = boxesFor([{ o: sneakers }, { o: bottles }], [50, 40, 35]);
  const c1 = measure(c1Boxes);
  const c1Created = clock.at(14, 15, 10);
  const c1Paid = clock.at(12, 10, 42);
  const c1Dispatched = stepAt(sneakers, S.DISPATCHED);
  const c1Freight = c1.chargeHalfKg * 575; // air: 1,150 yen/kg
  const c1Other = 800;
  const c2Boxes = boxesFor([{ o: cases }], [40, 30, 30]);
  const c2 = measure(c2Boxes);
  const c2Created = stepAt(cases, S.AWAITING_DISPATCH);
  const c2Freight = Math.max(c2.chargeHalfKg * 210, 3_000); // sea: 420 yen/kg, minimum 3,000 yen
  const c2Other = 15 * linesOf(cases.id).reduce((s, l) => s + l.quantity, 0); // FBA labelling 15 yen/unit

  const [cont1, cont2] = await tx.container.createManyAndReturn({
    data: [
      {
        customerId,
        containerNo: `PL${ymd(c1Created)}${rng.digits(4)}`,
        status: CONTAINER_STATUS.DISPATCHED,
        shippingMode: SHIPPING_MODE.AIR,
        storageType: STORAGE_TYPE.NORMAL,
        addressId: home.id,
        clearancePersonId: cpCompany.id,
        boxCount: c1.rows.length,
        netWeightGrams: c1.net,
        actualWeightGrams: c1.actual,
        volumeCm3: c1.volume,
        freightYen: c1Freight,
        otherFeeYen: c1Other,
        totalYen: c1Freight + c1Other,
        trackingNo: `EB${rng.digits(9)}CN`,
        remark: "外箱に「精密機器なし」表記をお願いします",
        paidAt: c1Paid,
        dispatchedAt: c1Dispatched,
        createdAt: c1Created,
        updatedAt: c1Dispatched,
      },
      {
        customerId,
        containerNo: `PL${ymd(c2Created)}${rng.digits(4)}`,
        status: CONTAINER_STATUS.AWAITING_PAYMENT,
        shippingMode: SHIPPING_MODE.SEA,
        storageType: STORAGE_TYPE.WAREHOUSE,
        addressId: null,
        clearancePersonId: cpPersonal.id,
        amazonSiteId: ref.siteId.get("A1VC38T7YXB528") ?? null,
        fbaShipmentId: `FBA17${rng.upper(7)}`,
        boxCount: c2.rows.length,
        netWeightGrams: c2.net,
        actualWeightGrams: c2.actual,
        volumeCm3: c2.volume,
        freightYen: c2Freight,
        otherFeeYen: c2Other,
        totalYen: c2Freight + c2Other,
        createdAt: c2Created,
        updatedAt: plus(c2Created, 5 * HOUR),
      },
    ],
    select: { id: true, containerNo: true, fbaShipmentId: true },
  });
  await tx.containerLine.createMany({
    data: [
      ...c1Boxes.flatMap((b, i) =>
        b.lines.map((l) => ({
          containerId: cont1.id,
          orderId: l.orderId,
          orderLineId: l.line.id,
          quantity: l.line.quantity,
          boxNo: i + 1,
        })),
      ),
      ...c2Boxes.flatMap((b, i) =>
        b.lines.map((l) => ({
          containerId: cont2.id,
          orderId: l.orderId,
          orderLineId: l.line.id,
          quantity: l.line.quantity,
          boxNo: i + 1,
          fnsku: l.line.fnsku,
          asin: l.line.asin,
          sellerSku: l.line.sellerSku,
        })),
      ),
    ],
  });
  await tx.containerBox.createMany({
    data: [
      ...c1.rows.map((r) => ({ ...r, containerId: cont1.id, trackingNo: `EB${rng.digits(9)}CN` })),
      ...c2.rows.map((r) => ({ ...r, containerId: cont2.id, trackingNo: null })),
    ],
  });
  ledger.push({
    customerId,
    type: TRANSACTION_TYPE.PACKING_LIST_PAYMENT,
    amountYen: -(c1Freight + c1Other),
    createdAt: c1Paid,
    containerId: cont1.id,
    remark: `梱包リスト支払い ${cont1.containerNo}`,
  });

  // ── box order (materials for the FBA packing list) ──
  const bigCase = ref.cases[ref.cases.length - 1];
  const bubble = ref.materials[0];
  const boxLines = [
    ...(bigCase
      ? [
          {
            transportCaseId: bigCase.id,
            quantity: c2.rows.length,
            unitPriceYen: bigCase.priceYen,
            amountYen: bigCase.priceYen * c2.rows.length,
          },
        ]
      : []),
    ...(bubble
      ? [
          {
            packingMaterialId: bubble.id,
            quantity: 1,
            unitPriceYen: bubble.priceYen,
            amountYen: bubble.priceYen,
          },
        ]
      : []),
  ];
  const boxTotal = boxLines.reduce((s, l) => s + l.amountYen, 0);
  const boxPaid = plus(c2Created, 2 * HOUR);
  const boxOrder = await tx.boxOrder.create({
    data: {
      customerId,
      containerId: cont2.id,
      boxOrderNo: `BX${ymd(c2Created)}${rng.digits(4)}`,
      status: CONTAINER_STATUS.PACKED,
      totalYen: boxTotal,
      remark: "FBA納品用に強化段ボールでお願いします",
      paidAt: boxPaid,
      createdAt: plus(c2Created, 30 * MIN),
      lines: { create: boxLines },
    },
    select: { boxOrderNo: true },
  });
  if (boxTotal > 0) {
    ledger.push({
      customerId,
      type: TRANSACTION_TYPE.BOX_ORDER_PAYMENT,
      amountYen: -boxTotal,
      createdAt: boxPaid,
      containerId: cont2.id,
      remark: `梱包資材 ${boxOrder.boxOrderNo}`,
    });
  }

  // ── labels ──
  const yoga = order("yoga");
  await tx.label.createMany({
    data: [
      ...linesOf(cases.id).map((l) => ({
        customerId,
        containerId: cont2.id,
        orderLineId: l.id,
        labelType: "fba",
        fnsku: l.fnsku,
        fileUrl: files.fba.url,
        printedAt: plus(c2Created, HOUR),
        createdAt: files.fba.createdAt,
      })),
      {
        customerId,
        containerId: cont2.id,
        orderLineId: null,
        labelType: "shipping",
        fnsku: null,
        fileUrl: files.boxLabels.url,
        printedAt: plus(c2Created, 3 * HOUR),
        createdAt: files.boxLabels.createdAt,
      },
      {
        customerId,
        containerId: null,
        orderLineId: linesOf(yoga.id)[0].id,
        labelType: "trade",
        fnsku: null,
        fileUrl: files.trade.url,
        printedAt: null,
        createdAt: files.trade.createdAt,
      },
    ],
  });

  // ── top-ups and the withdrawal ──
  const t1At = clock.at(45, 10, 20);
  const t2At = clock.at(25, 21, 5);
  const t4At = clock.at(8, 22, 40);
  const t3At = new Date(clock.now.getTime() - 10 * MIN);
  const wAt = clock.at(2, 18, 15);
  ledger.push({
    customerId,
    type: TRANSACTION_TYPE.WITHDRAWAL,
    amountYen: -DEMO_WITHDRAWAL_YEN,
    createdAt: wAt,
    remark: "出金申請(審査中)",
  });
  // The PayPal top-up is the amount that makes the history end at the advertised balance.
  const t1Amount = 300_000;
  const others =
    ledger.filter((l) => l.customerId === customerId).reduce((s, l) => s + l.amountYen, 0) + t1Amount;
  const t2Amount = DEMO_BALANCE_YEN - others;
  if (t2Amount < 1_000) throw new Error(`demo seed: computed PayPal top-up ${t2Amount} yen is not plausible`);
  const topUps = await tx.topUp.createManyAndReturn({
    data: [
      {
        customerId,
        topUpNo: `TU${ymd(t1At)}${rng.digits(6)}`,
        paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
        amountYen: t1Amount,
        feeYen: 0,
        reviewStatus: REVIEW_STATUS.APPROVED,
        bankAccountId: ref.banks[0]?.id ?? null,
        remitterName: "ヤマダ タロウ",
        slipFileUrl: files.slip.url,
        expiresAt: plus(t1At, LIMITS.offlineTopUpHours * HOUR),
        reviewedAt: plus(t1At, 3 * HOUR),
        reviewNote: "入金を確認しました",
        createdAt: t1At,
      },
      {
        customerId,
        topUpNo: `TU${ymd(t2At)}${rng.digits(6)}`,
        paymentMethod: PAYMENT_METHOD.PAYPAL,
        amountYen: t2Amount,
        feeYen: Math.ceil(t2Amount * 0.036) + 40,
        reviewStatus: REVIEW_STATUS.APPROVED,
        paypalOrderId: rng.upper(17),
        reviewedAt: plus(t2At, MIN),
        createdAt: t2At,
      },
      {
        customerId,
        topUpNo: `TU${ymd(t4At)}${rng.digits(6)}`,
        paymentMethod: PAYMENT_METHOD.PAYPAL,
        amountYen: 50_000,
        feeYen: 1_840,
        reviewStatus: REVIEW_STATUS.CANCELLED,
        paypalOrderId: rng.upper(17),
        reviewedAt: plus(t4At, 15 * MIN),
        reviewNote: "PayPalでの決済がキャンセルされました",
        createdAt: t4At,
      },
      {
        customerId,
        topUpNo: `TU${ymd(t3At)}${rng.digits(6)}`,
        paymentMethod: PAYMENT_METHOD.BANK_TRANSFER,
        amountYen: 200_000,
        feeYen: 0,
        reviewStatus: REVIEW_STATUS.AWAITING_TOP_UP,
        bankAccountId: ref.banks[2]?.id ?? ref.banks[0]?.id ?? null,
        remitterName: "ヤマダ タロウ",
        expiresAt: plus(t3At, LIMITS.offlineTopUpHours * HOUR),
        createdAt: t3At,
      },
    ],
    select: {
      id: true,
      topUpNo: true,
      amountYen: true,
      reviewStatus: true,
      paymentMethod: true,
      reviewedAt: true,
    },
  });
  for (const t of topUps) {
    if (t.reviewStatus !== REVIEW_STATUS.APPROVED || !t.reviewedAt) continue;
    const bank = t.paymentMethod === PAYMENT_METHOD.BANK_TRANSFER;
    ledger.push({
      customerId,
      type: bank ? TRANSACTION_TYPE.BANK_TRANSFER_TOP_UP : TRANSACTION_TYPE.PAYPAL_TOP_UP,
      amountYen: t.amountYen,
      createdAt: t.reviewedAt,
      topUpId: t.id,
      remark: `${bank ? "銀行振込" : "PayPal"}チャージ ${t.topUpNo}`,
    });
  }
  const withdrawal = await tx.withdrawal.create({
    data: {
      customerId,
      withdrawalNo: `WD${ymd(wAt)}${rng.digits(6)}`,
      amountYen: DEMO_WITHDRAWAL_YEN,
      reviewStatus: AUDIT_STATUS.TO_BE_REVIEWED,
      bankName: "三井住友銀行",
      branchName: "渋谷支店",
      accountType: "ordinary",
      accountNo: "7012345",
      accountHolder: "ヤマダ タロウ",
      createdAt: wAt,
    },
    select: { id: true },
  });
  for (const l of ledger)
    if (l.type === TRANSACTION_TYPE.WITHDRAWAL && l.customerId === customerId) l.withdrawalId = withdrawal.id;
  await tx.customer.update({ where: { id: customerId }, data: { frozenYen: DEMO_WITHDRAWAL_YEN } });

  // ── messages ──
  const m1At = plus(c2Created, 40 * MIN);
  const m5At = plus(stepAt(powerbank, S.DEFECT_PENDING), 20 * MIN);
  const m6At = new Date(clock.now.getTime() - 7 * MIN);
  const roots = await tx.message.createManyAndReturn({
    data: [
      {
        customerId,
        direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
        staffId: staffCs1,
        title: "FBA納品の梱包について",
        content: `梱包リスト ${cont2.containerNo} について、Amazonの基準に合わせて1箱23kg以内で梱包していただけますか？また、箱の外側にFBA配送ラベルを2枚ずつ貼っていただけると助かります。`,
        readAt: plus(m1At, 40 * MIN),
        createdAt: m1At,
      },
      {
        customerId,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        staffId: staffCs1,
        title: "検品で不良品が見つかりました",
        content: `ご注文 ${powerbank.orderNo} のモバイルバッテリーのうち2個に擦り傷が見つかりました。不良品一覧に写真を掲載しておりますので、交換・返品などの対応方法をお選びください。`,
        readAt: null,
        createdAt: m5At,
      },
      {
        customerId,
        direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
        staffId: staffCs1,
        title: "銀行振込チャージの確認",
        content:
          "先ほどゆうちょ銀行から200,000円のチャージを申請しました。本日中に振り込みますので、ご確認をお願いいたします。",
        readAt: null,
        createdAt: m6At,
      },
    ],
    select: { id: true, title: true },
  });
  const fbaThread = roots.find((r) => r.title === "FBA納品の梱包について")!;
  await tx.message.createMany({
    data: [
      {
        customerId,
        threadId: fbaThread.id,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        staffId: staffCs1,
        title: "Re: FBA納品の梱包について",
        content:
          "お問い合わせありがとうございます。承知いたしました。1箱23kg以内で梱包し、各箱の上面と側面にFBA配送ラベルを貼付いたします。FNSKUラベルのPDFをアップロードいただければ、商品ラベルの貼付も対応可能です。",
        readAt: plus(m1At, 5 * HOUR),
        createdAt: plus(m1At, 3 * HOUR),
      },
      {
        customerId,
        threadId: fbaThread.id,
        direction: MESSAGE_DIRECTION.FROM_CUSTOMER,
        staffId: staffCs1,
        title: "Re: FBA納品の梱包について",
        content:
          "ありがとうございます。FNSKUラベルと箱ラベルのPDFをアップロードしました。よろしくお願いいたします。",
        attachments: [{ url: files.fba.url, name: files.fba.originalFilename }],
        readAt: plus(m1At, 5 * HOUR),
        createdAt: plus(m1At, 4 * HOUR + 20 * MIN),
      },
      {
        customerId,
        threadId: fbaThread.id,
        direction: MESSAGE_DIRECTION.FROM_STAFF,
        staffId: staffCs1,
        title: "Re: FBA納品の梱包について",
        content: `ラベルを確認し、梱包が完了しました。梱包リスト ${cont2.containerNo} の送料が確定しましたので、お支払いをお願いいたします。お支払い確認後、海上便で発送いたします。`,
        readAt: null,
        createdAt: plus(m1At, DAY),
      },
    ],
  });

  // ── feedback ──
  await tx.feedback.createMany({
    data: [
      {
        customerId,
        orderId: sneakers.id,
        content: "届いたスニーカーの箱が少し潰れていました。次回から緩衝材を多めに入れていただけますか。",
        images: [files.feedback.url],
        status: PROBLEM_PROCESS_STATUS.PROCESSED,
        reply:
          "ご不便をおかけし申し訳ございません。今後、靴の梱包はエアキャップで二重に保護し、箱の四隅に緩衝材を入れて発送いたします。",
        repliedAt: clock.at(8, 11, 30),
        createdAt: files.feedback.createdAt,
      },
      {
        customerId,
        orderId: null,
        content:
          "商品検索で日本語のタイトルが表示されない商品があります。中国語タイトルの自動翻訳に対応していただけると助かります。",
        images: [],
        status: PROBLEM_PROCESS_STATUS.PENDING,
        createdAt: clock.at(1, 20, 45),
      },
    ],
  });
}
