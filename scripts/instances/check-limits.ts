import { randomBytes } from "node:crypto";
import { LIMITS } from "@/lib/codes";
import { getDb } from "@/lib/db/client";
import { ERRORS, type ErrorCode } from "@/lib/errors";
import { runEmail } from "./fixtures";
import { get, post, refusedWith, type Answer, type Door } from "./http";
import type { Check } from "./report";
import type { Setup } from "./setup";

/**
 * Check 2: the limits count in the database, so requests spread over A and B trip them at the same count as
 * on one instance. Each scenario runs twice — all on A, then alternating A and B — from client addresses of
 * its own (a new one per run: the address counters outlive a run), and both must give the sequence LIMITS
 * (lib/codes.ts) says.
 */
const KNOWN: ErrorCode[] = [
  "LOGIN_FAILED",
  "TOO_MANY_ATTEMPTS",
  "CAPTCHA_REQUIRED",
  "CAPTCHA_EXPIRED",
  "CAPTCHA_INVALID",
  "EMAIL_CODE_TOO_SOON",
];

/** What an answer was, in a word: ok, one of KNOWN, or its code and message. */
function outcome(a: Answer): string {
  if (a.body?.code === 200) return "ok";
  const seconds = a.body?.data?.resendAfterSeconds ?? a.body?.resendAfterSeconds;
  const known = KNOWN.find((e) => refusedWith(a, e, e === "EMAIL_CODE_TOO_SOON" ? { seconds } : undefined));
  return known ?? `${a.body?.code ?? a.status} "${a.body?.msg ?? ""}"`;
}

/** A client address nobody used before (IPv6 documentation range). */
const freshAddress = () => `2001:db8:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}`;

type Scenario = {
  title: string;
  expected: string[];
  /** runs the scenario over `doors` in turn (request i goes to doors[i % doors.length]) */
  run: (doors: Door[], label: string) => Promise<{ door: string; outcome: string }[]>;
};

const repeat = (n: number, what: string) => Array.from({ length: n }, () => what);
const turn = <T>(list: T[], i: number) => list[i % list.length];

function loginThrottle(run: string): Scenario {
  const n = LIMITS.loginFailuresPerAccount;
  return {
    title: `login: ${n} wrong passwords for one account from one address, then a wait; another address needs the captcha`,
    expected: [...repeat(n, "LOGIN_FAILED"), "TOO_MANY_ATTEMPTS", "CAPTCHA_REQUIRED"],
    async run(doors, label) {
      const account = runEmail(run, `throttle-${label}`);
      const [guesser, other] = [freshAddress(), freshAddress()];
      const seen = [];
      for (let i = 0; i <= n + 1; i++) {
        const door = turn(doors, i);
        const ip = i <= n ? guesser : other;
        const a = await post(door, "/shop/user/login", { body: { account, password: "Wrong1234" }, ip });
        seen.push({ door: door.name, outcome: outcome(a) });
      }
      return seen;
    },
  };
}

function loginPerAddress(run: string): Scenario {
  const n = LIMITS.loginFailuresPerIp;
  return {
    title: `login: ${n} wrong passwords from one address over ${n} accounts, then that address waits`,
    expected: [...repeat(n, "LOGIN_FAILED"), "TOO_MANY_ATTEMPTS"],
    async run(doors, label) {
      const ip = freshAddress();
      const seen = [];
      for (let i = 0; i <= n; i++) {
        const door = turn(doors, i);
        const account = runEmail(run, `ip-${label}-${i}`);
        const a = await post(door, "/shop/user/login", { body: { account, password: "Wrong1234" }, ip });
        seen.push({ door: door.name, outcome: outcome(a) });
      }
      return seen;
    },
  };
}

/** A captcha's answer, as the tests read it: only the image shows it to a person. */
async function solved(door: Door, ip: string): Promise<{ uuid: string; code: string }> {
  const a = await get(door, "/shop/captchaImage", { ip });
  const uuid: string = a.body?.uuid;
  const row = await getDb().captcha.findUniqueOrThrow({ where: { id: uuid }, select: { answer: true } });
  return { uuid, code: row.answer.toUpperCase() };
}

function captchaOnce(run: string): Scenario {
  const n = LIMITS.loginFailuresPerAccount;
  return {
    title: "captcha: drawn on one instance, answered on the next, refused when used again on the first",
    expected: ["LOGIN_FAILED", "CAPTCHA_EXPIRED"],
    async run(doors, label) {
      const account = runEmail(run, `captcha-${label}`);
      // An account guessed enough to need the captcha: the failures from addresses of their own.
      for (let i = 0; i < n; i++)
        await post(turn(doors, i), "/shop/user/login", {
          body: { account, password: "Wrong1234" },
          ip: freshAddress(),
        });
      const ip = freshAddress();
      const captcha = await solved(turn(doors, 0), ip);
      const body = { account, password: "Wrong1234", ...captcha };
      const first = await post(turn(doors, 1), "/shop/user/login", { body, ip });
      const again = await post(turn(doors, 0), "/shop/user/login", { body, ip });
      return [
        { door: turn(doors, 1).name, outcome: outcome(first) },
        { door: turn(doors, 0).name, outcome: outcome(again) },
      ];
    },
  };
}

