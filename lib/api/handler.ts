import { z } from "zod";
import { randomUUID } from "node:crypto";
import { AppError, ENVELOPE, ERRORS, type ErrorCode } from "@/lib/errors";
import { dbFaultOf } from "@/lib/db/errors";
import { LIMITS } from "@/lib/codes";
import { parseInput, refuseControlCharacters } from "@/lib/validation/parse";
import { LOCALE_COOKIE, isLocale, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { translator, type Translate } from "@/lib/i18n/messages";
import { authenticate, type AuthSession } from "@/lib/auth/session";
import { clearedSessionCookie, cookieUseAllowed, sessionCookieOf } from "@/lib/auth/session-cookie";
import { env } from "@/lib/env";
import { clientAddress } from "./client-ip";
import { SUCCESS_CODE, type FileAnswer, type Reply } from "./envelope";
import { entriesToObject, queryObject } from "./params";
import { markPublicRead } from "@/lib/http/cache";
import { API_HEADERS, DOCUMENT_CSP, apiHeaders } from "@/lib/http/api-headers";
import { can, type Permission } from "@/lib/staff/roles";
import {
  authenticateStaff,
  clearedStaffSessionCookie,
  staffCookieOf,
  type StaffContext,
} from "@/lib/staff/session";

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type RouteContext<Q, B, A> = {
  req: Request;
  locale: Locale;
  t: Translate;
  ip: string;
  userAgent: string | null;
  params: Record<string, string>;
  query: Q;
  body: B;
  auth: A;
  /** the signed-in staff member on a staff endpoint (`staff` option), else null */
  staff: StaffContext | null;
  /** on a staff endpoint, one id per request, written to the audit trail with every staff action; else null */
  requestId: string | null;
};

type Options<QS, BS, Auth extends boolean> = {
  /** Requires a valid bearer token (401 envelope otherwise). */
  auth?: Auth;
  /**
   * Orders, pays or withdraws (or, as a function of the body, does so this time): refused with "currently no
   * permission" while the agent has restricted the account (docs/decisions.md "Restricted accounts").
   */
  spends?: boolean | ((body: Out<BS>) => boolean);
  query?: QS;
  /** JSON body (POST/PUT). */
  body?: BS;
  /** form-data / urlencoded body instead of JSON. */
  form?: boolean;
  /** A public catalogue read a CDN may keep (lib/http/cache.ts); errors are never stored. */
  publicRead?: boolean;
  /**
   * A staff endpoint: the staff session cookie must open a session whose roles allow this action
   * (lib/staff/roles.ts), else 401 / "no permission" before anything runs.
   */
  staff?: Permission;
};

type NextCtx = { params?: Promise<Record<string, string | string[]>> };

/** The bearer token of SPEC §7, else the session cookie of the shop's own screens. */
function credentialOf(req: Request): { token: string; via: "bearer" | "cookie" } | null {
  const header = req.headers.get("authorization") ?? "";
  const bearer = header.replace(/^Bearer\s+/i, "").trim();
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = sessionCookieOf(req);
  return cookie ? { token: cookie, via: "cookie" } : null;
}

/**
 * A person opening a link (a document, a download) rather than the shop's client calling: the browser sends
 * its own Accept-Language then, not the language chosen in the shop.
 */
const isNavigation = (req: Request) => req.headers.get("sec-fetch-mode") === "navigate";

/** The language chosen in the shop (the `lang` cookie the screens set), if any. */
function chosenLocale(req: Request): Locale | null {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

const successMessages = new Map<Locale, string>();

/** "Success" in the caller's language: the message of most answers, formatted once per language. */
function successMessage(locale: Locale, t: Translate): string {
  let msg = successMessages.get(locale);
  if (msg === undefined) successMessages.set(locale, (msg = t("api.success")));
  return msg;
}

/** Client address: the socket peer, or behind TRUST_PROXY hops the right-most untrusted forwarded entry. */
export function clientIp(req: Request): string {
  return clientAddress(req.headers, env().TRUST_PROXY);
}

export function envelope(
  code: number,
  msg: string,
  fields: Record<string, unknown> = {},
  http = 200,
): Response {
  return Response.json({ code, msg, ...fields }, { status: http, headers: API_HEADERS });
}

export function errorResponse(
  code: ErrorCode,
  t: Translate,
  values?: Record<string, string | number>,
): Response {
  const def = ERRORS[code];
  return envelope(def.code, t(def.key, values), {}, def.http);
}

async function readBody(req: Request, asForm: boolean): Promise<unknown> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > LIMITS.maxJsonBodyBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  if (asForm) {
    const type = req.headers.get("content-type") ?? "";
    if (!type.includes("multipart/form-data") && !type.includes("application/x-www-form-urlencoded")) {
      // The spec's client sends form data; a JSON body is accepted too.
      return readJson(req);
    }
    return entriesToObject((await req.formData()).entries());
  }
  return readJson(req);
}

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (Buffer.byteLength(text) > LIMITS.maxJsonBodyBytes) throw new AppError("PAYLOAD_TOO_LARGE");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_JSON");
  }
}

/**
 * The one wrapper every API route uses: language, bearer auth, zod parsing of query/body,
 * and AppError → envelope mapping. Business errors answer HTTP 200 with the code in the body.
 */
