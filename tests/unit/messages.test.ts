import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MESSAGES } from "@/lib/i18n/messages";
import { LOCALES } from "@/lib/i18n/locales";
import { CODE_TABLE } from "@/lib/codes";
import { ERRORS } from "@/lib/errors";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function lookup(locale: (typeof LOCALES)[number], key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], MESSAGES[locale]);
}

/** The names of the arguments a message fills in, in its plurals, selects and tags too. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const e of elements) {
    if ("value" in e && typeof e.value === "string" && e.type !== TYPE.literal) out.add(e.value);
    if (e.type === TYPE.select || e.type === TYPE.plural)
      for (const option of Object.values(e.options)) argumentsOf(option.value, out);
    if (e.type === TYPE.tag) argumentsOf(e.children, out);
  }
  return out;
}

/** Every string literal that looks like a message key in the given source folders. */
function keysUsedIn(dirs: string[], pattern: RegExp): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const m of readFileSync(full, "utf8").matchAll(pattern)) found.add(m[1]);
    }
  };
  dirs.forEach(walk);
  return found;
}

describe("message catalogues", () => {
  const ja = keys(MESSAGES.ja).sort();

  it.each(LOCALES.filter((l) => l !== "ja"))("%s has exactly the keys of ja.json", (locale) => {
    expect(keys(MESSAGES[locale]).sort()).toEqual(ja);
  });

  // An apostrophe quotes in ICU: "'{keyword}' 검색 결과" printed {keyword} itself where the search word belonged.
  it.each(LOCALES.filter((l) => l !== "ja"))("%s fills in every argument ja's message does", (locale) => {
    const missing = ja.flatMap((key) => {
      const own = argumentsOf(parse(String(lookup(locale, key))));
      return (
        [...argumentsOf(parse(String(lookup("ja", key))))]
          // a name given in each language ({ja}, {planJa}): each message takes its own language's
          .filter((name) => !own.has(name) && !/^(plan)?(ja|Ja)$/.test(name))
          .map((name) => `${key}: {${name}}`)
      );
    });
    expect(missing).toEqual([]);
  });

  it("has no empty message in any language", () => {
    for (const locale of LOCALES) {
      for (const key of keys(MESSAGES[locale]))
        expect(String(lookup(locale, key)).trim(), `${locale}:${key}`).not.toBe("");
    }
  });

  it("labels every status code of lib/codes.ts", () => {
    for (const entry of CODE_TABLE) expect(lookup("ja", entry.labelKey), entry.labelKey).toBeTypeOf("string");
  });

  it("carries no Japanese kana or Japanese punctuation in Chinese, English and Korean", () => {
    // The Japanese middle dot (・) is kana-block punctuation: a list in Chinese takes 、 (Korean uses ·).
    for (const locale of ["zh-cn", "en-us", "ko"] as const)
      for (const key of keys(MESSAGES.ja))
        expect(String(lookup(locale, key)), `${locale}:${key}`).not.toMatch(/[\u3040-\u30ff]/);
  });

  it("has the message of every error code and every validation rule used in lib/", () => {
    for (const def of Object.values(ERRORS)) expect(lookup("ja", def.key), def.key).toBeTypeOf("string");
    const used = keysUsedIn(["lib", "app"], /["'`]((?:validation|errors|api|spec)\.[A-Za-z.]+)["'`]/g);
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) expect(lookup("ja", key), key).toBeTypeOf("string");
  });
});

describe("the staff console's words", () => {
  it("give two different labels to a card's payment time and its amount", () => {
    for (const locale of LOCALES)
      expect(lookup(locale, "staff.purchase.paidAt"), locale).not.toBe(lookup(locale, "staff.purchase.paid"));
  });

  it("name the packing desk as the dashboard's group does", () => {
    for (const locale of LOCALES)
      expect(lookup(locale, "staff.dashboard.groups.shipping"), locale).toBe(
        lookup(locale, "staff.menu.packing"),
      );
  });
});
