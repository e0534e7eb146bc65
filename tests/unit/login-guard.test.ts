import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import proxy from "@/proxy";
import { SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { DEEPER, LINKED, PUBLIC, SIGNED_IN } from "../e2e/routes";

// routes.ts takes `expect` from the Playwright fixtures, which start an SMTP server; the route lists need none of it.
vi.mock("../e2e/fixtures", () => ({ expect: () => undefined }));

/**
 * What each screen shows without a session, written from the screen itself, not from proxy.ts: a screen that
 * shows or changes the customer's own data (cart, orders, money, addresses, messages, shipments) needs a login,
 * since its API call answers 401 after the page has loaded; the shop window (home, catalogue, goods,
 * announcements, guide) and the account doors (login, register, forgotten password, status) stay open.
 */
const NEEDS_LOGIN = "login";
const OPEN = "open";
/** The staff console: its own sign-in, with its own cookie (docs/staff.md). */
const NEEDS_STAFF = "staff";
type Guard = typeof NEEDS_LOGIN | typeof OPEN | typeof NEEDS_STAFF;

/** Every route of SPEC §2, the two whose path SPEC §2 leaves out (/status, /cart/success) and an unknown one. */
const EXPECTED: Record<string, Guard> = {
  "/": OPEN, // redirects to the home page
  "/ws-home": OPEN,
  "/login": OPEN,
  "/register": OPEN,
  "/forget": OPEN,
  "/status": OPEN, // the result of registering or resetting a password: the visitor has no session yet
  "/404": OPEN,
  "/no-such-screen": OPEN, // goes to /404
  "/search": OPEN,
  "/search-details": OPEN,
  "/classify": OPEN,
  "/details": OPEN,
  "/goods/goodsDetails": OPEN,
  "/ggDetails": OPEN, // announcements are the same for everyone
  "/operateGuide": OPEN,
  "/userCenter": NEEDS_LOGIN,
  "/user/userCenter": NEEDS_LOGIN,
  "/pay-status": NEEDS_LOGIN, // the customer's paid orders
  "/pay/status": NEEDS_LOGIN, // the customer's PayPal top-up
  "/order/orderList": NEEDS_LOGIN,
  "/order/orderBad": NEEDS_LOGIN,
  "/order/agentOrder": NEEDS_LOGIN,
  "/order/orderDetails": NEEDS_LOGIN,
  "/order/orderBadDetails": NEEDS_LOGIN,
  "/account/badApply": NEEDS_LOGIN,
  "/account/transferApply": NEEDS_LOGIN,
  "/account/accountPayZcl": NEEDS_LOGIN,
  "/account/accountPay": NEEDS_LOGIN,
  "/account/rechargeList": NEEDS_LOGIN,
  "/mycart": NEEDS_LOGIN,
  "/cart/submit": NEEDS_LOGIN,
  "/cart/success": NEEDS_LOGIN, // shows the cart line just added
  "/user/ws-userAddress": NEEDS_LOGIN,
  "/user/ws-userAddressAdd": NEEDS_LOGIN,
  "/user/personAddress": NEEDS_LOGIN,
  "/user/personAddressAdd": NEEDS_LOGIN,
  "/user/ws-userinfoEdit": NEEDS_LOGIN,
  "/user/userMsgNotify": NEEDS_LOGIN,
  "/user/company": NEEDS_LOGIN,
  "/user/invoices": NEEDS_LOGIN,
  "/userSafe": NEEDS_LOGIN,
  "/upDataEmail": NEEDS_LOGIN,
  "/upDataPassWord": NEEDS_LOGIN,
  "/accountEcords": NEEDS_LOGIN,
  "/msgDetails": NEEDS_LOGIN, // a thread of the customer's messages
  "/messageSend": NEEDS_LOGIN, // writes to the customer's messages
  "/upDateAddress": NEEDS_LOGIN,
  "/changeAddress": NEEDS_LOGIN,
  "/changePersonAddress": NEEDS_LOGIN, // the customer's clearance persons
  "/bundle": NEEDS_LOGIN,
  "/shipment": NEEDS_LOGIN,
  "/batchManage": NEEDS_LOGIN,
  "/packingList": NEEDS_LOGIN,
  "/batchDetails": NEEDS_LOGIN,
  "/batchDetails-details": NEEDS_LOGIN,
  "/batchBill": NEEDS_LOGIN,
  "/batchBill-details": NEEDS_LOGIN,
  "/apply-goods": NEEDS_LOGIN,
  "/auxiliaryMaterialManagement": NEEDS_LOGIN,
  "/feedback/feedbackList": NEEDS_LOGIN,
  "/batch/batchAdd": NEEDS_LOGIN,
  "/emailUndo": OPEN, // the link mailed to the old address: whoever changed it may have signed the owner out
  "/staff/login": OPEN,
  "/staff/invite": OPEN, // a new member has no account to sign in with yet
  "/staff": NEEDS_STAFF,
  "/staff/team": NEEDS_STAFF,
  "/staff/audit": NEEDS_STAFF,
  "/staff/account": NEEDS_STAFF,
  "/staff/customers": NEEDS_STAFF,
  "/staff/content": NEEDS_STAFF,
  "/staff/content/announcement": NEEDS_STAFF,
  "/staff/content/guide": NEEDS_STAFF,
  "/staff/content/preview": NEEDS_STAFF,
  "/staff/feedback": NEEDS_STAFF,
  "/staff/finance": NEEDS_STAFF,
  "/staff/finance/adjust": NEEDS_STAFF,
  "/staff/finance/ledger": NEEDS_STAFF,
  "/staff/finance/rate": NEEDS_STAFF,
  "/staff/finance/invoices": NEEDS_STAFF,
  "/staff/finance/topups": NEEDS_STAFF,
  "/staff/finance/withdrawals": NEEDS_STAFF,
  "/staff/jobs": NEEDS_STAFF,
  "/staff/messages": NEEDS_STAFF,
  "/staff/receiving": NEEDS_STAFF,
  "/staff/receiving/unmatched": NEEDS_STAFF,
  "/staff/purchase": NEEDS_STAFF,
  "/staff/inspection": NEEDS_STAFF,
  "/staff/defects": NEEDS_STAFF,
  "/staff/packing": NEEDS_STAFF,
};

const pathOf = (route: string) => route.split("?")[0];

/** The same routes with a query, as the screens link to them: the way back must keep it. */
const WITH_QUERY = [
  ...PUBLIC,
  ...SIGNED_IN,
  ...[...LINKED, ...DEEPER].map(([, prefix]) => `${prefix}7`),
  "/cart/success?id=3&added=2",
  "/msgDetails?id=12",
  "/messageSend?threadId=12",
  "/changePersonAddress?redirect=%2Fshipment",
];

function visit(route: string, session?: string) {
  const req = new NextRequest(new URL(route, "http://localhost:3000"));
  if (session) req.cookies.set(SESSION_COOKIE, session);
  return proxy(req);
}

function expectGuard(route: string, guard: Guard) {
  const res = visit(route);
  if (guard === NEEDS_STAFF) {
    expect(res.status, route).toBe(307);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname + to.search, route).toBe(`/staff/login?redirect=${encodeURIComponent(route)}`);
  } else if (guard === NEEDS_LOGIN) {
    expect(res.status, route).toBe(307);
    const to = new URL(res.headers.get("location")!);
    expect(to.pathname + to.search, route).toBe(`/login?flag=1&redirect=${encodeURIComponent(route)}`);
  } else {
    expect(res.headers.get("location"), route).toBeNull();
    expect(res.headers.get("x-middleware-next"), route).toBe("1");
  }
}

