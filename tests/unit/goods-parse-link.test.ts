import { describe, expect, it } from "vitest";
import { LINK_TABLE, UNRESOLVABLE } from "../fixtures/link-shapes";
import { containsProductLink, parseProductLink } from "@/lib/goods/parse-link";

/** Not product links at all: searched as keywords. */
const NOT_LINKS = [
  "连衣裙",
  "ワンピース 夏",
  "iPhone15 Pro ケース",
  "https://www.amazon.co.jp/dp/B0ABCDEF12",
  "",
  "100012345678",
];

describe("parseProductLink", () => {
  it.each(LINK_TABLE)("%s", (text, platform, sourceId) => {
    expect(parseProductLink(text)).toEqual({ platform, sourceId });
    expect(containsProductLink(text)).toBe(true);
  });

  it.each(UNRESOLVABLE)("unresolvable: %s", (text) => {
    expect(parseProductLink(text)).toBeNull();
    expect(containsProductLink(text)).toBe(true);
  });

  it.each(NOT_LINKS)("not a product link: %s", (text) => {
    expect(parseProductLink(text)).toBeNull();
    expect(containsProductLink(text)).toBe(false);
  });
});
