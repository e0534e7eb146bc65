import { describe, expect, it } from "vitest";
import { optionParam, textParam, urlParamsOf } from "./page-params";

describe("a page's search parameters", () => {
  it("textParam takes a value given once, cut to 254 characters", () => {
    expect(textParam("abc")).toBe("abc");
    expect(textParam("x".repeat(300))).toHaveLength(254);
    expect(textParam(["a", "b"])).toBeUndefined();
    expect(textParam(undefined)).toBeUndefined();
  });

  it("optionParam takes only one of the options", () => {
    const steps = ["pack", "bill"] as const;
    expect(optionParam(steps, "bill")).toBe("bill");
    expect(optionParam(steps, "Bill")).toBeUndefined();
    expect(optionParam(steps, ["bill"])).toBeUndefined();
    expect(optionParam(steps, undefined)).toBeUndefined();
  });

  it("urlParamsOf keeps repeated values in order", () => {
    expect(urlParamsOf({ a: ["1", "2"], b: "3", c: undefined }).toString()).toBe("a=1&a=2&b=3");
  });
});
