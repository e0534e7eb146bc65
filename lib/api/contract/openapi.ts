import { z } from "zod";
import { ENVELOPE, ERRORS } from "@/lib/errors";
import english from "@/messages/en-us.json";
import { SESSION_COOKIE, COOKIE_SESSION_HEADER, COOKIE_SESSION_VALUE } from "@/lib/auth/session-cookie-names";
import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { PERMISSIONS } from "@/lib/staff/roles";
import { HEADER_VALUE } from "@/lib/i18n/locales";
import type { AnyEndpoint } from "./endpoint";

type JsonSchema = Record<string, unknown>;

/** zod 4's own JSON Schema (draft 2020-12, what OpenAPI 3.1 uses), without the `$schema` line per schema. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function objectProperties(schema: z.ZodType): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchemaOf(schema, "input");
  return {
    properties: (json.properties ?? {}) as Record<string, JsonSchema>,
    required: (json.required ?? []) as string[],
  };
}

const isArraySchema = (s: JsonSchema) =>
  s.type === "array" || (Array.isArray(s.anyOf) && s.anyOf.some((o) => (o as JsonSchema).type === "array"));

function parametersOf(endpoint: AnyEndpoint): JsonSchema[] {
  const out: JsonSchema[] = [];
  if (endpoint.params) {
    const { properties } = objectProperties(endpoint.params);
    for (const [name, schema] of Object.entries(properties)) {
      out.push({ name, in: "path", required: true, schema, example: endpoint.example?.params?.[name] });
    }
  }
  if (endpoint.query) {
    const { properties, required } = objectProperties(endpoint.query);
    for (const [name, schema] of Object.entries(properties)) {
      // SPEC §7: arrays travel in bracket format, `ids[]=1&ids[]=2`.
      const array = isArraySchema(schema);
      out.push({
        name: array ? `${name}[]` : name,
        in: "query",
        required: required.includes(name),
        ...(array ? { style: "form", explode: true } : {}),
        schema,
        example: endpoint.example?.query?.[name],
      });
    }
  }
  for (const p of out) if (p.example === undefined) delete p.example;
  return out;
}

const envelopeBase = {
  code: { type: "integer", const: ENVELOPE.OK },
  msg: { type: "string", description: "in the language of Accept-Language" },
};

/** The success envelope of SPEC §7 around the declared response. */
export function successSchemaOf(endpoint: AnyEndpoint): JsonSchema {
  const response = jsonSchemaOf(endpoint.response, "output");
  if (endpoint.envelope === "paged") {
    return {
      type: "object",
      properties: {
        ...envelopeBase,
        total: { type: "integer", minimum: 0 },
        rows: { type: "array", items: response },
      },
      required: ["code", "msg", "total", "rows"],
    };
  }
  if (endpoint.envelope === "fields") {
    return {
      type: "object",
      properties: { ...envelopeBase, ...((response.properties as object) ?? {}) },
      required: ["code", "msg", ...((response.required as string[]) ?? [])],
    };
  }
  const noData = endpoint.response instanceof z.ZodUndefined;
  return {
    type: "object",
    properties: { ...envelopeBase, ...(noData ? {} : { data: response }) },
    required: noData ? ["code", "msg"] : ["code", "msg", "data"],
  };
}

function envelopeSuccessOf(endpoint: AnyEndpoint): JsonSchema {
  return {
    description:
      "Success (code 200), or a refusal in the same envelope: code 401, 500, 9199, 520 or 530 (see ErrorEnvelope).",
    content: {
      "application/json": {
        schema: { oneOf: [successSchemaOf(endpoint), { $ref: "#/components/schemas/ErrorEnvelope" }] },
      },
    },
  };
}

/** A document: the file itself on success, a refusal as the usual envelope (JSON). */
function fileSuccessOf(endpoint: AnyEndpoint): JsonSchema {
  return {
    description: `The file (${endpoint.fileType}), or a refusal as an envelope: code 401, 500, 9199 or 520 (see ErrorEnvelope).`,
    content: {
      [endpoint.fileType ?? "application/octet-stream"]: { schema: { type: "string", format: "binary" } },
      "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } },
    },
  };
}

