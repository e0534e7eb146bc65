import { describe, expect, it } from "vitest";
import { PLATFORM } from "@/lib/codes";
import { containsProductLink, parseProductLink } from "@/lib/goods/parse-link";

const { P1688, TAOBAO, JD } = PLATFORM;

/** Link shapes seen in the wild (desktop, mobile, app share text) → platform + item id. */
const LINK_TABLE: readonly [string, number, string][] = [
  ["https://detail.1688.com/offer/680123456789.html", P1688, "680123456789"],
  [
    "https://detail.1688.com/offer/680123456789.html?spm=a26352.13672862.offerlist.1&tracelog=p4p",
    P1688,
    "680123456789",
  ],
  ["http://m.1688.com/offer/612345678901.html", P1688, "612345678901"],
  ["https://detail.m.1688.com/page/index.html?offerId=723456789012&sortType=&pageId=", P1688, "723456789012"],
  ["https://qr.1688.com/share.html?offerId=634567890123&secret=abc", P1688, "634567890123"],
  ["detail.1688.com/offer/645678901234.html", P1688, "645678901234"],
  ["https://item.taobao.com/item.htm?id=656789012345", TAOBAO, "656789012345"],
  [
    "https://item.taobao.com/item.htm?spm=a1z10.1-c.w4004-1.2.7b0b&id=667890123456&ns=1",
    TAOBAO,
    "667890123456",
  ],
  [
    "https://h5.m.taobao.com/awp/core/detail.htm?id=678901234567&sku_properties=1627207:28341",
    TAOBAO,
    "678901234567",
  ],
  ["https://m.intl.taobao.com/detail/detail.html?id=689012345678", TAOBAO, "689012345678"],
  ["https://world.taobao.com/item/690123456789.htm?spm=a21wu.241046", TAOBAO, "690123456789"],
  ["https://a.m.taobao.com/i701234567890.htm?price=39", TAOBAO, "701234567890"],
  ["https://market.m.taobao.com/app/dinamic/h5-tb-detail/index.html?id=712345678901", TAOBAO, "712345678901"],
  ["https://detail.tmall.com/item.htm?id=723456789012&skuId=5012345678901", TAOBAO, "723456789012"],
  ["https://detail.m.tmall.com/item.htm?id=734567890123", TAOBAO, "734567890123"],
  ["https://chaoshi.detail.tmall.com/item.htm?id=745678901234&spm=a3204.17725404", TAOBAO, "745678901234"],
  ["https://detail.tmall.hk/hk/item.htm?id=756789012345", TAOBAO, "756789012345"],
  ["https://item.jd.com/100012345678.html", JD, "100012345678"],
  ["https://item.jd.com/100012345678.html#crumb-wrap", JD, "100012345678"],
  ["https://item.m.jd.com/product/100023456789.html?gx=RnFi", JD, "100023456789"],
  ["https://item.m.jd.com/ware/view.action?wareId=100034567890&sid=abc", JD, "100034567890"],
  ["https://npcitem.jd.hk/100045678901.html", JD, "100045678901"],
  ["https://item.jd.hk/100056789012.html", JD, "100056789012"],
  ["https://re.jd.com/cps/item/100067890123.html?cu=true&utm_source=kong", JD, "100067890123"],
  ["https://re.jd.com/search?keyword=abc&sku=100078901234", JD, "100078901234"],
  [
    "【淘宝】https://item.taobao.com/item.htm?id=767890123456 「夏季新款连衣裙」点击链接直接打开",
    TAOBAO,
    "767890123456",
  ],
  ["复制这条信息 https://detail.1688.com/offer/778901234567.html，打开阿里巴巴查看", P1688, "778901234567"],
  ["【京东】https://item.m.jd.com/product/100089012345.html 这个不错", JD, "100089012345"],
];

/** Recognised as platform links but without a visible item id: cannot be resolved offline. */
const UNRESOLVABLE = [
  "【淘宝】https://m.tb.cn/h.5Xyz12AbC?tk=abcd 「夏季新款连衣裙」点击链接直接打开",
  "https://e.tb.cn/h.gABCDEF",
  "https://3.cn/-1aBcDeF",
  "https://u.jd.com/AbCdEf1",
  "https://qr.1688.com/s/AbCd1234",
  "https://shop123456.taobao.com/",
  "https://www.tmall.com/",
  "https://detail.1688.com/offer/abc.html",
  "https://mobile.yangkeduo.com/goods.html?goods_id=123456789",
];

/** Not product links at all: searched as keywords. */
const NOT_LINKS = [
  "连衣裙",
  "ワンピース 夏",
  "iPhone15 Pro ケース",
  "https://www.amazon.co.jp/dp/B0ABCDEF12",
  "",
  "100012345678",
];

describe("parseProductLink", () => {
  it.each(LINK_TABLE)("%s", (text, platform, sourceId) => {
    expect(parseProductLink(text)).toEqual({ platform, sourceId });
    expect(containsProductLink(text)).toBe(true);
  });

  it.each(UNRESOLVABLE)("unresolvable: %s", (text) => {
    expect(parseProductLink(text)).toBeNull();
    expect(containsProductLink(text)).toBe(true);
  });

  it.each(NOT_LINKS)("not a product link: %s", (text) => {
    expect(parseProductLink(text)).toBeNull();
    expect(containsProductLink(text)).toBe(false);
  });
});
