"use client";

import { useState } from "react";
import Link from "@/app/_components/link";
import { useRouter } from "next/navigation";
import { useQuery } from "@tanstack/react-query";
import type { Json } from "@/lib/api/json";
import type { DeskAnnouncement } from "@/lib/content/announcement-desk";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffContentAnnouncement,
  staffContentAnnouncementCreate,
  staffContentAnnouncementUpdate,
} from "@/lib/client/endpoints";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { StatusBadge } from "../_components/content-labels";
import {
  EMPTY_TEXTS,
  LanguageFields,
  PreviewLinks,
  StatusActions,
  sameTexts,
  textsOf,
} from "../_components/content-form";

type Row = Json<DeskAnnouncement>;

/** Loads the announcement (or starts a new one) and hands it to the form. */
export function AnnouncementEditor({ id }: { id: number | null }) {
  const { t, locale } = useFormAction();
  const row = useQuery({
    queryKey: queryKeyOf(staffContentAnnouncement, id),
    enabled: id !== null,
    queryFn: () => request(staffContentAnnouncement, { query: { id: id! } }, { locale }),
  });
  return (
    <div className="flex flex-col gap-4">
      <Link href="/staff/content" className="text-sm text-brand underline">
        {t("staff.content.back")}
      </Link>
      {id !== null && row.isError && <LoadFailed error={row.error} onRetry={() => row.refetch()} />}
      {id === null ? (
        <AnnouncementForm initial={null} />
      ) : (
        row.data && <AnnouncementForm key={row.data.id} initial={row.data} />
      )}
    </div>
  );
}

/**
 * Title and body in each language, pinned, the publish time (Japan time). The form keeps the row as last
 * saved: its version goes with every save (an edit made on an older version is refused), and publishing is
 * offered only once what is typed is saved.
 */
function AnnouncementForm({ initial }: { initial: Row | null }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const router = useRouter();
  const [saved, setSaved] = useState<Row | null>(initial);
  const [texts, setTexts] = useState(initial ? textsOf(initial) : EMPTY_TEXTS);
  const [pinned, setPinned] = useState(initial?.pinned ?? false);
  const [publishedAt, setPublishedAt] = useState(initial?.publishedAtJapan ?? "");
  // Made once per opened form: a second submit of the same "new" form answers the first row.
  const [createKey] = useState(() => crypto.randomUUID());
  const dirty =
    !saved ||
    !sameTexts(texts, textsOf(saved)) ||
    pinned !== saved.pinned ||
    publishedAt !== saved.publishedAtJapan;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const values = { ...texts, pinned, publishedAt };
    if (!saved) {
      const body = await validate(
        () => import("@/lib/validation/content").then((m) => m.ZAnnouncementCreate),
        { ...values, createKey },
      );
      if (!body) return;
      const res = await send(staffContentAnnouncementCreate, { body });
      if (!res?.answer) return;
      toast.show("success", res.msg);
      router.replace(`/staff/content/announcement?id=${res.answer.id}`);
      return;
    }
    const body = await validate(() => import("@/lib/validation/content").then((m) => m.ZAnnouncementUpdate), {
      ...values,
      id: saved.id,
      version: saved.version,
    });
    if (!body) return;
    const res = await send(staffContentAnnouncementUpdate, { body });
    if (!res?.answer) return;
    toast.show("success", res.msg);
    setSaved(res.answer);
    setTexts(textsOf(res.answer));
    setPublishedAt(res.answer.publishedAtJapan);
  }

  const archived = saved?.status === "archived";
  return (
    <form
      onSubmit={save}
      noValidate
      className="flex flex-col gap-3"
      aria-label={t("staff.content.tabs.announcements")}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold">
          {t(saved ? "staff.content.form.editAnnouncement" : "staff.content.newAnnouncement")}
        </h1>
        {saved && <StatusBadge status={saved.status} scheduled={saved.scheduled} />}
      </div>
      {archived && <p className="rounded bg-slate-100 p-2 text-sm">{t("staff.content.form.archivedNote")}</p>}
      <p className="text-xs text-slate-600">{t("staff.content.form.textHint")}</p>
      <LanguageFields value={texts} onChange={setTexts} />
      <div className="card grid gap-3 md:grid-cols-2">
        <TextInput
          label={t("staff.content.form.publishedAt")}
          name="publishedAt"
          type="datetime-local"
          value={publishedAt}
          onChange={setPublishedAt}
          hint={t("staff.content.form.publishedAtHint")}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="pinned"
            checked={pinned}
            onChange={(e) => setPinned(e.target.checked)}
          />
          {t("staff.content.form.pinned")}
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {!archived && (
          <button className="btn-primary w-auto" type="submit" disabled={busy}>
            {t(saved ? "staff.content.form.save" : "staff.content.form.create")}
          </button>
        )}
        {saved && (
          <StatusActions
            kind="announcements"
            id={saved.id}
            status={saved.status}
            dirty={dirty}
            onMoved={(row) => {
              // Publishing may move the publish time to now; the form shows the row as it is.
              setSaved(row);
              setPublishedAt(row.publishedAtJapan);
            }}
          />
        )}
      </div>
      {saved && <PreviewLinks type="announcement" id={saved.id} dirty={dirty} />}
    </form>
  );
}
