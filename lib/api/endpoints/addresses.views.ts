import { z } from "zod";
import { ZTime } from "@/lib/api/contract/common";

/** A delivery address as the seller's screens read it (lib/addresses/addresses.ts). */
export const ZAddressView = z.object({
  id: z.number().int(),
  name: z.string(),
  postalCode: z.string(),
  regionId: z.number().int(),
  regionCode: z.string(),
  regionName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  isDefault: z.boolean(),
  createTime: ZTime,
  updateTime: ZTime,
});
