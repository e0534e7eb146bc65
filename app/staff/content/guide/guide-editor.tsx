"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import type { DeskGuide } from "@/lib/content/guide-desk";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import { staffContentGuide, staffContentGuideCreate, staffContentGuideUpdate } from "@/lib/client/endpoints";
import { GUIDE_CENTER_TYPE } from "@/lib/codes";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { CENTER_TYPES, StatusBadge, useCenterName } from "../_components/content-labels";
import {
  EMPTY_TEXTS,
  LanguageFields,
  PreviewLinks,
  StatusActions,
  sameTexts,
  textsOf,
} from "../_components/content-form";

type Row = Json<DeskGuide>;

/** Loads the guide article (or starts a new one) and hands it to the form. */
export function GuideEditor({ id }: { id: number | null }) {
  const { t, locale } = useFormAction();
  const row = useQuery({
    queryKey: queryKeyOf(staffContentGuide, id),
    enabled: id !== null,
    queryFn: () => request(staffContentGuide, { query: { id: id! } }, { locale }),
  });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/staff/content?tab=guides" className="text-sm text-brand underline">
        {t("staff.content.back")}
      </Link>
      {id !== null && row.isError && <LoadFailed error={row.error} onRetry={() => row.refetch()} />}
      {id === null ? (
        <GuideForm initial={null} />
      ) : (
        row.data && <GuideForm key={row.data.id} initial={row.data} />
      )}
    </div>
  );
}

/** Where sellers find it (bottom menu or user center), its place in that menu, and each language's text. */
function GuideForm({ initial }: { initial: Row | null }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const centerName = useCenterName();
  const router = useRouter();
  const [saved, setSaved] = useState<Row | null>(initial);
  const [texts, setTexts] = useState(initial ? textsOf(initial) : EMPTY_TEXTS);
  const [centerType, setCenterType] = useState(String(initial?.centerType ?? GUIDE_CENTER_TYPE.BOTTOM_MENU));
  const [sort, setSort] = useState(String(initial?.sort ?? 0));
  // Made once per opened form: a second submit of the same "new" form answers the first row.
  const [createKey] = useState(() => crypto.randomUUID());
  const dirty =
    !saved ||
    !sameTexts(texts, textsOf(saved)) ||
    centerType !== String(saved.centerType) ||
    sort.trim() !== String(saved.sort);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const values = { ...texts, centerType, sort };
    if (!saved) {
      const body = await validate(() => import("@/lib/validation/content").then((m) => m.ZGuideCreate), {
        ...values,
        createKey,
      });
      if (!body) return;
      const res = await send(staffContentGuideCreate, { body });
      if (!res?.answer) return;
      toast.show("success", res.msg);
      router.replace(`/staff/content/guide?id=${res.answer.id}`);
      return;
    }
    const body = await validate(() => import("@/lib/validation/content").then((m) => m.ZGuideUpdate), {
      ...values,
      id: saved.id,
      version: saved.version,
    });
    if (!body) return;
    const res = await send(staffContentGuideUpdate, { body });
    if (!res?.answer) return;
    toast.show("success", res.msg);
    setSaved(res.answer);
    setTexts(textsOf(res.answer));
    setSort(String(res.answer.sort));
  }

  const archived = saved?.status === "archived";
  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t("staff.content.tabs.guides")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold">
          {t(saved ? "staff.content.form.editGuide" : "staff.content.newGuide")}
        </h1>
        {saved && <StatusBadge status={saved.status} scheduled={false} />}
      </div>
      {archived && <p className="rounded bg-slate-100 p-2 text-sm">{t("staff.content.form.archivedNote")}</p>}
      <div className="card grid gap-3 md:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          {t("staff.content.center.label")}
          <select
            className="input"
            name="centerType"
            value={centerType}
            onChange={(e) => setCenterType(e.target.value)}
          >
            {CENTER_TYPES.map((code) => (
              <option key={code} value={code}>
                {centerName(code)}
              </option>
            ))}
          </select>
        </label>
        <TextInput
          label={t("staff.content.sort")}
          name="sort"
          inputMode="numeric"
          maxLength={4}
          value={sort}
          onChange={setSort}
          hint={t("staff.content.form.sortHint")}
        />
      </div>
      <p className="text-xs text-slate-600">{t("staff.content.form.textHint")}</p>
      <LanguageFields value={texts} onChange={setTexts} />
      <div className="flex flex-wrap items-center gap-3">
        {!archived && (
          <button className="btn-primary w-auto" type="submit" disabled={busy}>
            {t(saved ? "staff.content.form.save" : "staff.content.form.create")}
          </button>
        )}
        {saved && (
          <StatusActions kind="guides" id={saved.id} status={saved.status} dirty={dirty} onMoved={setSaved} />
        )}
      </div>
      {saved && <PreviewLinks type="guide" id={saved.id} dirty={dirty} />}
    </form>
  );
}
