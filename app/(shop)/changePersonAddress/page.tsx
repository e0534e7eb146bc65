import { localPath } from "../../_components/local-path";
import { ChangePersonAddress } from "./change-person-address";
import { ScreenMessages } from "../../_components/screen-messages";

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
  return (
    <ScreenMessages screen="changePersonAddress/page">
      <ChangePersonAddress redirect={localPath(redirect)} />
    </ScreenMessages>
  );
}
