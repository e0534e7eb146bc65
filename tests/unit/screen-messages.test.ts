import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "@/lib/i18n/screen-messages.json";
import {
  declaredScreen,
  neededMessageKeys,
  screenFiles,
  screenIdOf,
  screenMessagesManifest,
} from "@/scripts/screen-messages/message-keys";
import { isClientModule, root } from "@/scripts/screen-messages/module-graph";

const FIX = "run `npm run messages:screens` and wrap the page in <ScreenMessages screen=…>";

describe("issue 13: each screen gets its own messages", () => {
  // Reading the import graph of every screen takes seconds on a busy two-core machine.
  it(`lib/i18n/screen-messages.json is what the screens use (${FIX})`, { timeout: 60_000 }, () => {
    expect(manifest).toEqual(screenMessagesManifest());
  });

  it("every page and layout that needs messages hands its own to its screens, and only those", () => {
    const wrong: string[] = [];
    for (const file of screenFiles()) {
      const id = screenIdOf(file);
      const declared = declaredScreen(file);
      const expected = id in manifest ? id : null;
      if (declared !== expected)
        wrong.push(`${path.relative(root, file)}: screen=${declared}, expected ${expected}`);
      // ScreenMessages reads the request's messages: a server component only.
      if (declared && isClientModule(file)) wrong.push(`${path.relative(root, file)} is a client component`);
    }
    expect(wrong).toEqual([]);
  });

  it("finds the keys a client component builds, a server page hands down, and a lazy schema names", () => {
    const tmp = fs.mkdtempSync(path.join(root, "app", "zz-screen-messages-"));
    try {
      const write = (name: string, text: string) => fs.writeFileSync(path.join(tmp, name), text);
      write(
        "screen.tsx",
        `"use client";
import { useTranslations } from "next-intl";
export function Screen({ titleKey }: { titleKey: string }) {
  const t = useTranslations();
  const nav = useTranslations("nav");
  const check = () => import("@/lib/validation/account");
  return <p onClick={check}>{t(titleKey)} {t(\`codes.orderStatus.\${1}\`)} {nav("home")}</p>;
}`,
      );
      write(
        "page.tsx",
        `import { getTranslations } from "next-intl/server";
import { Screen } from "./screen";
export default async function Page() {
  const t = await getTranslations("orderPage");
  const server = await getTranslations();
  return <div title={t("listTitle")}>{server("cart.title")}<Screen titleKey="common.submit" /></div>;
}`,
      );
      const keys = neededMessageKeys(path.join(tmp, "page.tsx"));
      const sent = (key: string) => keys.some((k) => key === k || key.startsWith(`${k}.`));
      expect(
        ["codes.orderStatus.AWAITING_PAYMENT", "common.submit", "nav.home"].filter((k) => !sent(k)),
      ).toEqual([]);
      // The schema the screen loads lazily names its own messages.
      expect(keys.some((k) => k.startsWith("validation."))).toBe(true);
      // What the server translates itself is not sent.
      expect(["orderPage.listTitle", "cart.title"].filter(sent)).toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
