import { afterEach, describe, expect, it, vi } from "vitest";
import { RECENT_COUNT_COOKIE, recentCountOfCookie, rememberViewed } from "@/app/_goods/recent-goods";
import type { GoodsDetail } from "@/lib/client/goods-api";

describe("recently viewed goods: the count the server reads (home page without a jump)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads a count the list can hold, else 0", () => {
    expect(recentCountOfCookie(undefined)).toBe(0);
    expect(recentCountOfCookie("")).toBe(0);
    expect(recentCountOfCookie("3")).toBe(3);
    expect(recentCountOfCookie("12")).toBe(12);
    expect(recentCountOfCookie("99")).toBe(12);
    for (const bad of ["0", "-2", "1.5", "x", "Infinity", "1e3x"]) expect(recentCountOfCookie(bad)).toBe(0);
  });

  it("mirrors the list's length into the cookie on every view, once per goods", () => {
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
    const goods = (numId: string) =>
      ({ goodsId: Number(numId), numId, platformType: 1, titles: { ja: numId } }) as unknown as GoodsDetail;
    rememberViewed(goods("1"));
    rememberViewed(goods("2"));
    rememberViewed(goods("1"));
    const counts = cookies.map((c) => c.split(";")[0]);
    expect(counts).toEqual([1, 2, 2].map((n) => `${RECENT_COUNT_COOKIE}=${n}`));
    for (let i = 3; i <= 14; i++) rememberViewed(goods(String(i)));
    expect(cookies.at(-1)?.split(";")[0]).toBe(`${RECENT_COUNT_COOKIE}=12`);
    expect(cookies.at(-1)).toContain("path=/");
  });
});
