import { PEER_HEADER } from "@/lib/api/client-ip";
import { HEADER_VALUE, type Locale } from "@/lib/i18n/locales";

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "DELETE" | "PATCH", Handler>>;

// Every route file of app/api, so tests call the real handlers the way Next.js does.
const modules = import.meta.glob<RouteModule>("/app/api/**/route.ts");

type Compiled = {
  pattern: RegExp;
  names: string[];
  catchAll: boolean;
  load: () => Promise<RouteModule>;
  specificity: number;
};

const routes: Compiled[] = Object.entries(modules).map(([file, load]) => {
  const segments = file
    .replace(/^\/app\/api/, "")
    .replace(/\/route\.ts$/, "")
    .split("/")
    .filter(Boolean);
  const names: string[] = [];
  let specificity = 0;
  let catchAll = false;
  const re = segments
    .map((s) => {
      const rest = s.match(/^(\[)?\[\.\.\.(\w+)\]\]?$/);
      if (rest) {
        names.push(rest[2]);
        catchAll = true;
        return rest[1] ? "(?:/(.+))?" : "/(.+)";
      }
      const dynamic = s.match(/^\[(\w+)\]$/);
      if (dynamic) {
        names.push(dynamic[1]);
        specificity += 1;
        return "/([^/]+)";
      }
      specificity += 2;
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
    })
    .join("");
  return { pattern: new RegExp(`^${re}$`), names, catchAll, load, specificity };
});
routes.sort((a, b) => b.specificity - a.specificity);

type FormValue = string | Blob;

export type CallOptions = {
  query?: Record<string, string | number | (string | number)[] | undefined>;
  body?: unknown;
  rawBody?: string;
  /** multipart/form-data; a File keeps its name, a plain Blob is sent as "blob". */
  form?: Record<string, FormValue | FormValue[]>;
  token?: string;
  lang?: Locale | string;
  headers?: Record<string, string>;
  ip?: string;
};

const rnd = () => Math.floor(Math.random() * 254) + 1;

export type Envelope = {
  code: number;
  msg: string;
  data?: any;
  total?: number;
  rows?: any[];
  [k: string]: any;
};

/** Calls an /api path through its route handler; returns HTTP status and the parsed envelope. */
export async function call(method: string, path: string, options: CallOptions = {}) {
  const url = new URL(`http://localhost/api${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v === undefined) continue;
    if (Array.isArray(v)) v.forEach((x) => url.searchParams.append(`${k}[]`, String(x)));
    else url.searchParams.append(k, String(v));
  }
  const lang = options.lang ?? "ja";
  const headers: Record<string, string> = {
    "accept-language": (HEADER_VALUE as Record<string, string>)[lang] ?? lang,
    // A different client address per call unless a test pins one, so per-IP limits only bite where tested.
    [PEER_HEADER]: options.ip ?? `127.${rnd()}.${rnd()}.${rnd()}`,
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    const fd = new FormData();
    for (const [k, v] of Object.entries(options.form))
      (Array.isArray(v) ? v : [v]).forEach((x) =>
        typeof x === "string" ? fd.append(k, x) : fd.append(k, x, x instanceof File ? x.name : "blob"),
      );
    body = fd;
  } else if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers["content-type"] ??= "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const request = new Request(url, { method, headers, body });
  const apiPath = url.pathname.replace(/^\/api/, "");
  const match = routes.map((r) => ({ r, m: apiPath.match(r.pattern) })).find((x) => x.m);
  if (!match?.m) throw new Error(`no route file for ${apiPath}`);
  const mod = await match.r.load();
  const handler = mod[method as keyof RouteModule];
  if (!handler)
    return {
      status: 405,
      json: null as unknown as Envelope,
      bytes: Buffer.alloc(0),
      contentType: null,
      headers: new Headers(),
    };
  const params: Record<string, string | string[]> = {};
  match.r.names.forEach((name, i) => {
    const value = match.m![i + 1];
    if (value === undefined) return;
    // Next.js hands route handlers decoded segments.
    const decode = (v: string) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    };
    params[name] =
      match.r.catchAll && i === match.r.names.length - 1 ? value.split("/").map(decode) : decode(value);
  });
  const response = await handler(request, { params: Promise.resolve(params) });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type");
  // A document endpoint answers the file itself (a PDF); everything else, refusals included, an envelope.
  const isFile = !!contentType && !contentType.includes("json");
  return {
    status: response.status,
    json: (isFile ? null : JSON.parse(bytes.toString("utf8"))) as Envelope,
    bytes,
    contentType,
    headers: response.headers,
  };
}

export const get = (path: string, o?: CallOptions) => call("GET", path, o);
export const post = (path: string, o?: CallOptions) => call("POST", path, o);
