import type { OrderAddress } from "./types";

/** A delivery address as the address book shows it. */
export function AddressCard({ address: a }: { address: OrderAddress }) {
  return (
    <address className="text-sm not-italic leading-relaxed text-slate-700" data-testid="delivery-address">
      <span className="block font-semibold text-slate-900">{a.name}</span>
      {a.companyName && <span className="block text-slate-500">{a.companyName}</span>}
      <span className="block">〒{a.postalCode}</span>
      <span className="block break-words">
        {a.regionName} {a.address}
      </span>
      <span className="block">{a.phone}</span>
    </address>
  );
}
