import type { PostalAddress } from "./postal-codes";

/**
 * How the address forms use a postal-code lookup (client-safe: no postal data here). The matches' shared part
 * fills the form; a field is filled only while the seller has not typed in it.
 */

/** What the matches agree on: null where they differ (several prefectures, cities or towns). */
export type PostalFill = {
  prefectureCode: string | null;
  prefecture: string | null;
  city: string | null;
  town: string | null;
};

/** The part every match shares: the prefecture if one, then the city if one, the town only for one match. */
export function commonPart(matches: readonly PostalAddress[]): PostalFill {
  const [first] = matches;
  const same = (pick: (m: PostalAddress) => string) =>
    !!first && matches.every((m) => pick(m) === pick(first));
  const onePrefecture = same((m) => m.prefectureCode);
  const oneCity = onePrefecture && same((m) => m.city);
  return {
    prefectureCode: onePrefecture ? first.prefectureCode : null,
    prefecture: onePrefecture ? first.prefecture : null,
    city: oneCity ? first.city : null,
    town: oneCity && matches.length === 1 ? first.town : null,
  };
}

/** The address as far as the fill knows it ("東京都千代田区千代田", "愛知県清須市"). */
export const fillText = (f: PostalFill) => `${f.prefecture ?? ""}${f.city ?? ""}${f.town ?? ""}`;

/**
 * Which of the `wanted` values may go into the form: a field that is empty, or still holds what an earlier
 * lookup put there (`autoFilled`), takes its value; any other field was typed by the seller and is `kept`.
 */
export function planPostalFill(
  current: Readonly<Record<string, unknown>>,
  wanted: Readonly<Record<string, string>>,
  autoFilled: Readonly<Record<string, string | undefined>>,
): { patch: Record<string, string>; kept: string[] } {
  const patch: Record<string, string> = {};
  const kept: string[] = [];
  for (const [key, value] of Object.entries(wanted)) {
    const now = String(current[key] ?? "");
    if (now === value) continue;
    if (now.trim() === "" || now === autoFilled[key]) patch[key] = value;
    else kept.push(key);
  }
  return { patch, kept };
}
