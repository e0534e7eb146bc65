import { readFileSync } from "node:fs";
import path from "node:path";
import type PDFDocument from "pdfkit";

/**
 * The documents' fonts (docs/documents.md "Fonts"). The production image has no system fonts, so they come
 * from the font packages in node_modules, read from the working directory as the API reference's renderer is
 * (app/api/docs/scalar.js): `next start`, the standalone server (which runs from its own folder, where
 * next.config.js's outputFileTracingIncludes copies these files), vitest and tsx all start there.
 *
 * Noto Sans JP draws Japanese and most Chinese; the simplified-Chinese forms it lacks (纯, 红, 码, 颜 …) are drawn
 * per character with Noto Sans SC, which in turn lacks some Japanese (𠮷). Bold has no SC font of its own (10 MB
 * more in the image): a simplified character in bold text is drawn with the regular one, outlined to look bold
 * (pdf-text.ts). Neither has Hangul: Korean (a member's language, goods names) is drawn with Noto Sans KR, the
 * last fallback (regular weight only, outlined for bold like SC).
 */
export const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
  fallback: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  korean: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
} as const;

export type FontName = keyof typeof FONT_FILES;
export type Weight = "regular" | "bold";

/** What pdfkit's bundled fontkit answers about a font; only what we ask. */
type GlyphFont = { hasGlyphForCodePoint(codePoint: number): boolean };
type Doc = InstanceType<typeof PDFDocument>;

/**
 * The parsed fonts, shared by every document of the process: pdfkit accepts a parsed font in place of the file
 * (PDFFontFactory.open takes any object with `layout`) and subsets it per document, so the 21 MB are read and
 * parsed once (a document renders in about half the time with them kept).
 */
const parsed = new Map<FontName, GlyphFont>();
const coverage = new Map<FontName, Map<number, boolean>>();

export const fontFile = (name: FontName) => path.join(process.cwd(), "node_modules", FONT_FILES[name]);

/** Registers the fonts on a new document under their names ("regular", "bold", "fallback", "korean"). */
export function registerFonts(doc: Doc): void {
  for (const name of Object.keys(FONT_FILES) as FontName[]) {
    const source = parsed.get(name) ?? readFileSync(fontFile(name));
    doc.registerFont(name, source as Buffer);
    if (!parsed.has(name)) {
      doc.font(name);
      // pdfkit keeps the fontkit font it opened on the current font; nothing public hands it out.
      parsed.set(name, (doc as unknown as { _font: { font: GlyphFont } })._font.font);
    }
  }
  doc.font("regular");
}

function has(name: FontName, codePoint: number): boolean {
  let known = coverage.get(name);
  if (!known) coverage.set(name, (known = new Map()));
  let answer = known.get(codePoint);
  if (answer === undefined) {
    const font = parsed.get(name);
    if (!font) throw new Error("registerFonts() first");
    known.set(codePoint, (answer = font.hasGlyphForCodePoint(codePoint)));
  }
  return answer;
}

const isBlank = (ch: string) => /\s/.test(ch);

/** The font that draws one character: the weight's JP font, else SC, else KR, else JP (its empty box). */
export function fontFor(ch: string, weight: Weight): FontName {
  const cp = ch.codePointAt(0)!;
  if (isBlank(ch) || has(weight, cp)) return weight;
  if (has("fallback", cp)) return "fallback";
  return has("korean", cp) ? "korean" : weight;
}

/** True when every visible character has a glyph in one of the fonts. */
export const canDraw = (text: string) =>
  [...text].every(
    (ch) =>
      isBlank(ch) ||
      has("regular", ch.codePointAt(0)!) ||
      has("fallback", ch.codePointAt(0)!) ||
      has("korean", ch.codePointAt(0)!),
  );

export type Run = { font: FontName; text: string };

/** The text cut where the font changes (characters by code point: "𠮷" is one). */
export function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const font = fontFor(ch, weight);
    const last = runs.at(-1);
    if (last?.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
