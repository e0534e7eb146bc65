import type { AnyEndpoint } from "@/lib/api/contract/endpoint";
import * as accounts from "./accounts";
import * as addresses from "./addresses";
import * as cart from "./cart";
import * as catalogue from "./catalogue";
import * as clearance from "./clearance";
import * as company from "./company";
import * as content from "./content";
import * as customsPapers from "./customsPapers";
import * as feedback from "./feedback";
import * as invoices from "./invoices";
import * as messages from "./messages";
import * as orders from "./orders";
import * as problems from "./problems";
import * as shipping from "./shipping";
import * as staff from "./staff";
import * as staffContent from "./staffContent";
import * as staffDefects from "./staffDefects";
import * as staffFinance from "./staffFinance";
import * as staffInspection from "./staffInspection";
import * as staffInvoices from "./staffInvoices";
import * as staffPacking from "./staffPacking";
import * as staffPurchase from "./staffPurchase";
import * as staffWarehouse from "./staffWarehouse";
import * as uploads from "./uploads";
import * as wallet from "./wallet";

/**
 * The modules of declarations, by file name (lib/api/endpoints/<name>.ts). Each exported `endpoint(…)` is one endpoint of the API: a route file
 * under app/api serves it (tests/unit/endpoint-parity.test.ts holds both ways), /api/openapi.json describes
 * it, and `npm run api:client` writes the screens' handle for it (lib/client/endpoints.ts).
 */
export const ENDPOINT_MODULES: Record<string, Record<string, unknown>> = {
  accounts,
  addresses,
  cart,
  catalogue,
  clearance,
  company,
  content,
  customsPapers,
  feedback,
  invoices,
  messages,
  orders,
  problems,
  shipping,
  staff,
  staffContent,
  staffDefects,
  staffFinance,
  staffInspection,
  staffInvoices,
  staffPacking,
  staffPurchase,
  staffWarehouse,
  uploads,
  wallet,
};

export function isEndpoint(value: unknown): value is AnyEndpoint {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "envelope" in value
  );
}

/** Every declared endpoint with its export name (unique across the modules). */
export const NAMED_ENDPOINTS: readonly { name: string; module: string; endpoint: AnyEndpoint }[] =
  Object.entries(ENDPOINT_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isEndpoint(value))
      .map(([name, value]) => ({ name, module, endpoint: value as AnyEndpoint })),
  );

export const ENDPOINTS: readonly AnyEndpoint[] = NAMED_ENDPOINTS.map((e) => e.endpoint);
