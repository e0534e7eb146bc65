import type { L4 } from "./catalogue-data";

/** Material and style words a variation puts before the template title: [zh, ja, en, ko]. */
export const MODIFIERS: readonly L4[] = [
  ["2025新款", "2025年新作", "2025 New", "2025 신상"],
  ["加厚", "厚手", "Thick", "두꺼운"],
  ["轻薄", "薄手", "Lightweight", "가벼운"],
  ["简约", "シンプル", "Minimalist", "심플"],
  ["ins风", "インスタ映え", "Instagram-Style", "인스타 감성"],
  ["复古", "レトロ", "Retro", "레트로"],
  ["日系", "和風", "Japanese-Style", "일본풍"],
  ["韩系", "韓国風", "Korean-Style", "한국풍"],
  ["高级感", "高見え", "Premium-Look", "고급스러운"],
  ["网红爆款", "話題の", "Trending", "인기 폭발"],
  ["环保", "エコ素材", "Eco-Friendly", "친환경"],
  ["工厂直销", "工場直送", "Factory Direct", "공장 직송"],
  ["纯棉", "綿素材", "Cotton", "면 소재"],
  ["防水", "防水", "Waterproof", "방수"],
  ["大容量", "大容量", "Large-Capacity", "대용량"],
  ["便携", "携帯用", "Portable", "휴대용"],
  ["北欧风", "北欧風", "Nordic-Style", "북유럽풍"],
  ["可爱", "かわいい", "Cute", "귀여운"],
  ["商务", "ビジネス", "Business", "비즈니스"],
  ["夏季", "夏用", "Summer", "여름용"],
  ["秋冬", "秋冬用", "Autumn/Winter", "가을 겨울용"],
  ["跨境专供", "越境EC向け", "Cross-Border", "해외 직구용"],
  ["升级款", "改良版", "Upgraded", "업그레이드"],
  ["加大码", "大きいサイズ", "Oversized", "빅사이즈"],
];

/** Pack sizes for goods that sell in sets (count multiplies price, weight and box). */
export const PACKS: readonly { count: number; words: L4 }[] = [
  { count: 2, words: ["2件装", "2個セット", "Pack of 2", "2개 세트"] },
  { count: 3, words: ["3件装", "3個セット", "Set of 3", "3개 세트"] },
  { count: 5, words: ["5件装", "5個セット", "Pack of 5", "5개 세트"] },
  { count: 10, words: ["10件装", "10個セット", "Pack of 10", "10개 세트"] },
];

/** Top categories (index in CATALOGUE) whose goods also come in packs. */
export const PACKED_TOPS: readonly number[] = [4, 5, 6, 7, 9];

/** Parts of generated shop names. factories: per top category (index in CATALOGUE). */
export const SHOP_PARTS = {
  cities: [
    "义乌市",
    "广州市",
    "深圳市",
    "杭州市",
    "东莞市",
    "泉州市",
    "宁波市",
    "温州市",
    "汕头市",
    "苏州市",
  ],
  brands: [
    "佳美",
    "优品",
    "鑫源",
    "恒达",
    "晨曦",
    "宏盛",
    "悦家",
    "锦程",
    "星辰",
    "木子",
    "橙意",
    "喜乐",
    "铭轩",
  ],
  factories: [
    ["服饰厂", "服装有限公司"],
    ["服饰有限公司", "制衣厂"],
    ["鞋业有限公司", "鞋厂"],
    ["箱包厂", "皮具有限公司"],
    ["电子科技有限公司", "数码配件厂"],
    ["日用品厂", "家居用品有限公司"],
    ["玩具厂", "母婴用品有限公司"],
    ["化妆品工具厂", "美容科技有限公司"],
    ["体育用品有限公司", "户外用品厂"],
    ["宠物用品有限公司", "宠物用品厂"],
  ],
  taobaoSuffixes: ["小店", "家原创", "工作室", "旗舰店", "生活馆", "优选"],
  jdSuffixes: ["京东自营旗舰店", "官方旗舰店", "京东专卖店"],
} as const;
