import { endpoint } from "@/lib/api/contract/endpoint";
import { ZCompanyUpdate } from "@/lib/validation/company";
import { ZCompanyView } from "./company.views";

/**
 * The company group of SPEC §7 (its paths are not shown there): named like the profile's
 * /shop/customer/getCustomerInfo and updateInfo and the member plan's /shop/customerMember/getInfo
 * (docs/company.md).
 */
const tag = "Company";

export const companyInfo = endpoint({
  method: "GET",
  path: "/shop/company/getInfo",
  summary:
    "The seller's company details for invoices and customs papers; before the first save, filled from the profile",
  tag,
  access: "customer",
  envelope: "data",
  response: ZCompanyView,
});

export const companyUpdate = endpoint({
  method: "POST",
  path: "/shop/company/updateInfo",
  summary:
    "Saves the company details form (all fields; blank optional ones are cleared); answers the details",
  tag,
  access: "customer",
  body: ZCompanyUpdate,
  envelope: "data",
  response: ZCompanyView,
  // The demo seller's details (lib/seed/demo-people.ts), written back as they are.
  example: {
    body: {
      companyName: "株式会社ヤマダトレーディング",
      corporateId: "2011001234567",
      naccsAccount: "5YMD1",
      postalCode: "150-0002",
      regionId: 13,
      address: "渋谷区渋谷2-15-1 ヤマダビル5F",
      phone: "03-1234-5678",
      invoiceRecipientName: "株式会社ヤマダトレーディング 経理部",
    },
  },
});
