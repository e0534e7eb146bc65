/**
 * Issue 31: the OpenAPI document replayed against the shop. Every operation is called with the request its
 * examples describe, on the demo data, and must answer success in the declared envelope with data the
 * declared schema accepts; the same request with one input of the wrong type must answer the validation
 * refusal. Driven from /api/openapi.json alone: a new endpoint is covered by being declared.
 * CONTRACT_TAG=<tag> runs one section (while working on it).
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { seedDemo } from "@/lib/seed/demo";
import { createSession } from "@/lib/auth/session";
import { createStaffSession } from "@/lib/staff/session";
import { call, type CallOptions } from "../helpers/api";

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; example?: unknown; schema: Json };
type Operation = {
  operationId: string;
  tags: string[];
  security: Json[];
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: { "200": { content: { "application/json": { schema: { oneOf: Json[] } } } } };
  "x-no-replay"?: string;
};

const ONLY = process.env.CONTRACT_TAG;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

let doc: { paths: Record<string, Record<string, Operation>> };
let sellerId = 0;
let ownerId = 0;

beforeAll(async () => {
  await seedDemo(getDb());
  sellerId = (await getDb().customer.findFirstOrThrow({ where: { email: "demo@example.com" } })).id;
  ownerId = (await getDb().staffUser.findFirstOrThrow({ where: { email: "owner@example.com" } })).id;
  const res = await fetchDocument();
  doc = res;
}, 300_000);

async function fetchDocument() {
  const { GET } = await import("@/app/api/openapi.json/route");
  return (await GET().json()) as typeof doc;
}

const operations = async () => {
  const out: { path: string; method: string; op: Operation }[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) out.push({ path, method: method.toUpperCase(), op });
  // Reads first, so the mutations' examples cannot change what a read's example points at.
  return out
    .filter((o) => !ONLY || o.op.tags.includes(ONLY))
    .sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET"));
};

/** Fresh credentials per call: a mutation (sign-out, password change) must not spoil the next call. */
async function credentials(op: Operation): Promise<Pick<CallOptions, "token" | "headers">> {
  const schemes = op.security.flatMap((s) => Object.keys(s));
  if (schemes.includes("bearerAuth"))
    return { token: await createSession(sellerId, "127.0.0.1", "contract") };
  if (schemes.includes("staffSession")) {
    const token = await createStaffSession(ownerId, "127.0.0.1", "contract");
    return { headers: { cookie: `staff_session=${token}`, "sec-fetch-site": "same-origin" } };
  }
  return {};
}

function requestOf(path: string, op: Operation) {
  const params = op.parameters.filter((p): p is Parameter => !("$ref" in p));
  const missing = params.filter((p) => p.required && p.example === undefined).map((p) => p.name);
  let url = path;
  for (const p of params.filter((p) => p.in === "path"))
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
  const query: Record<string, string | number | (string | number)[]> = {};
  for (const p of params.filter((p) => p.in === "query" && p.example !== undefined))
    query[p.name.replace(/\[\]$/, "")] = p.example as string | number | (string | number)[];
  const content = op.requestBody?.content;
  const media = content ? Object.keys(content)[0] : undefined;
  const body = media ? content![media].example : undefined;
  if (media && body === undefined) missing.push("request body");
  return { url, query, body, missing, queryParams: params.filter((p) => p.in === "query") };
}

/** 1×1 PNG: the file a multipart example's binary fields are sent with. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A JSON body as it is, or a multipart one with a file in each binary field. */
async function payload(op: Operation, body: unknown): Promise<Pick<CallOptions, "body" | "form">> {
  const multipart = op.requestBody?.content["multipart/form-data"];
  if (!multipart) return { body };
  const form: NonNullable<CallOptions["form"]> = {};
  for (const [k, v] of Object.entries((body ?? {}) as Json)) form[k] = String(v);
  for (const [k, schema] of Object.entries((multipart.schema.properties ?? {}) as Record<string, Json>))
    if (schema.format === "binary") form[k] = new File([PNG], "contract.png", { type: "image/png" });
  return { form };
}

