"use client";

import { ClearanceFacts } from "../(shop)/user/_components/clearance-card";
import type { ClearancePersonRow } from "../(shop)/user/_components/types";

/** What is shown of a clearance person; a packing list's stored importer has these too. */
type Importer = Pick<
  ClearancePersonRow,
  | "importerName"
  | "customsCode"
  | "naccsAccount"
  | "corporateId"
  | "phone"
  | "email"
  | "postalCode"
  | "address"
>;

/** The importer stored on a packing list: name, customs code, NACCS account, corporate id, contact. */
export function ImporterDetails({ p }: { p: Importer }) {
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="importer">
      <p className="break-words font-semibold">{p.importerName}</p>
      <ClearanceFacts p={p} />
    </div>
  );
}
