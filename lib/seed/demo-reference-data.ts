/**
 * Reference data of the demo: Amazon marketplaces, customer-service staff, the agent's receiving bank
 * accounts, member plans, announcements, guides, packing materials and transport cases. Pure data.
 */
import { GUIDE_CENTER_TYPE, MEMBER_TIER } from "@/lib/codes";

/** [siteId (marketplace id), siteNameEn, countryCode as Amazon lists it, domain]. */
export const AMAZON_SITES: readonly [string, string, string, string][] = [
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

export const STAFF: readonly [string, string][] = [
  ["CS001", "陳 静"],
  ["CS002", "佐藤 美咲"],
];

/** SPEC §3: an online bank, an internet bank, a postal bank with two accounts, a major bank. */
export const BANK_ACCOUNTS: readonly { bank: string; branchBank: string; bankAccount: string }[] = [
  { bank: "PayPay銀行", branchBank: "本店営業部", bankAccount: "1048213" },
  { bank: "住信SBIネット銀行", branchBank: "法人第一支店", bankAccount: "2273915" },
  { bank: "ゆうちょ銀行", branchBank: "〇一八(ゼロイチハチ)店", bankAccount: "3318274" },
  { bank: "ゆうちょ銀行", branchBank: "記号 10170", bankAccount: "番号 48126531" },
  { bank: "三菱UFJ銀行", branchBank: "新宿支店", bankAccount: "0526481" },
];
export const BANK_HOLDER = "カ）カイツケサービス";

export type L4 = readonly [zh: string, ja: string, en: string, ko: string];

export const PLANS: readonly {
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
export type Article = {
  zh: [string, string];
  ja: [string, string];
  en: [string, string];
  ko: [string, string];
};

export const ANNOUNCEMENTS: readonly (Article & { daysAgo: number; pinned: boolean })[] = [
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
      "유류비 및 항만 비용 상승으로 다음 달 1일 발송분부터 해상편 1kg당 운임을 개정합니다. 항공편 운임은 변경되지 않습니다. 개정된 운임은 패킹 리스트 작성 시 견적에 자동으로 반영됩니다.",
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

export const GUIDES: readonly (Article & { centerType: number; sort: number; daysAgo: number })[] = [
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
      "商品到达中国仓库后，我们免费检查数量、颜色、尺码和外观。如发现问题件或错发，将显示在问题件列表中，请从换货、补发、退货、销毁或正常发货中选择处理方式。验货完成的商品会入库保管，可加入装箱单。",
    ],
    en: [
      "About Inspection",
      "When goods arrive at our China warehouse we check quantity, colour, size and appearance free of charge. Defective or wrong items appear in the bad-order list, where you choose exchange, reissue, return, destruction or normal shipping. Inspected goods are stored in the warehouse and can be added to a packing list.",
    ],
    ko: [
      "검품 안내",
      "중국 창고에 도착한 상품은 수량·색상·사이즈·외관을 무료로 검품합니다. 불량품이나 오배송이 발견되면 불량품 목록에 표시되며, 교환·재발송·반품·폐기·그대로 발송 중에서 처리 방법을 선택해 주세요. 검품이 끝난 상품은 창고에 보관되며 패킹 리스트에 추가할 수 있습니다.",
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
      "상품 가격은 당일 환율(은행 TTS+0.7엔)로 위안화를 엔화로 환산하며 1엔 미만은 올림 처리합니다. 대행 수수료는 일반 회원 5%, 정액 회원 3%, VIP 회원 1%입니다. 중국 내 배송비는 실비이며 국제 배송비는 패킹 리스트별로 무게와 크기를 기준으로 계산합니다.",
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
      "일본으로 수입할 때는 수입자(통관인) 정보가 필요합니다. 사용자 센터의 통관인 관리에서 수입자명, 수입자 코드(p 또는 P와 12자리 숫자), NACCS 계정, 법인번호, 주소 등을 등록해 주세요. 패킹 리스트에서 통관인을 선택하면 해당 명의로 수입 신고를 진행합니다. 관세와 소비세는 통관 후 청구됩니다.",
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
      "问题件处理方法",
      "验货中发现的问题件会显示在问题件列表中。换货和补发需与供应商协商后处理，退货可能产生退货运费，销毁可能产生处理费用。部分退货或部分销毁的数量不能超过问题件数量。如难以判断，请通过站内信咨询。",
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

/** A draft: Japanese first (the desk names rows by it); other languages may still be missing. */
export type DraftArticle = Pick<Article, "ja"> & Partial<Omit<Article, "ja">>;

/**
 * Drafts on the staff console's content desk, after the published rows (ids 6 and 7 on a fresh seed): the
 * first is complete in every language, ready to publish; the second is Japanese only, still being written.
 * The API reference's examples publish the one and edit the other (lib/api/endpoints/staffContent.ts).
 */
export const DRAFT_ANNOUNCEMENTS: readonly (DraftArticle & { daysAgo: number })[] = [
  {
    daysAgo: 1,
    ja: [
      "春節期間の倉庫休業日程について",
      "中国倉庫は春節の前日から10日間休業いたします。休業前日の正午までに倉庫へ到着した商品は、休業前に検品・発送いたします。休業期間中に到着した商品は、営業再開後に到着順で検品いたします。",
    ],
    zh: [
      "关于春节期间仓库休息安排",
      "中国仓库将于春节前一天起休息10天。休息前一天中午12点前到达仓库的商品，将在休息前完成验货和发货。休息期间到达的商品，将在恢复营业后按到达顺序验货。",
    ],
    en: [
      "Warehouse Closure Over Chinese New Year",
      "Our China warehouse closes for ten days from the day before Chinese New Year. Goods that reach the warehouse by noon on the day before the closure are inspected and shipped before it. Goods arriving during the closure are inspected in order of arrival once we reopen.",
    ],
    ko: [
      "춘절 기간 창고 휴무 일정 안내",
      "중국 창고는 춘절 전날부터 10일간 휴무합니다. 휴무 전날 정오까지 창고에 도착한 상품은 휴무 전에 검품·발송합니다. 휴무 기간에 도착한 상품은 영업 재개 후 도착 순서대로 검품합니다.",
    ],
  },
  {
    daysAgo: 0,
    ja: ["システムメンテナンスのお知らせ", "(下書き)日時と停止するサービスを確認中です。"],
  },
];

/** The same for guide articles (ids 9 and 10 on a fresh seed). */
export const DRAFT_GUIDES: readonly (DraftArticle & { centerType: number; sort: number; daysAgo: number })[] =
  [
    {
      centerType: GUIDE_CENTER_TYPE.USER_CENTER,
      sort: 9,
      daysAgo: 1,
      ja: [
        "パスワードを忘れた場合",
        "ログイン画面の「パスワードをお忘れの方」を開き、ご登録のメールアドレスに届く認証コードを入力して、新しいパスワードを設定してください。認証コードが届かない場合は、迷惑メールフォルダもご確認ください。",
      ],
      zh: [
        "忘记密码怎么办",
        "请在登录页面点击“忘记密码”，输入发送到注册邮箱的验证码，然后设置新密码。如果收不到验证码，请同时检查垃圾邮件文件夹。",
      ],
      en: [
        "If You Forget Your Password",
        "Open “Forgot your password?” on the login page, enter the verification code sent to your registered e-mail address and set a new password. If the code does not arrive, please check your spam folder as well.",
      ],
      ko: [
        "비밀번호를 잊어버린 경우",
        "로그인 화면에서 「비밀번호 찾기」를 열고 등록된 이메일로 받은 인증 코드를 입력한 뒤 새 비밀번호를 설정해 주세요. 인증 코드가 오지 않으면 스팸 메일함도 확인해 주세요.",
      ],
    },
    {
      centerType: GUIDE_CENTER_TYPE.USER_CENTER,
      sort: 10,
      daysAgo: 0,
      ja: ["梱包オプションについて", "(下書き)梱包資材の種類と料金をまとめる予定です。"],
    },
  ];

export const PACKING_MATERIALS: readonly {
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

export const TRANSPORT_CASES: readonly {
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
