"use client";

import Link from "@/app/_components/link";
import { LIMITS } from "@/lib/codes";
import { staffMessageList } from "@/lib/client/endpoints";
import { formatDateTime } from "@/lib/format";
import { TextInput } from "@/app/_components/inputs/text-input";
import { useFormAction } from "@/app/_components/use-form-action";
import { PromiseBadge } from "./promise-badge";
import { DeskList } from "../_components/desk-list";
import { usePagedSearch } from "../_components/use-paged-search";

type Filters = { q: string; overdue: boolean };
const EMPTY: Filters = { q: "", overdue: false };

/** The threads waiting for customer service, the longest wait first, with the time left to the promise. */
export function MessagesScreen() {
  const { t } = useFormAction();
  const {
    draft,
    setDraft,
    list: waiting,
    search,
    pager,
  } = usePagedSearch({
    route: staffMessageList,
    empty: EMPTY,
    schema: () => import("@/lib/validation/staff-messages").then((m) => m.ZAwaitingReplyQuery),
    query: (f) => ({ q: f.q, overdue: f.overdue ? "1" : "" }),
  });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.messages")}</h1>
      <p className="text-sm text-slate-600">
        {t("staff.messages.promiseHint", { hours: LIMITS.serviceReplyHours })}
      </p>
      <form className="card grid items-end gap-2 md:grid-cols-[1fr_auto_auto]" onSubmit={search} noValidate>
        <TextInput
          label={t("staff.messages.searchLabel")}
          name="q"
          type="search"
          maxLength={128}
          value={draft.q}
          onChange={(q) => setDraft({ ...draft, q })}
          hint={t("staff.messages.searchHint")}
        />
        <label className="flex items-center gap-2 text-sm md:pb-2">
          <input
            type="checkbox"
            name="overdue"
            checked={draft.overdue}
            onChange={(e) => setDraft({ ...draft, overdue: e.target.checked })}
          />
          {t("staff.messages.overdueOnly")}
        </label>
        <button className="btn-primary w-auto" type="submit">
          {t("staff.messages.search")}
        </button>
      </form>
      <DeskList
        desk={{ list: waiting, pager }}
        empty={t("staff.messages.empty")}
        className="flex flex-col gap-2"
        rowKey={(row) => row.threadId}
      >
        {(row) => (
          <li>
            <Link
              href={`/staff/messages/${row.threadId}`}
              className={`card flex flex-col gap-1 hover:ring-2 hover:ring-brand ${row.overdue ? "border-l-4 border-red-600" : ""}`}
              data-testid="awaiting-thread"
              data-thread-id={row.threadId}
            >
              <span className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 break-words font-semibold">{row.title}</span>
                <PromiseBadge minutesLeft={row.minutesLeft} overdue={row.overdue} />
              </span>
              <span className="text-xs text-slate-600">
                {row.customer.userName} · {row.customer.email}
                {row.customer.companyName ? ` · ${row.customer.companyName}` : ""}
              </span>
              <span className="break-words text-sm">
                {row.lastMessage}
                {row.lastHasAttachments && (
                  <span className="ml-1 text-xs text-slate-500">（{t("staff.messages.hasAttachment")}）</span>
                )}
              </span>
              <span className="text-xs text-slate-500">
                {t("staff.messages.waitingSince", { time: formatDateTime(row.waitingSince) })} ·{" "}
                {t("staff.messages.messageCount", { count: row.messageCount })}
              </span>
            </Link>
          </li>
        )}
      </DeskList>
    </div>
  );
}
