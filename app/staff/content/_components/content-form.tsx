"use client";

import { LOCALES, LOCALE_LABELS } from "@/lib/i18n/locales";
import { LIMITS } from "@/lib/codes";
import type { Exchange } from "@/lib/client/endpoint";
import { staffContentAnnouncementStatus, staffContentGuideStatus } from "@/lib/client/endpoints";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";

/** The title and body of each language, as the content desk's forms edit them. */
export type Texts = {
  titleJa: string;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  contentJa: string;
  contentZh: string;
  contentEn: string;
  contentKo: string;
};
export const EMPTY_TEXTS: Texts = {
  titleJa: "",
  titleZh: "",
  titleEn: "",
  titleKo: "",
  contentJa: "",
  contentZh: "",
  contentEn: "",
  contentKo: "",
};
const SUFFIX = { ja: "Ja", "zh-cn": "Zh", "en-us": "En", ko: "Ko" } as const;

export const textsOf = (row: Texts): Texts => ({
  titleJa: row.titleJa,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  titleKo: row.titleKo,
  contentJa: row.contentJa,
  contentZh: row.contentZh,
  contentEn: row.contentEn,
  contentKo: row.contentKo,
});

export const sameTexts = (a: Texts, b: Texts) =>
  (Object.keys(EMPTY_TEXTS) as (keyof Texts)[]).every((k) => a[k].trim() === b[k].trim());

/** Each language's title and body. Bodies are plain text: sellers see exactly what is typed, line breaks kept. */
export function LanguageFields({ value, onChange }: { value: Texts; onChange: (v: Texts) => void }) {
  const { t } = useFormAction();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {LOCALES.map((locale) => {
        const s = SUFFIX[locale];
        return (
          <fieldset key={locale} className="card flex flex-col gap-2" data-testid={`texts-${locale}`}>
            <legend className="px-1 text-sm font-semibold">{LOCALE_LABELS[locale]}</legend>
            <TextInput
              label={t("staff.content.form.title")}
              name={`title${s}`}
              maxLength={LIMITS.contentTitleMax}
              value={value[`title${s}`]}
              onChange={(v) => onChange({ ...value, [`title${s}`]: v })}
            />
            <TextInput
              label={t("staff.content.form.body")}
              name={`content${s}`}
              multiline
              rows={8}
              showCount
              maxLength={LIMITS.contentBodyMax}
              value={value[`content${s}`]}
              onChange={(v) => onChange({ ...value, [`content${s}`]: v })}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

const STATUS_ROUTES = {
  announcements: staffContentAnnouncementStatus,
  guides: staffContentGuideStatus,
} as const;
type Kind = keyof typeof STATUS_ROUTES;
/** The row as the status change answers it: an announcement or a guide article, by kind. */
type Moved<K extends Kind> = Exchange<(typeof STATUS_ROUTES)[K]>["answer"];
type Status = "draft" | "published" | "archived";

/** What staff may do with a saved row in its status; each button sends the status it leads to. */
const MOVES: Record<Status, { to: Status; label: string }[]> = {
  draft: [
    { to: "published", label: "staff.content.actions.publish" },
    { to: "archived", label: "staff.content.actions.archive" },
  ],
  published: [
    { to: "draft", label: "staff.content.actions.unpublish" },
    { to: "archived", label: "staff.content.actions.archive" },
  ],
  archived: [{ to: "draft", label: "staff.content.actions.restore" }],
};

/**
 * Publish, unpublish, archive, restore. Disabled while the form has unsaved changes, so what is published is
 * what was saved (and previewed).
 */
export function StatusActions<K extends Kind>({
  kind,
  id,
  status,
  dirty,
  onMoved,
}: {
  kind: K;
  id: number;
  status: string;
  dirty: boolean;
  onMoved: (row: Moved<K>) => void;
}) {
  const { validate, send, busy, toast, t } = useFormAction();
  async function move(to: Status) {
    const body = await validate(
      () => import("@/lib/validation/content").then((m) => m.ZContentStatusChange),
      {
        id,
        to,
      },
    );
    if (!body) return;
    const route: (typeof STATUS_ROUTES)[Kind] = STATUS_ROUTES[kind];
    const res = await send(route, { body });
    if (!res?.answer) return;
    toast.show("success", res.msg);
    // The compiler cannot tie the handle picked by `kind` to K's row; STATUS_ROUTES does.
    onMoved(res.answer as Moved<K>);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {(MOVES[status as Status] ?? []).map((m) => (
        <button
          key={m.to}
          type="button"
          className={m.to === "published" ? "btn-accent w-auto" : "btn-secondary w-auto"}
          disabled={busy || dirty}
          onClick={() => move(m.to)}
        >
          {t(m.label)}
        </button>
      ))}
      {dirty && <span className="text-xs text-amber-700">{t("staff.content.form.unsaved")}</span>}
    </div>
  );
}

/** The saved row as sellers will see it, in each language (a page of its own, opened beside the form). */
export function PreviewLinks({
  type,
  id,
  dirty,
}: {
  type: "announcement" | "guide";
  id: number;
  dirty: boolean;
}) {
  const { t } = useFormAction();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="preview-links">
      <span>{t("staff.content.preview.label")}</span>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={`/staff/content/preview?type=${type}&id=${id}&lang=${locale}`}
          target="_blank"
          rel="noopener"
          className="text-brand underline"
        >
          {LOCALE_LABELS[locale]}
        </a>
      ))}
      <span className="text-xs text-slate-500">
        {t(dirty ? "staff.content.preview.savedOnly" : "staff.content.preview.hint")}
      </span>
    </div>
  );
}
