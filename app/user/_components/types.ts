import type { AddressView } from "@/lib/addresses/addresses";
import type { RegionView } from "@/lib/addresses/regions";
import type { Json } from "@/lib/api/json";
import type { ClearancePersonView } from "@/lib/clearance/clearance-persons";

/** Rows as the address, region and clearance endpoints send them, typed from the server's views. */
export type Region = Json<RegionView>;
export type AddressRow = Json<AddressView>;
export type ClearancePersonRow = Json<ClearancePersonView>;
