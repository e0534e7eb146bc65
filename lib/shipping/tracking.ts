/**
 * International carriers of the packing lists' boxes, how their tracking numbers look and where the seller
 * can follow a parcel (docs/shipping.md). Browser-safe.
 */
export const CARRIERS = Object.freeze({
  EMS: {
    pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
    url: "https://trackings.post.japanpost.jp/services/srv/search/?requestNo1=",
  },
  DHL: { pattern: /^\d{10}$/, url: "https://www.dhl.com/jp-ja/home/tracking.html?tracking-id=" },
  FEDEX: { pattern: /^(\d{12}|\d{15})$/, url: "https://www.fedex.com/fedextrack/?trknbr=" },
  OCS: { pattern: /^\d{10,12}$/, url: "https://www.ocs.co.jp/tracking/?no=" },
  SAGAWA: { pattern: /^\d{12}$/, url: "https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=" },
  YAMATO: { pattern: /^\d{12}$/, url: "https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=" },
  /** sea freight: the container or bill-of-lading number */
  SEA: { pattern: /^[A-Z0-9]{8,20}$/, url: null },
} as const);

export type Carrier = keyof typeof CARRIERS;
export const isCarrier = (value: string): value is Carrier => Object.hasOwn(CARRIERS, value);

/** A tracking number this carrier can track ("logistics number invalid" otherwise, SPEC §8). */
export const validTrackingNo = (carrier: string, trackingNo: string) =>
  isCarrier(carrier) && CARRIERS[carrier].pattern.test(trackingNo);

export type TrackingState = "none" | "invalid" | "notRegistered" | "cleared";

/**
 * What the seller sees for a box: no number yet; a number the carrier cannot track (SPEC §8 "logistics
 * number invalid"); before Japanese customs clearance the carriers show nothing ("package status not
 * registered", SPEC §8); then the parcel can be followed at the carrier.
 */
export function trackingState(
  box: { trackingNo: string | null },
  carrier: string | null,
  customsCleared: boolean,
) {
  if (!box.trackingNo) return { state: "none" as TrackingState, url: null };
  if (!carrier || !validTrackingNo(carrier, box.trackingNo))
    return { state: "invalid" as TrackingState, url: null };
  if (!customsCleared) return { state: "notRegistered" as TrackingState, url: null };
  const base = CARRIERS[carrier as Carrier].url;
  return {
    state: "cleared" as TrackingState,
    url: base ? `${base}${encodeURIComponent(box.trackingNo)}` : null,
  };
}
