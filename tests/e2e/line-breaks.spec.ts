import type { Locator } from "@playwright/test";
import { test, expect, chooseLanguage } from "./fixtures";
import { texts } from "./journeys";

/**
 * Where text breaks into lines (docs/decisions.md "Where lines break"): a Korean reader expects a line to end
 * between words, at a space, where the browser's default ends it between any two syllables.
 */

/** The text of each line an element's text is laid out on, read from the boxes of its characters. */
async function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        // A space where a line ends may have no box of its own.
        const box = range.getClientRects()[0];
        if (!box) continue;
        const line = lines.at(-1);
        if (line && Math.abs(line.top - box.top) < box.height / 2) line.text += text[i];
        else lines.push({ top: box.top, text: text[i] });
      }
    }
    return lines.map((line) => line.text.trim());
  });
}

test("a Korean sentence longer than its line breaks between words", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "on a desktop the sentence fits on one line");
  const t = texts("ko");
  await chooseLanguage(page, "ko");
  await page.goto("/search");
  const hint = page.getByTestId("search-start");
  await expect(hint).toHaveText(t("search.startHint"));

  const lines = await renderedLines(hint);
  expect(lines.length).toBeGreaterThan(1);
  // Broken inside a word, the lines joined by spaces would have a space the sentence does not.
  expect(lines.join(" ")).toBe(t("search.startHint"));
});
