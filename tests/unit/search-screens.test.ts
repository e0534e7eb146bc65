import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS, debounce } from "@/lib/client/debounce";
import { GALLERY, createGalleryRotation } from "@/lib/client/gallery-rotation";
import {
  KEEP_ALIVE,
  SELLER_VIEWS,
  createKeepAliveStore,
  forgetSellerViews,
  type StorageLike,
} from "@/lib/client/search-cache";
import { goodsHref, type DetailSku, type SpecGroup } from "@/lib/client/goods-api";
import { firstAddress, linkTarget, looksLikeLink } from "@/app/_goods/link-target";
import {
  initialSelection,
  isValueAvailable,
  quantityBounds,
  selectedSku,
  toggleValue,
  unitPrice,
} from "@/lib/client/sku-selection";

describe("search debounce (SPEC §9: 600 ms)", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("searches once, 600 ms after the last keystroke, with the last text", () => {
    const search = vi.fn();
    const d = debounce(search, SEARCH_DEBOUNCE_MS);
    expect(SEARCH_DEBOUNCE_MS).toBe(600);
    d.call("b");
    vi.advanceTimersByTime(500);
    d.call("ba");
    vi.advanceTimersByTime(599);
    expect(search).not.toHaveBeenCalled();
    d.call("bag");
    vi.advanceTimersByTime(599);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("bag");
    vi.advanceTimersByTime(5_000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("flush runs the pending search now; cancel drops it", () => {
    const search = vi.fn();
    const d = debounce(search, SEARCH_DEBOUNCE_MS);
    d.call("cup");
    expect(d.pending()).toBe(true);
    d.flush();
    expect(search).toHaveBeenCalledWith("cup");
    expect(d.pending()).toBe(false);
    d.flush();
    expect(search).toHaveBeenCalledTimes(1);
    d.call("pen");
    d.cancel();
    vi.advanceTimersByTime(1_000);
    expect(search).toHaveBeenCalledTimes(1);
  });
});

describe("goods gallery rotation (SPEC §9)", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("rotates through at most the first 5 images every 5 s", () => {
    const seen: number[] = [];
    const g = createGalleryRotation({ count: 7, onChange: (i) => seen.push(i) });
    g.start();
    vi.advanceTimersByTime(GALLERY.intervalMs - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(4 * GALLERY.intervalMs);
    expect(seen).toEqual([1, 2, 3, 4, 0]);
    g.stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(5);
  });

  it("a manual pick pauses the rotation, which resumes 2 s later with the 5 s interval", () => {
    const seen: number[] = [];
    const g = createGalleryRotation({ count: 5, onChange: (i) => seen.push(i) });
    g.start();
    vi.advanceTimersByTime(3_000);
    g.pick(3);
    expect(seen).toEqual([3]);
    expect(g.index()).toBe(3);
    // The old 5 s tick (due at 5 s) no longer fires.
    vi.advanceTimersByTime(GALLERY.resumeAfterPickMs + GALLERY.intervalMs - 1);
    expect(seen).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([3, 4]);
    vi.advanceTimersByTime(GALLERY.intervalMs);
    expect(seen).toEqual([3, 4, 0]);
  });

  it("a second pick within the 2 s restarts the pause; out-of-range picks are ignored", () => {
    const seen: number[] = [];
    const g = createGalleryRotation({ count: 3, onChange: (i) => seen.push(i) });
    g.start();
    g.pick(2);
    vi.advanceTimersByTime(1_500);
    g.pick(1);
    g.pick(9);
    vi.advanceTimersByTime(GALLERY.resumeAfterPickMs + GALLERY.intervalMs - 1);
    expect(seen).toEqual([2, 1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([2, 1, 2]);
  });

  it("does not rotate a single image", () => {
    const onChange = vi.fn();
    const g = createGalleryRotation({ count: 1, onChange });
    g.start();
    g.pick(0);
    vi.advanceTimersByTime(60_000);
    expect(onChange).not.toHaveBeenCalled();
  });
});

function memoryStorage(limitChars = Infinity): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limitChars) throw new Error("QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe("keep-alive list cache", () => {
  const page = (n: number) => ({ total: 25, rows: [{ id: n }] });

  it("forgets a seller's kept orders and problems at the end of a session, not the goods lists", () => {
    const storage = memoryStorage();
    const orders = createKeepAliveStore(storage, { storageKey: SELLER_VIEWS.orders });
    const problems = createKeepAliveStore(storage, { storageKey: SELLER_VIEWS.problems });
    const goods = createKeepAliveStore(storage);
    orders.saveList("{}", [page(1)], [1]);
    problems.saveList("{}", [page(2)], [1]);
    goods.saveList("search?q=bag", [page(3)], [1]);
    forgetSellerViews(storage);
    expect(orders.load("{}")).toBeUndefined();
    expect(problems.load("{}")).toBeUndefined();
    expect(goods.load("search?q=bag")?.pages[0].rows).toEqual([{ id: 3 }]);
  });

  it("restores pages and scroll position of a view", () => {
    let now = 1_000;
    const store = createKeepAliveStore(memoryStorage(), { now: () => now });
    store.saveList("search?q=bag", [page(1), page(2)], [1, 2]);
    now += 1_000;
    store.saveScroll("search?q=bag", 812.4);
    const snap = store.load<{ id: number }>("search?q=bag");
    expect(snap?.pages.map((p) => p.rows[0].id)).toEqual([1, 2]);
    expect(snap?.pageParams).toEqual([1, 2]);
    expect(snap?.scrollY).toBe(812);
    // New pages keep the saved scroll position.
    store.saveList("search?q=bag", [page(1), page(2), page(3)], [1, 2, 3]);
    expect(store.load("search?q=bag")?.scrollY).toBe(812);
    expect(store.load("search?q=cup")).toBeUndefined();
  });

  it("keeps at most 10 views, dropping the least recently saved", () => {
    let now = 0;
    const store = createKeepAliveStore(memoryStorage(), { now: () => ++now });
    for (let i = 0; i < 12; i++) store.saveList(`v${i}`, [page(i)], [1]);
    expect(KEEP_ALIVE.maxViews).toBe(10);
    expect(store.load("v0")).toBeUndefined();
    expect(store.load("v1")).toBeUndefined();
    expect(store.load("v2")).toBeDefined();
    expect(store.load("v11")).toBeDefined();
  });

  it("expires old snapshots and survives a full or corrupt storage", () => {
    let now = 0;
    const storage = memoryStorage(200);
    const store = createKeepAliveStore(storage, { now: () => now, maxAgeMs: 1_000 });
    store.saveList("a", [page(1)], [1]);
    now = 10;
    store.saveList("b", [page(2)], [1]);
    now = 20;
    // Too big to fit next to the others: the oldest views make room.
    store.saveList("c", [{ total: 1, rows: [{ text: "x".repeat(100) }] }], [1]);
    expect(store.load("c")).toBeDefined();
    expect(store.load("a")).toBeUndefined();
    now = 5_000;
    expect(store.load("c")).toBeUndefined();
    storage.setItem(KEEP_ALIVE.storageKey, "{not json");
    expect(store.load("c")).toBeUndefined();
    store.saveScroll("missing", 10);
    expect(store.load("missing")).toBeUndefined();
  });
});

const sku = (skuId: string, colour: string, size: string, stock: number, price = 10): DetailSku => ({
  skuId,
  specs: [
    { name: "颜色", value: colour },
    { name: "尺码", value: size },
  ],
  price,
  stock,
  image: null,
});
const groups: SpecGroup[] = [
  {
    name: "颜色",
    values: [
      { value: "红", image: "r.jpg" },
      { value: "蓝", image: "b.jpg" },
    ],
  },
  {
    name: "尺码",
    values: [
      { value: "S", image: null },
      { value: "M", image: null },
    ],
  },
];
const skus = [
  sku("1", "红", "S", 5),
  sku("2", "红", "M", 0),
  sku("3", "蓝", "S", 0),
  sku("4", "蓝", "M", 3, 12),
];

describe("SKU picker", () => {
  it("finds the SKU of a complete selection only", () => {
    expect(selectedSku(groups, skus, { 颜色: "红" })).toBeUndefined();
    expect(selectedSku(groups, skus, { 颜色: "蓝", 尺码: "M" })?.skuId).toBe("4");
    expect(selectedSku([], [sku("x", "", "", 1)], {})?.skuId).toBe("x");
  });

  it("disables values without stock in combination with the other groups' choice", () => {
    expect(isValueAvailable(skus, {}, "颜色", "蓝")).toBe(true);
    expect(isValueAvailable(skus, { 尺码: "S" }, "颜色", "蓝")).toBe(false);
    expect(isValueAvailable(skus, { 颜色: "红" }, "尺码", "M")).toBe(false);
    // The group's own current choice does not block switching within the group.
    expect(isValueAvailable(skus, { 颜色: "红", 尺码: "S" }, "颜色", "红")).toBe(true);
  });

  it("toggles values and refuses unavailable ones", () => {
    expect(toggleValue(skus, {}, "颜色", "红")).toEqual({ 颜色: "红" });
    expect(toggleValue(skus, { 颜色: "红" }, "颜色", "红")).toEqual({});
    expect(toggleValue(skus, { 颜色: "红" }, "尺码", "M")).toEqual({ 颜色: "红" });
  });

  it("preselects a group with a single available value", () => {
    const oneColour: SpecGroup[] = [{ name: "颜色", values: [{ value: "红", image: null }] }, groups[1]];
    // Red is the only colour; in red only S is in stock, so S is chosen too.
    expect(initialSelection(oneColour, skus)).toEqual({ 颜色: "红", 尺码: "S" });
    expect(initialSelection(groups, skus)).toEqual({});
  });

  it("bounds the quantity by the minimum order quantity and the stock", () => {
    expect(quantityBounds(0, 20)).toEqual({ min: 1, max: 20 });
    expect(quantityBounds(3, 2)).toEqual({ min: 3, max: 2 });
  });

  it("prices by quantity tier like the cart, else by the SKU's own price", () => {
    const tiers = [
      { minQty: 10, price: 8.5 },
      { minQty: 3, price: 10 },
      { minQty: 100, price: 7 },
    ];
    expect(unitPrice({ basePrice: 7, sku: skus[0], tiers, quantity: 1 })).toBe(10);
    expect(unitPrice({ basePrice: 7, sku: skus[0], tiers, quantity: 9 })).toBe(10);
    expect(unitPrice({ basePrice: 7, sku: skus[0], tiers, quantity: 10 })).toBe(8.5);
    expect(unitPrice({ basePrice: 7, sku: undefined, tiers, quantity: 500 })).toBe(7);
    // Without tiers (taobao, JD): the SKU's price, which may carry a size surcharge.
    expect(unitPrice({ basePrice: 10, sku: skus[3], tiers: [], quantity: 100 })).toBe(12);
    expect(unitPrice({ basePrice: 10.5, sku: undefined, tiers: [], quantity: 1 })).toBe(10.5);
  });
});

describe("goods card link (SPEC §2)", () => {
  it("uses the goods id when present, otherwise the goods url", () => {
    expect(goodsHref({ goodsId: 42, goodsUrl: "https://x", numId: "1", platformType: 1 })).toBe(
      "/details?id=42",
    );
    expect(
      goodsHref({
        goodsId: null,
        goodsUrl: "https://detail.1688.com/offer/1.html",
        numId: "1",
        platformType: 1,
      }),
    ).toBe("/goods/goodsDetails?platform=1&url=https%3A%2F%2Fdetail.1688.com%2Foffer%2F1.html");
    expect(goodsHref({ goodsId: null, goodsUrl: null, numId: "77", platformType: 3 })).toBe(
      "/goods/goodsDetails?platform=3&numId=77",
    );
  });
});

describe("links in the search box", () => {
  it("opens recognised product links with their platform", () => {
    expect(linkTarget("https://detail.1688.com/offer/612345678901.html")).toEqual({
      url: "https://detail.1688.com/offer/612345678901.html",
      platform: "1688",
    });
    expect(linkTarget("【淘宝】https://item.taobao.com/item.htm?id=712345678901 「法式碎花连衣裙」")).toEqual(
      {
        url: "https://item.taobao.com/item.htm?id=712345678901",
        platform: "taobao",
      },
    );
    expect(linkTarget("item.jd.com/100012345678.html")).toEqual({
      url: "https://item.jd.com/100012345678.html",
      platform: "jd",
    });
  });

  it("tells keywords from addresses that name no known item", () => {
    for (const keyword of ["ワンピース", "连衣裙 2025新款", "1.5kg bag", "iphone.case"]) {
      expect(looksLikeLink(keyword)).toBe(false);
      expect(linkTarget(keyword)).toBeNull();
    }
    expect(linkTarget("https://example.com/item/1")).toBeNull();
    expect(looksLikeLink("https://example.com/item/1")).toBe(true);
    expect(looksLikeLink("m.tb.cn/h.5Xyz")).toBe(true);
    expect(firstAddress("看看这个 m.tb.cn/h.5Xyz 吧")).toBe("https://m.tb.cn/h.5Xyz");
  });
});
