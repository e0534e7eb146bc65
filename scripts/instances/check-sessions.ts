import { COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE, SESSION_COOKIE } from "@/lib/auth/session-cookie-names";
import { DEMO_ACCOUNTS } from "@/lib/seed/demo";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { currentCode } from "@/lib/staff/totp";
import type { Staff } from "./fixtures";
import { cookieOf, get, post, refusedWith, shown, type Answer, type CallOptions } from "./http";
import type { Check } from "./report";
import type { Setup } from "./setup";

/**
 * Check 1: a session made on one instance is the same session on the other and through the proxy, and
 * ending it anywhere ends it everywhere (session rows in the database, lib/auth/session.ts; staff sessions
 * in lib/staff/session.ts). The demo seller is signed in with Japanese, the language the seed gave it: a
 * sign-in remembers the request's language for the seller's notices.
 */
const JA = { "accept-language": "ja-ja" };
const READ = "/shop/customer/getPersonInfo";

const signedIn = (a: Answer) => a.body?.code === 200;
const refused = (a: Answer) => a.body?.code === 401;

/** The proxy twice: once to each instance, by its round robin. */
async function throughProxy(s: Setup, o: CallOptions): Promise<Answer[]> {
  return [await get(s.proxy, READ, o), await get(s.proxy, READ, o)];
}

function expectAll(check: Check, answers: Answer[], ok: (a: Answer) => boolean, text: string) {
  const bad = answers.find((a) => !ok(a));
  const via = [...new Set(answers.map((a) => a.servedBy))].sort().join(" and ");
  check.that(!bad, `${text} (served by ${via})`, bad && shown(bad));
}

async function bearerSession(check: Check, s: Setup) {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const login = await post(s.a, "/shop/user/login", { body: { account: email, password }, headers: JA });
  const token: string | undefined = login.body?.token;
  if (!check.that(signedIn(login) && !!token, "the demo seller signs in on A (bearer token)", shown(login)))
    return;
  const o = { token, headers: JA };
  const onB = await get(s.b, READ, o);
  check.that(signedIn(onB), "A's token works on B", shown(onB));
  expectAll(check, await throughProxy(s, o), signedIn, "A's token works through the proxy");
  const out = await post(s.b, "/shop/user/logout", o);
  check.that(signedIn(out), "signing out on B", shown(out));
  const after = await get(s.a, READ, o);
  check.that(refused(after), "after signing out on B, A refuses the token (401)", shown(after));
  expectAll(check, await throughProxy(s, o), refused, "and so does the proxy");
}

async function cookieSession(check: Check, s: Setup) {
  const { email, password } = DEMO_ACCOUNTS.demo;
  const screens = { ...JA, [COOKIE_SESSION_HEADER]: COOKIE_SESSION_VALUE };
  const login = await post(s.a, "/shop/user/login", { body: { account: email, password }, headers: screens });
  const cookie = cookieOf(login, SESSION_COOKIE);
  if (
    !check.that(
      signedIn(login) && !!cookie && !login.body?.token,
      "signing in on A with the screens' HttpOnly cookie",
      shown(login),
    )
  )
    return;
  const o = { cookie: cookie!, headers: screens };
  const onB = await get(s.b, READ, o);
  check.that(signedIn(onB), "A's session cookie works on B", shown(onB));
  const out = await post(s.b, "/shop/user/logout", o);
  check.that(
    signedIn(out) && cookieOf(out, SESSION_COOKIE) === null,
    "signing out on B clears the cookie",
    shown(out),
  );
  const after = await get(s.a, READ, o);
  check.that(refused(after), "after signing out on B, A refuses the old cookie (401)", shown(after));
}

/** The console's requests come from its own pages (lib/auth/session-cookie.ts cookieUseAllowed). */
const CONSOLE = { "sec-fetch-site": "same-origin" };

async function staffSession(check: Check, s: Setup, staff: Staff) {
  const body = { email: staff.email, password: staff.password, code: currentCode(staff.totpSecret) };
  const [onA, replay] = [
    await post(s.a, "/staff/auth/login", { body, headers: CONSOLE }),
    await post(s.b, "/staff/auth/login", { body, headers: CONSOLE }),
  ];
  const cookie = cookieOf(onA, STAFF_SESSION_COOKIE);
  if (
    !check.that(
      signedIn(onA) && !!cookie,
      "a staff member signs in on A (password and authenticator code)",
      shown(onA),
    )
  )
    return;
  check.that(
    refusedWith(replay, "STAFF_LOGIN_FAILED") && !cookieOf(replay, STAFF_SESSION_COOKIE),
    "the same authenticator code is refused on B (each code opens one sign-in)",
    shown(replay),
  );
  const o = { cookie: cookie!, headers: CONSOLE };
  const me = await get(s.b, "/staff/me", o);
  check.that(signedIn(me) && me.body?.data?.email === staff.email, "A's staff session works on B", shown(me));
  const out = await post(s.b, "/staff/auth/logout", o);
  check.that(signedIn(out), "signing the staff member out on B", shown(out));
  const after = await get(s.a, "/staff/me", o);
  check.that(refused(after), "after signing out on B, A refuses the staff cookie (401)", shown(after));
}

export async function checkSessions(check: Check, s: Setup, staff: Staff): Promise<void> {
  await bearerSession(check, s);
  await cookieSession(check, s);
  await staffSession(check, s, staff);
}
