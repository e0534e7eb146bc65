import { NextResponse, type NextRequest } from "next/server";

/** SPEC §2 guards: these screens need a token; without one they go to /login with a flag and a way back. */
const NEEDS_LOGIN = [
  "/mycart",
  "/cart/submit",
  "/userCenter",
  "/user/",
  "/order/",
  "/feedback/",
  "/account/",
  "/accountEcords",
  "/pay/status",
  "/userSafe",
  "/upDataEmail",
  "/upDataPassWord",
  "/bundle",
  "/pay-status",
  "/upDateAddress",
  "/changeAddress",
  "/apply-goods",
  "/batch/",
  "/shipment",
  "/batchManage",
  "/batchDetails",
  "/batchDetails-details",
  "/batchBill",
  "/batchBill-details",
  "/packingList",
  "/auxiliaryMaterialManagement",
];

export default function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const guarded = NEEDS_LOGIN.some((p) => (p.endsWith("/") ? pathname.startsWith(p) : pathname === p));
  if (guarded && !req.cookies.get("token")?.value) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?flag=1&redirect=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

// API routes stay out of the proxy (they answer 401 envelopes themselves); so do static files.
export const config = { matcher: ["/((?!api|_next|favicon.ico|.*\\.[a-z0-9]+$).*)"] };
