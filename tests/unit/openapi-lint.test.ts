import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/contract/document";

describe("issue 31: the OpenAPI document", () => {
  it("passes Redocly's recommended lint with no error or warning", { timeout: 60_000 }, async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({
      source: JSON.stringify(openApiDocument()),
      absoluteRef: "/api/openapi.json",
      config,
    });
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ""}`,
    );
    expect(found).toEqual([]);
  });

  it("describes every declared endpoint with the envelope and the bracket arrays of SPEC §7", () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    };
    expect(Object.keys(doc.paths)).toContain("/shop/order/{id}");
    const list = doc.paths["/shop/order/list"].get;
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(["pageNum", "pageSize"]));
  });
});
