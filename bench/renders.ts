/**
 * How much React renders when a screen loads (docs/performance.md "Renders after hydration"), against a
 * running shop with the demo data: components rendered by hydration, then the commits that follow and the
 * components they render again as the page's own data, the session's user info and the rate arrive. Counts,
 * not times: they do not depend on the machine's load.
 *
 *   npm run bench:renders -- --base=http://localhost:3000 [--runs=3] [--paths=/order/orderBad*,/classify]
 *
 * `--paths` adds screens (a trailing * opens it signed in as the demo seller).
 *
 * React calls a DevTools hook after every commit (production builds too); a stand-in hook walks the
 * committed tree. A component rendered in this commit when it is new or carries React's PerformedWork flag
 * (1); a subtree whose children are the ones of its previous version was not visited by the commit.
 */
import { chromium } from "@playwright/test";
import { demoCookie, mainScreens, type Screen } from "./demo-shop";
import { arg } from "./harness";
import { median } from "./stats";

const base = arg("base", "http://localhost:3000");
const runs = Number(arg("runs", "3"));
const extra = arg("paths", "").split(",").filter(Boolean);

type Load = { hydration: number; after: number[] };

declare global {
  interface Window {
    __renders: number[];
  }
}

/**
 * Installed before the page's scripts: records the components each commit rendered. A string, not a
 * function: tsx's compiled functions call helpers that do not exist in the page.
 */
const INSTALL_HOOK = `
  window.__renders = [];
  const rendered = (first) => {
    let count = 0;
    for (let f = first; f; f = f.sibling) {
      const t = f.type;
      const component = typeof t === "function" || (!!t && typeof t === "object" && !!(t.render || t.type));
      if (component && (!f.alternate || (f.flags & 1) === 1)) count += 1;
      if (f.child && !(f.alternate && f.alternate.child === f.child)) count += rendered(f.child);
    }
    return count;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      window.__renders.push(rendered(root.current.child));
    },
  };
`;

async function main() {
  const cookie = await demoCookie(base);
  const screens: Screen[] = [
    ...(await mainScreens(base)),
    ...extra.map((p) => ({
      label: p.replace("*", ""),
      path: p.replace("*", ""),
      url: `${base}${p.replace("*", "")}`,
      signedIn: p.endsWith("*"),
    })),
  ];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const rows: string[] = [
    "| screen | components at hydration | commits after | components rendered after |",
    "| --- | ---: | ---: | ---: |",
  ];
  try {
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      if (screen.signedIn) {
        const [name, ...value] = cookie.split("=");
        await context.addCookies([{ name, value: value.join("="), url: base }]);
      }
      await context.addInitScript(INSTALL_HOOK);
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) {
        const page = await context.newPage();
        await page.goto(screen.url, { waitUntil: "networkidle" });
        if (new URL(page.url()).pathname !== screen.path.split("?")[0]) {
          throw new Error(`${screen.url} ended at ${page.url()}`);
        }
        // Commits of nothing (a root update every component skipped) are left out.
        const [hydration, ...after] = (await page.evaluate(() => window.__renders)).filter((n) => n > 0);
        loads.push({ hydration, after });
        await page.close();
      }
      await context.close();
      const again = loads.map((l) => l.after.reduce((a, n) => a + n, 0));
      rows.push(
        `| ${screen.label} | ${median(loads.map((l) => l.hydration))} | ${median(loads.map((l) => l.after.length))} | ${median(again)} |`,
      );
      console.error(
        `${screen.label}: ${loads.map((l) => `${l.hydration} + [${l.after.join(",")}]`).join("  ")}`,
      );
    }
  } finally {
    await browser.close();
  }
  console.log(`React renders per screen load, median of ${runs}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(rows.join("\n"));
}

await main();
