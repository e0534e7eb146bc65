import { ChangePersonAddress } from "./change-person-address";

/** SPEC §2 /changePersonAddress: choose the clearance person used by default for shipments. */
export default async function ChangePersonAddressPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string }>;
}) {
  const { redirect } = await searchParams;
  // Only a path of this shop (never another site) is a way back.
  const back = redirect && redirect.startsWith("/") && !redirect.startsWith("//") ? redirect : undefined;
  return <ChangePersonAddress redirect={back} />;
}
