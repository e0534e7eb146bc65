"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale } from "next-intl";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  staffTeamDeactivate,
  staffTeamInvite,
  staffTeamList,
  staffTeamRelink,
  staffTeamRoles,
} from "@/lib/client/endpoints";
import type { Locale } from "@/lib/i18n/locales";
import { STAFF_ROLES } from "@/lib/staff/roles";
import type { Json } from "@/lib/api/json";
import type { StaffRow } from "@/lib/staff/team";
import { TextInput } from "@/app/_components/inputs/text-input";
import { LoadFailed } from "@/app/_components/load-failed";
import { useFormAction } from "@/app/_components/use-form-action";
import { ConfirmDialog } from "@/app/(shop)/user/_components/confirm-dialog";
import { LanguageSelect } from "../_components/language-select";

const TEAM_KEY = queryKeyOf(staffTeamList);

function RolePicker({
  value,
  onChange,
  name,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  name: string;
}) {
  const { t } = useFormAction();
  return (
    <fieldset className="flex flex-wrap gap-3 text-sm">
      <legend className="sr-only">{t("staff.team.roles")}</legend>
      {STAFF_ROLES.map((role) => (
        <label key={role} className="flex items-center gap-1">
          <input
            type="checkbox"
            name={name}
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          {t(`staff.roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

function InviteForm() {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<string[]>([]);
  const [language, setLanguage] = useState<Locale>("ja");
  const [serviceCode, setServiceCode] = useState("");
  const [link, setLink] = useState("");

  async function invite(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/staff").then((m) => m.ZStaffInvite), {
      email,
      name,
      roles,
      language,
      serviceCode,
    });
    if (!body) return;
    const res = await send(staffTeamInvite, { body });
    if (!res) return;
    toast.show("success", res.msg);
    setLink(res.answer.link);
    setEmail("");
    setName("");
    setRoles([]);
    setServiceCode("");
    await queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  }

  return (
    <form
      onSubmit={invite}
      noValidate
      className="card flex flex-col gap-3"
      aria-label={t("staff.team.invite")}
    >
      <h2 className="font-semibold">{t("staff.team.invite")}</h2>
      <div className="grid gap-3 md:grid-cols-2">
        <TextInput
          label={t("staff.team.email")}
          type="email"
          name="email"
          maxLength={254}
          value={email}
          onChange={setEmail}
        />
        <TextInput label={t("staff.team.name")} name="name" maxLength={64} value={name} onChange={setName} />
        <LanguageSelect value={language} onChange={setLanguage} />
        <TextInput
          label={t("staff.team.serviceCode")}
          name="serviceCode"
          maxLength={32}
          value={serviceCode}
          onChange={setServiceCode}
          hint={t("staff.team.serviceCodeHint")}
        />
      </div>
      <RolePicker value={roles} onChange={setRoles} name="inviteRoles" />
      <button className="btn-primary w-auto self-start" type="submit" disabled={busy}>
        {t("staff.team.sendInvite")}
      </button>
      {link && (
        <p className="break-all text-xs text-slate-600" data-testid="invite-link">
          {t("staff.team.inviteLink")} {link}
        </p>
      )}
    </form>
  );
}

function StaffRowView({ row, self }: { row: Json<StaffRow>; self: boolean }) {
  const { validate, send, busy, toast, t } = useFormAction();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<string[]>(row.roles);
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });

  async function saveRoles() {
    const body = await validate(() => import("@/lib/validation/staff").then((m) => m.ZStaffRolesChange), {
      id: row.id,
      roles,
    });
    if (!body) return;
    const res = await send(staffTeamRoles, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }
  async function deactivate() {
    const body = await validate(() => import("@/lib/validation/staff").then((m) => m.ZStaffDeactivate), {
      id: row.id,
      reason,
    });
    if (!body) return;
    const res = await send(staffTeamDeactivate, { body });
    if (res) toast.show("success", res.msg);
    await refresh();
  }

  async function relink() {
    const res = await send(staffTeamRelink, { body: { id: row.id } });
    setAsking(false);
    if (!res) return;
    toast.show("success", res.msg);
    setLink(res.answer.link);
    await refresh();
  }

  return (
    <li className="card flex flex-col gap-2" data-testid="staff-row" data-email={row.email}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">
          {row.name} <span className="text-sm font-normal text-slate-500">{row.email}</span>
        </span>
        <span className="text-xs text-slate-600">
          {!row.active
            ? t("staff.team.inactive")
            : row.invitePending
              ? t("staff.team.invitePending")
              : t("staff.team.active")}
          {row.serviceCode ? ` · ${row.serviceCode}` : ""}
        </span>
      </div>
      {self ? (
        <p className="text-sm">{row.roles.map((r) => t(`staff.roles.${r}`)).join(" / ")}</p>
      ) : (
        row.active && (
          <>
            {/* Saving the roles sits under the roles, apart from the deactivation's reason and button: side
                by side on a phone the reason read as the roles' and "save" as the deactivation's. */}
            <RolePicker value={roles} onChange={setRoles} name={`roles-${row.id}`} />
            <button
              type="button"
              className="btn-secondary w-auto self-start"
              disabled={busy}
              onClick={saveRoles}
            >
              {t("staff.team.saveRoles")}
            </button>
            <div className="flex flex-wrap items-end gap-2">
              <TextInput
                label={t("staff.team.reason")}
                name={`reason-${row.id}`}
                maxLength={500}
                value={reason}
                onChange={setReason}
              />
              <button type="button" className="btn-secondary w-auto" disabled={busy} onClick={deactivate}>
                {t("staff.team.deactivate")}
              </button>
            </div>
          </>
        )
      )}
      {!self && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <button
            type="button"
            className="btn-secondary w-auto"
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t("staff.team.relink")}
          </button>
          {t("staff.team.relinkHint")}
        </div>
      )}
      {link && (
        <p className="break-all text-xs text-slate-600" data-testid="relink-link">
          {t("staff.team.inviteLink")} {link}
        </p>
      )}
      {asking && (
        <ConfirmDialog
          message={t("staff.team.relinkConfirm", { name: row.name })}
          busy={busy}
          onConfirm={relink}
          onCancel={() => setAsking(false)}
        />
      )}
    </li>
  );
}

/**
 * The owner's desk for the staff: invite, change roles, deactivate (ends the member's sessions), and a new
 * sign-in link for a member who cannot sign in (or comes back).
 */
export function TeamScreen({ selfId }: { selfId: number }) {
  const locale = useLocale() as Locale;
  const { t } = useFormAction();
  const team = useQuery({
    queryKey: TEAM_KEY,
    queryFn: () => request(staffTeamList, {}, { locale }),
  });
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t("staff.menu.team")}</h1>
      <InviteForm />
      {team.isError && <LoadFailed error={team.error} onRetry={() => team.refetch()} />}
      <ul className="flex flex-col gap-2">
        {(team.data ?? []).map((row) => (
          <StaffRowView key={row.id} row={row} self={row.id === selfId} />
        ))}
      </ul>
    </div>
  );
}
