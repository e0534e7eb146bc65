import { describe, expect, it } from "vitest";
import { markupPageFiles, stylesheetsOf } from "./markup-floor";

const PAGE = [
  `<!DOCTYPE html><html lang="ja"><head>`,
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`,
  `<link rel="stylesheet" href="/_next/static/chunks/b.css"/>`,
  `<script src="/_next/static/chunks/main.js" async=""></script></head>`,
  `<body class="min-h-screen bg-slate-50"><main><h1>注文一覧</h1>`,
  `<img src="/demo/goods/22.png" alt=""/><a href="/order/orderDetails?id=1">1</a></main>`,
  `<script>self.__next_f.push([1,"payload"])</script><script src="/x.js" async=""></script></body></html>`,
].join("");

describe("the bare page with a screen's markup", () => {
  it("links the screen's stylesheets in order", () => {
    expect(stylesheetsOf(PAGE)).toEqual(["/_next/static/chunks/a.css", "/_next/static/chunks/b.css"]);
  });

  it("keeps the body and its class, not its scripts, and takes pictures from the shop", () => {
    const files = markupPageFiles(PAGE, ".card{padding:1rem}", "http://localhost:3300");
    expect(files["app/markup/shop.css"]).toBe(".card{padding:1rem}");
    const markup = files["app/markup/markup.js"];
    expect(markup).toContain(`bodyClass = "min-h-screen bg-slate-50"`);
    expect(markup).toContain("<h1>注文一覧</h1>");
    expect(markup).toContain(`src=\\"http://localhost:3300/demo/goods/22.png\\"`);
    expect(markup).toContain(`href=\\"/order/orderDetails?id=1\\"`);
    expect(markup).not.toContain("script");
    expect(files["app/markup/page.jsx"]).toContain(`import "./shop.css";`);
  });

  it("refuses a page without a body", () => {
    expect(() => markupPageFiles("<html></html>", "", "http://localhost:3300")).toThrow(/body/);
  });
});
