/**
 * Search words a Japanese seller types, in Japanese, Chinese and English, one and two words; each
 * matches 70–210 of the 5,000 platform-1688 goods of the 10,000-goods benchmark catalogue.
 */
export const KEYWORDS = [
  "スニーカー",
  "ワンピース",
  "ダウンジャケット",
  "ぬいぐるみ",
  "连衣裙",
  "运动鞋",
  "衬衫",
  "羽绒服",
  "sneakers",
  "dress",
  "jeans",
  "camping lantern",
] as const;
