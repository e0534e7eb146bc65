"use client";

import { ClearanceFacts } from "../user/_components/clearance-card";

type Importer = {
  importerName: string;
  customsCode: string;
  naccsAccount: string | null;
  corporateId: string | null;
  phone: string;
  email: string | null;
  postalCode: string;
  address: string;
};

/** The importer stored on a packing list: name, customs code, NACCS account, corporate id, contact. */
export function ImporterDetails({ p }: { p: Importer }) {
  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="importer">
      <p className="break-words font-semibold">{p.importerName}</p>
      <ClearanceFacts p={p} />
    </div>
  );
}