/** The routes the app has a page for: app/<path>/page.tsx, route groups and private folders left out. */
function appRoutes(dir = path.resolve(import.meta.dirname, "../../app"), prefix = ""): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === "page.tsx") routes.push(prefix || "/");
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name === "api") continue;
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    routes.push(...appRoutes(path.join(dir, entry.name), prefix + segment));
  }
  return routes;
}

describe("login guard (SPEC §2 Guards) without a session", () => {
  for (const [route, guard] of Object.entries(EXPECTED))
    it(`${route} ${guard === OPEN ? "opens" : `goes to its sign-in with the way back`}`, () =>
      expectGuard(route, guard));

  it("keeps each route's query in the way back", () => {
    for (const route of WITH_QUERY) expectGuard(route, EXPECTED[pathOf(route)]);
  });

  it("lets a guarded route through with a session cookie (the screen's API checks the session itself)", () => {
    const guarded = Object.keys(EXPECTED).filter((r) => EXPECTED[r] === NEEDS_LOGIN);
    expect(guarded.length).toBeGreaterThan(40);
    for (const route of guarded) {
      const res = visit(route, "any-token");
      expect(res.headers.get("location"), route).toBeNull();
      expect(res.headers.get("x-middleware-next"), route).toBe("1");
    }
  });

  it("a seller's session does not open the staff console, a staff session does", () => {
    for (const route of Object.keys(EXPECTED).filter((r) => EXPECTED[r] === NEEDS_STAFF)) {
      expect(visit(route, "seller-token").headers.get("location"), route).toContain("/staff/login");
      const req = new NextRequest(new URL(route, "http://localhost:3000"));
      req.cookies.set(STAFF_SESSION_COOKIE, "staff-token");
      expect(proxy(req).headers.get("x-middleware-next"), route).toBe("1");
    }
  });

  it("has an expectation for every route of the e2e route list", () => {
    const listed = [...PUBLIC, ...SIGNED_IN, ...[...LINKED, ...DEEPER].map(([, prefix]) => prefix)].map(
      pathOf,
    );
    expect(listed.filter((r) => !(r in EXPECTED))).toEqual([]);
  });

  it("has an expectation for every page of the app, so a new screen is not left out of the guard", () => {
    const pages = appRoutes().filter((r) => !r.includes("["));
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((r) => !(r in EXPECTED))).toEqual([]);
  });
});
