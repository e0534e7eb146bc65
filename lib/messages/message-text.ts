import type { Translate } from "@/lib/i18n/messages";
import { renderSystemText } from "@/lib/i18n/system-text";

/** A message's title and text: a notice's key rendered in the reader's language, else what a person wrote. */
export function messageText(
  m: { title?: string | null; content: string; textKey: string | null; textParams: unknown },
  t: Translate,
): { title: string | null; content: string } {
  if (!m.textKey) return { title: m.title ?? null, content: m.content };
  return {
    title: renderSystemText(t, `${m.textKey}.title`, m.textParams),
    content: renderSystemText(t, `${m.textKey}.body`, m.textParams),
  };
}