function captchaQuota(): Scenario {
  const n = LIMITS.captchasPerIpPer10Minutes;
  return {
    title: `captcha images: ${n} per address in 10 minutes, then refused`,
    expected: [...repeat(n, "ok"), "TOO_MANY_ATTEMPTS"],
    async run(doors) {
      const ip = freshAddress();
      const seen = [];
      for (let i = 0; i <= n; i++) {
        const door = turn(doors, i);
        const a = await get(door, "/shop/captchaImage", { ip });
        seen.push({ door: door.name, outcome: a.body?.uuid && a.body?.code === 200 ? "ok" : outcome(a) });
      }
      return seen;
    },
  };
}

/** Makes the address's codes a minute older, so the next send is not "too soon" (the tests do the same). */
const ageCodes = (email: string) =>
  getDb()
    .$executeRaw`UPDATE email_code SET created_at = created_at - interval '61 seconds' WHERE email = ${email}`;

function codePerAddress(run: string): Scenario {
  const n = LIMITS.codeSendsPerEmailPerHour;
  return {
    title: `e-mail codes: one send a minute per address (${n} an hour), then refused`,
    expected: ["ok", "EMAIL_CODE_TOO_SOON", ...repeat(n - 1, "ok"), "TOO_MANY_ATTEMPTS"],
    async run(doors, label) {
      const email = runEmail(run, `code-${label}`);
      const ip = freshAddress();
      const send = (door: Door) => get(door, "/shop/user/h5/sendVerificationCode", { query: { email }, ip });
      const seen = [];
      for (let i = 0; i <= n + 1; i++) {
        const door = turn(doors, i);
        // the second send follows the first at once; the others come after the minute
        if (i >= 2) await ageCodes(email);
        seen.push({ door: door.name, outcome: outcome(await send(door)) });
      }
      return seen;
    },
  };
}

function codePerIp(run: string): Scenario {
  const n = LIMITS.codeSendsPerIpPerHour;
  return {
    title: `e-mail codes: ${n} an hour from one address, over as many mailboxes, then refused`,
    expected: [...repeat(n, "ok"), "TOO_MANY_ATTEMPTS"],
    async run(doors, label) {
      const ip = freshAddress();
      const seen = [];
      for (let i = 0; i <= n; i++) {
        const door = turn(doors, i);
        const email = runEmail(run, `code-ip-${label}-${i}`);
        const a = await get(door, "/shop/user/h5/sendVerificationCode", { query: { email }, ip });
        seen.push({ door: door.name, outcome: outcome(a) });
      }
      return seen;
    },
  };
}

/** "ok ×20, TOO_MANY_ATTEMPTS": a sequence in a line. */
function compact(outcomes: string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < outcomes.length;) {
    let j = i;
    while (j < outcomes.length && outcomes[j] === outcomes[i]) j++;
    parts.push(j - i > 1 ? `${outcomes[i]} ×${j - i}` : outcomes[i]);
    i = j;
  }
  return parts.join(", ");
}

export async function checkLimits(check: Check, s: Setup, run: string): Promise<void> {
  check.note(`login throttle, captcha and code limits: ${JSON.stringify(pickLimits())}`);
  const scenarios = [
    loginThrottle(run),
    loginPerAddress(run),
    captchaOnce(run),
    captchaQuota(),
    codePerAddress(run),
    codePerIp(run),
  ];
  for (const [index, scenario] of scenarios.entries()) {
    const one = (await scenario.run([s.a], `${index}-one`)).map((x) => x.outcome);
    const spread = await scenario.run([s.a, s.b], `${index}-spread`);
    const doors = [...new Set(spread.map((x) => x.door))].join("+");
    const want = compact(scenario.expected);
    const got = { one: compact(one), spread: compact(spread.map((x) => x.outcome)) };
    check.that(
      got.one === want && got.spread === want,
      `${scenario.title} — on A alone and on ${doors} alike: ${want}`,
      `on A alone: ${got.one}; on ${doors}: ${got.spread}`,
    );
  }
}

const pickLimits = () => ({
  loginFailuresPerAccount: LIMITS.loginFailuresPerAccount,
  loginFailuresPerIp: LIMITS.loginFailuresPerIp,
  captchasPerIpPer10Minutes: LIMITS.captchasPerIpPer10Minutes,
  codeSendsPerEmailPerHour: LIMITS.codeSendsPerEmailPerHour,
  codeSendsPerIpPerHour: LIMITS.codeSendsPerIpPerHour,
  throttled: ERRORS.TOO_MANY_ATTEMPTS.code,
});
