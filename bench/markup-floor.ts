/**
 * A second floor for `bench:lighthouse -- --markup=<path>`: the bare Next.js page (bench/bare-next.ts) carrying
 * one shop screen's server-rendered markup and the shop's stylesheet, and none of the shop's scripts. Lighthouse's
 * gap from the bare page to this one is what the document, the stylesheet and the elements cost; from this one to
 * the screen, what the shop's own scripts cost (docs/performance.md "Why LCP is … above the bare page's").
 */
import { demoCookie } from "./demo-shop";

/** The app's files for the page at `/markup` (bench/bare-next.ts `extraFiles`), read from the running shop. */
export async function markupFloorFiles(base: string, screenPath: string): Promise<Record<string, string>> {
  const cookie = await demoCookie(base);
  const res = await fetch(new URL(screenPath, base), { headers: { cookie } });
  const html = await res.text();
  if (!res.ok) throw new Error(`${screenPath}: ${res.status}`);
  const sheets = stylesheetsOf(html);
  if (!sheets.length) throw new Error(`${screenPath}: no stylesheet in the page`);
  const css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, base))).text()))).join(
    "\n",
  );
  return markupPageFiles(html, css, base);
}

/** The stylesheets a page links, in order. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
}

/** The page's body without its scripts (the bare app sends its own), its pictures from the shop at `base`. */
export function markupPageFiles(html: string, css: string, base: string): Record<string, string> {
  const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  if (!body) throw new Error("no <body> in the page");
  const bodyClass = /class="([^"]*)"/.exec(body[1])?.[1] ?? "";
  const markup = body[2]
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/ src="\//g, ` src="${new URL("/", base).href}`);
  return {
    "app/markup/shop.css": css,
    "app/markup/markup.js": `export const bodyClass = ${JSON.stringify(bodyClass)};\nexport const markup = ${JSON.stringify(markup)};\n`,
    "app/markup/page.jsx": [
      `import "./shop.css";`,
      `import { Counter } from "../counter";`,
      `import { bodyClass, markup } from "./markup";`,
      ``,
      `export const dynamic = "force-dynamic";`,
      ``,
      `export default function Page() {`,
      `  return (`,
      `    <div className={bodyClass}>`,
      `      <div dangerouslySetInnerHTML={{ __html: markup }} />`,
      `      <Counter />`,
      `    </div>`,
      `  );`,
      `}`,
      ``,
    ].join("\n"),
  };
}
