/**
 * What the browser benchmarks (bench/lighthouse.ts, bench/renders.ts) need of a running shop with the demo
 * data: the demo seller's session cookie and the screens a seller sees most; the demo staff members' session
 * cookies and the staff console's screens of issue 32.
 */
import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";
import { DEMO_STAFF, DEMO_TOTP_SECRET } from "@/lib/seed/demo-staff-accounts";
import type { StaffRole } from "@/lib/staff/roles";
import { currentCode } from "@/lib/staff/totp";

/** `staff`: a staff console screen, opened signed in as the demo member of that role (not as the seller). */
export type Screen = { label: string; url: string; path: string; signedIn: boolean; staff?: StaffRole };

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

/**
 * The session cookie of the demo staff member with this role (README "Demo accounts"), signed in as the console's
 * login page does: e-mail, password and the current code of the demo TOTP secret. A code opens one sign-in per
 * 30-second step and member (docs/staff.md "Sign-in"): when this step's code was used already (the bench run
 * again within the step, or someone signed in by hand), it waits for the next step and tries again.
 */
export async function staffCookie(base: string, role: StaffRole): Promise<string> {
  const member = DEMO_STAFF.find((m) => m.role === role);
  if (!member) throw new Error(`no demo staff member with the role ${role}`);
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/staff/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", [COOKIE_SESSION_HEADER]: COOKIE_SESSION_VALUE },
      body: JSON.stringify({
        email: member.email,
        password: member.password,
        code: currentCode(DEMO_TOTP_SECRET),
      }),
    });
    const cookie = res.headers.get("set-cookie")?.split(";")[0];
    if (cookie) return cookie;
    if (attempt === 3) {
      throw new Error(
        `no staff session cookie for ${member.email} from ${base}: ${res.status} ${await res.text()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
}

/**
 * Issue 32's staff screens: the dashboard, as the owner (whose roles show every queue), and the warehouse's
 * screens made for a phone at the bench (docs/warehouse.md: receiving with its scanner, unmatched parcels,
 * inspection, defects; docs/shipping.md: the packing desk), as the warehouse member. `only` keeps those whose
 * path or label names one (`staff` keeps them all, `warehouse` the warehouse's).
 */
export function staffScreens(base: string, only: string[] = []): Screen[] {
  const screens: { path: string; staff: StaffRole }[] = [
    { path: "/staff", staff: "owner" },
    { path: "/staff/receiving", staff: "warehouse" },
    { path: "/staff/receiving/unmatched", staff: "warehouse" },
    { path: "/staff/inspection", staff: "warehouse" },
    { path: "/staff/defects", staff: "warehouse" },
    { path: "/staff/packing", staff: "warehouse" },
  ];
  return screens
    .map((s) => ({ ...s, signedIn: true, url: `${base}${s.path}`, label: `${s.path} (${s.staff})` }))
    .filter((s) => !only.length || only.some((o) => s.path.includes(o) || s.label.includes(o)));
}
