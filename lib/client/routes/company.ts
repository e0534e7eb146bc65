// Written by `npm run api:client` from lib/api/endpoints (one declaration per endpoint); do not edit.
import type { ClientRoute } from "../endpoint";
import type * as company from "@/lib/api/endpoints/company";

export const companyInfo: ClientRoute<typeof company.companyInfo> = {
  method: "GET",
  path: "/shop/company/getInfo",
  envelope: "data",
};
export const companyUpdate: ClientRoute<typeof company.companyUpdate> = {
  method: "POST",
  path: "/shop/company/updateInfo",
  envelope: "data",
};