const wrongFor = (schema: Json): unknown =>
  schema.type === "string" ? { not: "a string" } : schema.type === "array" ? "not-an-array" : "not-a-number";

describe("issue 31: the shop answers as its OpenAPI document says", () => {
  it("the document was built and has operations", async () => {
    expect((await operations()).length).toBeGreaterThan(0);
  });

  it(
    "every operation replays its example into its declared success envelope",
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      for (const { path, method, op } of await operations()) {
        if (op["x-no-replay"]) continue;
        const { url, query, body, missing } = requestOf(path, op);
        if (missing.length) {
          failures.push(`${method} ${path}: no example for ${missing.join(", ")}`);
          continue;
        }
        const res = await call(method, url, {
          query,
          ...(await payload(op, body)),
          ...(await credentials(op)),
        });
        const fileType = Object.keys(op.responses["200"].content).find((t) => !t.includes("json"));
        if (fileType) {
          // A document: the file itself, of its declared type and not empty.
          if (res.contentType !== fileType || res.bytes.length === 0)
            failures.push(`${method} ${path}: ${res.contentType} ${JSON.stringify(res.json)}`);
          continue;
        }
        if (res.json?.code !== 200) {
          failures.push(`${method} ${path}: code ${res.json?.code} ${res.json?.msg}`);
          continue;
        }
        const validate = ajv.compile(op.responses["200"].content["application/json"].schema.oneOf[0]);
        if (!validate(res.json))
          failures.push(
            `${method} ${path}: ${ajv.errorsText(validate.errors, { separator: "; " }).slice(0, 600)}`,
          );
      }
      expect(failures).toEqual([]);
    },
  );

  it(
    "every operation with an input refuses one of the wrong type with the validation error",
    { timeout: 600_000 },
    async () => {
      const failures: string[] = [];
      const unchecked: string[] = [];
      let checked = 0;
      for (const { path, method, op } of await operations()) {
        const { url, query, body, queryParams, missing } = requestOf(path, op);
        if (op["x-no-replay"] || missing.length) continue;
        const media = op.requestBody ? Object.keys(op.requestBody.content)[0] : undefined;
        const bodySchema = media ? op.requestBody!.content[media].schema : undefined;
        let wrong: { url?: string; query?: typeof query; body?: unknown } | undefined;
        // A body of several shapes (anyOf): the first shape's fields.
        const shape = (bodySchema?.anyOf as Json[] | undefined)?.[0] ?? bodySchema;
        const bodyProps = Object.entries((shape?.properties ?? {}) as Record<string, Json>);
        const typedQuery = queryParams.find((p) => p.schema.type !== "string" && p.schema.type !== undefined);
        const pathParam = op.parameters.find((p): p is Parameter => !("$ref" in p) && p.in === "path");
        if (bodyProps.length && body && typeof body === "object") {
          const [name, schema] = bodyProps[0];
          wrong = { query, body: { ...(body as Json), [name]: wrongFor(schema) } };
        } else if (typedQuery) {
          wrong = { query: { ...query, [typedQuery.name.replace(/\[\]$/, "")]: "not-a-number" }, body };
        } else if (queryParams.length) {
          // A text parameter sent twice (`q[]=a&q[]=b`) is a list where one text is expected.
          wrong = { query: { ...query, [queryParams[0].name]: ["a", "b"] }, body };
        } else if (pathParam) {
          // A path id that is not one answers "not found" (the same refusal code).
          const renamed = {
            ...op,
            parameters: op.parameters.map((p) => (p === pathParam ? { ...p, example: "not-an-id" } : p)),
          };
          wrong = { url: requestOf(path, renamed).url, query, body };
        }
        if (wrong) checked += 1;
        else if (op.requestBody || queryParams.length || pathParam) unchecked.push(`${method} ${path}`);
        if (!wrong) continue;
        const res = await call(method, wrong.url ?? url, {
          query: wrong.query,
          body: wrong.body,
          ...(await credentials(op)),
        });
        if (res.json?.code !== 500 || !res.json.msg)
          failures.push(`${method} ${path}: wrong type answered ${res.status} ${JSON.stringify(res.json)}`);
      }
      expect(unchecked).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    },
  );
});
