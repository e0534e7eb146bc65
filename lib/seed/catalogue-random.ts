import type { Rgb } from "./demo-image";

/** mulberry32: small deterministic PRNG. */
export function makeRng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)];
  const chars = (alphabet: string, n: number) => {
    let out = "";
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
  return {
    next,
    int,
    pick,
    digits: (n: number) => String(int(1, 9)) + chars("0123456789", n - 1),
    upper: (n: number) => chars("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", n),
    hex: (n: number) => chars("0123456789abcdef", n),
  };
}

/** FNV-1a, 32 bit. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Colour words of the templates' SKU names → RGB; most specific first. */
const COLOUR_WORDS: readonly (readonly [string, Rgb])[] = [
  ["酒红", [128, 24, 48]],
  ["藏青", [30, 40, 90]],
  ["雾霾蓝", [110, 140, 170]],
  ["雾蓝", [110, 140, 170]],
  ["灰蓝", [100, 125, 150]],
  ["浅蓝", [140, 190, 230]],
  ["深蓝", [20, 50, 120]],
  ["复古蓝", [60, 90, 140]],
  ["蓝", [40, 90, 200]],
  ["军绿", [85, 100, 55]],
  ["墨绿", [30, 70, 50]],
  ["薄荷", [150, 220, 190]],
  ["浅绿", [160, 210, 150]],
  ["绿", [40, 150, 70]],
  ["玫瑰金", [220, 160, 150]],
  ["香槟金", [220, 200, 150]],
  ["银", [190, 190, 200]],
  ["金", [210, 170, 60]],
  ["樱花粉", [240, 180, 195]],
  ["豆沙粉", [200, 140, 140]],
  ["灰粉", [200, 160, 170]],
  ["粉", [240, 140, 170]],
  ["薰衣草", [180, 150, 220]],
  ["紫", [140, 90, 190]],
  ["奶茶", [190, 150, 120]],
  ["焦糖", [180, 110, 50]],
  ["驼", [190, 150, 100]],
  ["咖啡", [110, 70, 40]],
  ["茶棕", [140, 90, 50]],
  ["深棕", [90, 55, 35]],
  ["灰棕", [130, 110, 95]],
  ["棕", [130, 85, 50]],
  ["卡其", [195, 175, 125]],
  ["亚麻", [210, 195, 165]],
  ["燕麦", [215, 200, 170]],
  ["奶白", [245, 240, 225]],
  ["米", [235, 225, 200]],
  ["杏", [240, 210, 170]],
  ["肤", [235, 200, 175]],
  ["裸", [225, 185, 165]],
  ["浅黄", [250, 230, 140]],
  ["黄", [240, 200, 60]],
  ["橘", [240, 140, 50]],
  ["红", [210, 40, 40]],
  ["烟灰", [110, 110, 115]],
  ["浅灰", [190, 190, 195]],
  ["灰", [130, 130, 135]],
  ["黑", [35, 35, 40]],
  ["白", [235, 235, 235]],
  ["透明", [205, 225, 235]],
];

/** The RGB of a colour name; names without a colour word ("恐龙", "动物款") get a stable hue. */
export function colourRgb(name: string): Rgb {
  for (const [word, rgb] of COLOUR_WORDS) if (name.includes(word)) return rgb;
  const h = (hashString(name) % 360) / 60;
  const x = Math.round(200 * (1 - Math.abs((h % 2) - 1))) + 40;
  const table: Rgb[] = [
    [240, x, 40],
    [x, 240, 40],
    [40, 240, x],
    [40, x, 240],
    [x, 40, 240],
    [240, 40, x],
  ];
  return table[Math.floor(h) % 6];
}
