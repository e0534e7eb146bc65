import { localPath } from "../_components/local-path";
import { ChangePersonAddress } from "./change-person-address";

/**
 * SPEC §2 /changePersonAddress: choose the clearance person used by default for shipments; with
 * ?redirect=/shipment the importer of the shipment being put together.
 */
export default async function ChangePersonAddressPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string }>;
}) {
  const { redirect } = await searchParams;
  return <ChangePersonAddress redirect={localPath(redirect)} />;
}