export function route<
  QS extends Schema | undefined = undefined,
  BS extends Schema | undefined = undefined,
  Auth extends boolean = false,
>(
  options: Options<QS, BS, Auth>,
  fn: (ctx: RouteContext<Out<QS>, Out<BS>, Auth extends true ? AuthSession : null>) => Promise<Reply>,
) {
  return async function handler(req: Request, nextCtx?: NextCtx): Promise<Response> {
    // SPEC §7: the client states the language in Accept-Language. A link a person opens speaks the language
    // they chose in the shop instead, and a staff member's the language of their own setting (below).
    const navigation = isNavigation(req);
    let locale = (navigation && chosenLocale(req)) || resolveLocale(req.headers.get("accept-language"));
    let t = translator(locale);
    let usedCookie = false;
    let usedStaffCookie = false;
    try {
      let auth: AuthSession | null = null;
      let staff: StaffContext | null = null;
      if (options.staff) {
        const token = staffCookieOf(req);
        usedStaffCookie = token !== null;
        if (usedStaffCookie && !cookieUseAllowed(req)) throw new AppError("CROSS_SITE");
        staff = await authenticateStaff(token);
        if (!staff) throw new AppError("UNAUTHORIZED");
        if (navigation) {
          locale = staff.language;
          t = translator(locale);
        }
        if (!can(staff.roles, options.staff)) throw new AppError("NO_PERMISSION");
      }
      if (options.auth) {
        const credential = credentialOf(req);
        usedCookie = credential?.via === "cookie";
        if (usedCookie && !cookieUseAllowed(req)) throw new AppError("CROSS_SITE");
        auth = credential ? await authenticate(credential.token) : null;
        if (!auth) throw new AppError("UNAUTHORIZED");
      }
      const rawParams = (await nextCtx?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      refuseControlCharacters(params);
      // The one parse of the request (lib/validation/parse.ts): the domain functions take its output.
      const query = options.query ? parseInput(options.query, queryObject(req.url)) : undefined;
      const body = options.body ? parseInput(options.body, await readBody(req, !!options.form)) : undefined;
      const spends = typeof options.spends === "function" ? options.spends(body as Out<BS>) : options.spends;
      if (spends && auth?.restricted) throw new AppError("NO_PERMISSION");
      const reply = await fn({
        req,
        locale,
        t,
        ip: clientIp(req),
        userAgent: req.headers.get("user-agent"),
        params,
        query: query as Out<QS>,
        body: body as Out<BS>,
        auth: auth as Auth extends true ? AuthSession : null,
        staff,
        requestId: staff ? randomUUID() : null,
      });
      if (reply.file) return fileResponse(reply.file);
      const msg = reply.msgKey ? t(reply.msgKey) : successMessage(locale, t);
      const response = envelope(SUCCESS_CODE, msg, reply.fields);
      for (const value of reply.setCookies ?? []) response.headers.append("set-cookie", value);
      return options.publicRead ? markPublicRead(response, true) : response;
    } catch (error) {
      const response = toErrorResponse(error, t);
      // A cookie that no longer opens a session is dropped, so the screens' guard sends to /login.
      if (usedCookie && error instanceof AppError && error.code === "UNAUTHORIZED")
        response.headers.append("set-cookie", clearedSessionCookie(req));
      if (usedStaffCookie && error instanceof AppError && error.code === "UNAUTHORIZED")
        response.headers.append("set-cookie", clearedStaffSessionCookie(req));
      return options.publicRead ? markPublicRead(response, false) : response;
    }
  };
}

/**
 * A document sent as it is: opened in the browser (inline) under its own name, never kept by a shared cache
 * (it holds a seller's addresses and goods).
 */
function fileResponse(file: FileAnswer): Response {
  return new Response(Buffer.from(file.body), {
    status: 200,
    headers: apiHeaders({
      "content-type": file.contentType,
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      "cache-control": "private, no-store",
      "content-security-policy": DOCUMENT_CSP,
    }),
  });
}

/** Database faults a request can meet in normal use, answered as what they mean for the caller. */
const DB_FAULT_ERRORS = { unique: "CONFLICT", notFound: "NOT_FOUND", conflict: "BUSY" } as const;

export function toErrorResponse(error: unknown, t: Translate): Response {
  const fault = dbFaultOf(error);
  if (fault) {
    console.warn(`[api] database ${fault}`, (error as Error).message?.split("\n").at(-1));
    return errorResponse(DB_FAULT_ERRORS[fault], t);
  }
  if (error instanceof AppError) {
    const def = ERRORS[error.code];
    if (def.code === ENVELOPE.FAULT)
      return faultResponse(error, t(error.messageKey ?? def.key, error.values), def.http);
    const fields = error.data === undefined ? {} : { data: error.data };
    return envelope(def.code, t(error.messageKey ?? def.key, error.values), fields, def.http);
  }
  return faultResponse(error, t(ERRORS.INTERNAL.key), ERRORS.INTERNAL.http);
}

/**
 * Every 520 carries a trace id, in the log line and in the envelope (`traceId`), so the one fault a seller
 * reports can be found among many.
 */
function faultResponse(error: unknown, msg: string, http: number): Response {
  const traceId = randomUUID().slice(0, 8);
  console.error(`[api] fault trace=${traceId}`, error);
  return envelope(ENVELOPE.FAULT, msg, { traceId }, http);
}
