import type { AddressView } from "@/lib/addresses/addresses";
import type { Json } from "@/lib/api/json";
import type { ClearancePersonView } from "@/lib/clearance/clearance-persons";

/** Rows as the address and clearance endpoints send them, typed from the server's views. */
export type AddressRow = Json<AddressView>;
export type ClearancePersonRow = Json<ClearancePersonView>;
/** The whole address book as GET /shop/configAddressInfo/list gives it (one page of 10 is all of it). */
export type AddressBook = { total: number; rows: AddressRow[] };
