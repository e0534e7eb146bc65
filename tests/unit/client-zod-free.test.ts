import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkLazily } from "@/lib/inputs/schema-check";
import { postalCodeDigits } from "@/lib/inputs/postal-code";
import { ZPostalCode } from "@/lib/validation/address";
import { ZLogin } from "@/lib/validation/account";
import {
  isClientModule,
  resolveLocal,
  root,
  runtimeImports,
  sourceFiles,
} from "@/scripts/screen-messages/module-graph";

describe("issue 13: zod is not in a page's first-load JavaScript", () => {
  it("no client module reaches zod through static imports", () => {
    const clientEntries = sourceFiles(path.join(root, "app")).filter(isClientModule);
    expect(clientEntries.length).toBeGreaterThan(50);
    const from = new Map<string, string | null>(clientEntries.map((f) => [f, null]));
    const queue = [...clientEntries];
    const chains: string[] = [];
    while (queue.length) {
      const file = queue.shift()!;
      for (const spec of runtimeImports(file)) {
        if (spec === "zod" || spec.startsWith("zod/")) {
          const chain = [];
          for (let f: string | null | undefined = file; f; f = from.get(f))
            chain.unshift(path.relative(root, f));
          chains.push(chain.join(" → "));
          continue;
        }
        const next = resolveLocal(file, spec);
        if (next && !from.has(next)) {
          from.set(next, file);
          queue.push(next);
        }
      }
    }
    expect(chains).toEqual([]);
  });

  it("checkLazily parses with the loaded schema and names the first failing rule", async () => {
    const load = () => Promise.resolve(ZLogin);
    expect(await checkLazily(load, { account: " A@Example.com ", password: "secret1" })).toEqual({
      ok: true,
      data: { account: "a@example.com", password: "secret1" },
    });
    expect(await checkLazily(load, { account: "", password: "" })).toEqual({
      ok: false,
      issue: { key: "validation.emailRequired", values: { field: "account", min: 1 } },
    });
    await expect(checkLazily(() => Promise.reject(new Error("chunk")), {})).rejects.toThrow("chunk");
  });

  it("the screens' postal code rule is ZPostalCode's", () => {
    for (const input of [
      "1000001",
      "100-0001",
      "１００－０００１",
      " 100ー0001 ",
      "100-001",
      "",
      "abc-defg",
      "1000-001",
    ]) {
      const r = ZPostalCode.safeParse(input);
      expect(postalCodeDigits(input)).toBe(r.success ? r.data.replace("-", "") : null);
    }
  });
});
