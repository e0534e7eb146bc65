import { describe, expect, it } from "vitest";
import { commonAncestor } from "./bare-next";

describe("bare Next.js app root", () => {
  it("is the deepest folder holding both the app and the shop's node_modules", () => {
    expect(commonAncestor("/tmp/kaitsuke-bare-next", "/work/main/node_modules")).toBe("/");
    expect(commonAncestor("/home/dev/tmp/bare", "/home/dev/shop/node_modules")).toBe("/home/dev");
    expect(commonAncestor("/home/dev/shop", "/home/dev/shop/node_modules")).toBe("/home/dev/shop");
  });

  it("does not take a folder whose name only starts like the other's", () => {
    expect(commonAncestor("/srv/shop-bench/app", "/srv/shop/node_modules")).toBe("/srv");
  });
});