function securityOf(endpoint: AnyEndpoint): JsonSchema[] | undefined {
  if (endpoint.access === "customer") return [{ bearerAuth: [] }, { sessionCookie: [] }];
  if (endpoint.access === "staff") return [{ staffSession: [] }];
  return [];
}

function operationOf(endpoint: AnyEndpoint): JsonSchema {
  const description = [
    endpoint.access === "staff" && endpoint.permission
      ? `Staff roles allowed: ${PERMISSIONS[endpoint.permission].join(", ")} (action \`${endpoint.permission}\`).`
      : "",
    endpoint.spends ? "Refused with code 500 while the agent has restricted the account." : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const content = endpoint.form ? "multipart/form-data" : "application/json";
  return {
    operationId: `${endpoint.method.toLowerCase()}${endpoint.path
      .replace(/[{}]/g, "")
      .replace(/\/(\w)/g, (_, c: string) => c.toUpperCase())
      .replace(/\W/g, "")}`,
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    // Read by the contract test, which replays every other operation from its examples.
    ...(endpoint.noReplay ? { "x-no-replay": endpoint.noReplay } : {}),
    parameters: [{ $ref: "#/components/parameters/AcceptLanguage" }, ...parametersOf(endpoint)],
    ...(endpoint.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              "multipart/form-data": {
                schema: jsonSchemaOf(endpoint.multipart, "input"),
                ...(endpoint.example?.body !== undefined ? { example: endpoint.example.body } : {}),
              },
            },
          },
        }
      : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [content]: {
                schema: jsonSchemaOf(endpoint.body, "input"),
                ...(endpoint.example?.body !== undefined ? { example: endpoint.example.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      "200": endpoint.envelope === "file" ? fileSuccessOf(endpoint) : envelopeSuccessOf(endpoint),
      "4XX": {
        description:
          "A protocol fault: 400 bad JSON, 403 the session cookie sent from another site, 404 no such path, " +
          "405 method, 413 body too large.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      },
    },
  };
}

/** The error table (lib/errors.ts) as the reference reads it: envelope code, HTTP status, English text. */
function errorTable(): string {
  // The message as written, placeholders and all: the reference has no values to put in them.
  const raw = (key: string) =>
    String(
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english),
    );
  const rows = Object.entries(ERRORS).map(
    ([name, def]) => `| ${def.code} | ${def.http} | \`${name}\` | ${raw(def.key).replace(/\|/g, "\\|")} |`,
  );
  return ["| code | HTTP | error | message (en-us) |", "|---|---|---|---|", ...rows].join("\n");
}

const DESCRIPTION = `The shop's API (SPEC §7), a drop-in for the spec's client. Every answer is an envelope:
\`{code, msg, data}\`, or \`{code, msg, total, rows}\` for a page. Business refusals answer HTTP 200 with the
code in the body; \`msg\` is in the language of \`Accept-Language\` (ja, zh-cn, en-us, ko; Japanese by default).
Query arrays travel in bracket format (\`ids[]=1&ids[]=2\`). A seller authenticates with the bearer token from
\`/shop/user/login\`; the shop's own screens use the HttpOnly session cookie together with the
\`${COOKIE_SESSION_HEADER}: ${COOKIE_SESSION_VALUE}\` header. Staff endpoints take the staff session cookie.

Envelope codes: 200 success; 401 not signed in (the client signs out); 500 a refusal whose \`msg\` is shown;
9199 a notice the client may suppress; 520 an unexpected fault (with \`traceId\`); 530 too many attempts or
busy, try again later.`;

/** The reference's sections, named as docs/glossary.md names the concepts. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  Accounts: "Registration, sign-in, captcha and email codes, the seller's profile, member plan and security.",
  Addresses: "The seller's delivery addresses in Japan, prefectures and postal-code lookup.",
  Cart: "The cart: goods chosen for ordering, grouped by shop, and its summary.",
  Catalogue:
    "Goods from 1688, Taobao and JD: search by word, link or image, categories, goods details, Amazon sites.",
  Company:
    "The seller's company details qualified invoices and customs papers print: name, corporate ID, Naccs account, address, invoice recipient.",
  Content: "Announcements and operation-guide articles, in the reader's language.",
  "Customs papers":
    "The papers a seller's packed packing list clears customs and reaches Amazon with: commercial invoice and packing list (PDF, xlsx), FBA box contents.",
  "Customs clearance persons":
    "The importers of record (name, address, corporate number) a packing list clears customs under.",
  Defects:
    "Defects found at inspection and the seller's choice for each: exchange, return, destruction or keep.",
  Feedback: "Feedback from sellers to the agent and its replies.",
  Invoices:
    "Qualified invoices (適格請求書) of the seller's payments as PDFs: issuer and registration number, lines by tax rate, consumption tax per rate; the month's invoices and the monthly statement.",
  Messages: "Message threads between a seller and customer service (replies within 24 hours).",
  Orders: "Orders of goods: submit from the cart, agent orders, payment, cancellation, status and timeline.",
  "Packing lists":
    "Packing lists (SPEC: container): stored goods packed into boxes with FBA labels and shipped to Japan by air or sea, their bills and auxiliary materials.",
  "Staff console":
    "The agent's staff: sign-in with a second factor, team, audit trail, dashboard, jobs, customers, messages and feedback desks.",
  "Staff: content": "The content desk: announcements and operation guides, drafts, publishing and archive.",
  "Staff: purchase":
    "The purchase desk: paid orders to buy with their goods links and agent orders' price checks, the supplier's tracking number, cannot-purchase.",
  "Staff: finance":
    "The finance desk: bank-transfer top-ups to review, withdrawals to pay, balance adjustments, ledgers and the day's rate.",
  "Staff: warehouse":
    "The warehouse desks: scan-to-receive by domestic tracking number, and parcels that matched no order.",
  "Staff: defects":
    "The defects desk: the agent's steps on a defect the seller decided (fee quotes, exchange send-backs, split-offs, returns and destructions done, refusals) and withdrawing a defect reported by mistake.",
  "Staff: inspection":
    "The inspection desk: arrived orders inspected line by line with photos and defects, stored on a shelf/bin, and found again by order, seller or location.",
  "Staff: invoices":
    "The finance desk's invoices panel: qualified invoices found by number or seller, read, and corrected by a new invoice that names the old one.",
  "Staff: packing":
    "The packing desk: packing lists by the agent's next step; FBA checks, boxes packed on the scale, box labels and packing lists printed as PDFs, bills, dispatch, customs clearance, and charges after dispatch (re-weighed freight, duties).",
  Uploads: "Files a seller uploads: images, slips and attachments.",
  Wallet: "The seller's balance: top-ups, withdrawals, payments, the ledger and the exchange rate.",
};

/** The OpenAPI 3.1 document of every declared endpoint (served at /api/openapi.json). */
export function buildOpenApi(endpoints: readonly AnyEndpoint[], version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Kaitsuke shop API",
      version,
      description: `${DESCRIPTION}\n\n## Errors\n\n${errorTable()}`,
      license: { name: "MIT", identifier: "MIT" },
    },
    servers: [{ url: "/api" }],
    tags: [...new Set(endpoints.map((e) => e.tag))]
      .sort()
      .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? "" })),
    paths,
    components: {
      securitySchemes: Object.fromEntries(
        Object.entries({
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          sessionCookie: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
          staffSession: { type: "apiKey", in: "cookie", name: STAFF_SESSION_COOKIE },
        }).filter(([name]) =>
          endpoints.some((e) => (name === "staffSession" ? e.access === "staff" : e.access === "customer")),
        ),
      ),
      parameters: {
        AcceptLanguage: {
          name: "Accept-Language",
          in: "header",
          required: false,
          schema: { type: "string", enum: Object.values(HEADER_VALUE), default: HEADER_VALUE.ja },
        },
      },
      schemas: {
        ErrorEnvelope: {
          type: "object",
          properties: {
            code: { type: "integer", enum: [...new Set(Object.values(ERRORS).map((e) => e.code))].sort() },
            msg: { type: "string" },
            data: { description: "details of some refusals, e.g. { captchaRequired: true }" },
            traceId: { type: "string", description: "with code 520: the id of the server's log line" },
          },
          required: ["code", "msg"],
        },
      },
    },
  };
}
