import { describe, expect, it } from "vitest";
import compile from "icu-minify/compile";
import format from "icu-minify/format";
import { IntlMessageFormat } from "intl-messageformat";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "./locales";
import { MESSAGES } from "./messages";

/**
 * The build compiles every message (next.config.js, next-intl `precompile`) and the screens and the server's
 * translator format the compiled form; vitest and the scripts format the ICU text itself. Both must give
 * the same text for every message of every language.
 */

type Tree = { [key: string]: string | Tree };

function* leaves(tree: Tree, path: string[] = []): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") yield [[...path, key].join("."), value];
    else yield* leaves(value, [...path, key]);
  }
}

/** A value for each argument: numbers where the message formats one, a select's first option, text elsewhere. */
function sampleValues(elements: MessageFormatElement[], out: Record<string, string | number> = {}) {
  for (const e of elements) {
    if (e.type === TYPE.number || e.type === TYPE.plural) out[e.value] = 12345.6;
    else if (e.type === TYPE.argument) out[e.value] ??= `‹${e.value}›`;
    // a choice: its first named option (both formatters must pick the same branch)
    else if (e.type === TYPE.select) out[e.value] ??= Object.keys(e.options)[0];
    if (e.type === TYPE.select || e.type === TYPE.plural)
      for (const option of Object.values(e.options)) sampleValues(option.value, out);
    if (e.type === TYPE.tag) sampleValues(e.children, out);
  }
  return out;
}

const formatters = {
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};

describe.each(LOCALES)("messages of %s", (locale) => {
  it("read the same compiled as formatted from ICU", () => {
    const differ: string[] = [];
    let count = 0;
    for (const [key, message] of leaves(MESSAGES[locale] as unknown as Tree)) {
      const values = sampleValues(parse(message));
      const expected = String(new IntlMessageFormat(message, locale).format(values));
      const compiled = format(compile(message), locale, values, { formatters });
      const actual = Array.isArray(compiled) ? compiled.join("") : String(compiled);
      if (actual !== expected) differ.push(`${key}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
      count++;
    }
    expect(count).toBeGreaterThan(500);
    expect(differ).toEqual([]);
  });
});
