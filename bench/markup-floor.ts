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
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  if (!sheets.length) throw new Error(`${screenPath}: no stylesheet in the page`);
  const css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, base))).text()))).join(
    "\n",
  );
  const body = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  if (!body) throw new Error(`${screenPath}: no <body>`);
  const bodyClass = /class="([^"]*)"/.exec(body[1])?.[1] ?? "";
  const markup = body[2]
    // The screen's scripts and the RSC payload stay out: the bare app sends its own.
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    // Pictures from the shop, so that the page paints what the screen paints.
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
