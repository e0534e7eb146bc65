import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENT_GOODS_COOKIE, recentIdsOfCookie, rememberViewed } from "@/app/_goods/recent-goods";
import type { GoodsDetail } from "@/lib/client/goods-api";

describe("recently viewed goods: the ids the server reads (home page without a jump)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads catalogue ids, each once and at most the list's 12, and drops anything else", () => {
    expect(recentIdsOfCookie(undefined)).toEqual([]);
    expect(recentIdsOfCookie("")).toEqual([]);
    expect(recentIdsOfCookie("7.3.7.12")).toEqual([7, 3, 12]);
    expect(recentIdsOfCookie("0.-2.1.5.x.08.9999999999.2147483647.1e3")).toEqual([1, 5, 2147483647]);
    expect(recentIdsOfCookie(Array.from({ length: 20 }, (_, i) => i + 1).join("."))).toHaveLength(12);
  });

  it("mirrors the list's ids, newest first, into the cookie on every view", () => {
    const store = new Map<string, string>();
    const cookies: string[] = [];
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
    vi.stubGlobal("document", {
      set cookie(value: string) {
        cookies.push(value);
      },
    });
    const goods = (id: number) =>
      ({
        goodsId: id,
        numId: String(id),
        platformType: 1,
        titles: { ja: String(id) },
      }) as unknown as GoodsDetail;
    rememberViewed(goods(1));
    rememberViewed(goods(2));
    rememberViewed(goods(1));
    const values = cookies.map((c) => c.split(";")[0]);
    expect(values).toEqual(["1", "2.1", "1.2"].map((v) => `${RECENT_GOODS_COOKIE}=${v}`));
    for (let id = 3; id <= 14; id++) rememberViewed(goods(id));
    const last = cookies.at(-1)!.split(";")[0].split("=")[1];
    expect(recentIdsOfCookie(last)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(cookies.at(-1)).toContain("path=/");
  });
});
