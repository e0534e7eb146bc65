/**
 * What the browser benchmarks (bench/lighthouse.ts, bench/renders.ts) need of a running shop with the demo
 * data: the demo seller's session cookie and the screens a seller sees most.
 */
import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";

export type Screen = { label: string; url: string; path: string; signedIn: boolean };

/** The demo seller's session cookie (the shop's screens sign in the same way). */
export async function demoCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/shop/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [COOKIE_SESSION_HEADER]: COOKIE_SESSION_VALUE },
    body: JSON.stringify({ account: "demo@example.com", password: "Demo1234" }),
  });
  const cookie = res.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`no session cookie from ${base} (is the demo data seeded?)`);
  return cookie;
}

async function someGoodsId(base: string): Promise<number> {
  const res = await fetch(
    `${base}/api/shop/goods/queryGoodsListByKeyWord?goodsName=dress&platform=1688&pageNum=1&pageSize=1`,
  );
  const page = (await res.json()) as { rows?: { goodsId: number }[] };
  const id = page.rows?.[0]?.goodsId;
  if (!id) throw new Error("no goods found for 'dress'");
  return id;
}

/** The six screens of issue 13's Lighthouse target, visitors' first; `only` keeps those whose path names one. */
export async function mainScreens(base: string, only: string[] = []): Promise<Screen[]> {
  const goodsId = await someGoodsId(base);
  return [
    { path: "/ws-home", signedIn: false },
    { path: "/search-details?keyword=dress", signedIn: false },
    { path: `/goods/goodsDetails?id=${goodsId}`, signedIn: false },
    { path: "/mycart", signedIn: true },
    { path: "/order/orderList", signedIn: true },
    { path: "/userCenter", signedIn: true },
  ]
    .filter((s) => !only.length || only.some((o) => s.path.includes(o)))
    .map((s) => ({
      ...s,
      url: `${base}${s.path}`,
      label: s.path.split("?")[0] + (s.path.includes("keyword") ? " (dress)" : ""),
    }));
}
