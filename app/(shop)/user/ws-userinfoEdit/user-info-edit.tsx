"use client";

import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { queryKeyOf, request } from "@/lib/client/endpoint";
import {
  accountCustomerInfo,
  accountLabelCount,
  accountMemberFees,
  accountPersonInfo,
  accountUpdateAvatar,
  accountUpdateInfo,
} from "@/lib/client/endpoints";
import { LIMITS, MONTHLY_PURCHASE_BAND, labelKeyOf } from "@/lib/codes";
import { formatYen } from "@/lib/format";
import { recommendsMemberPlan } from "@/lib/customers/purchase-bands";
import { PROFILE_LIMITS } from "@/lib/inputs/limits";
import { useSignIn, type UserInfo } from "../../../_components/session";
import { useFormAction } from "../../../_components/use-form-action";
import { UploadWidget, type UploadedFileRef } from "../../../_components/upload-widget";
import type { SupportLinks } from "../../../_components/user-center-menu";
import { UserShell } from "../_components/user-shell";
import { LoadingCards } from "../../../_components/skeleton";
import { MemberPlans } from "./member-plans";

/** What this screen reads of getCustomerInfo. */
type Profile = Pick<
  UserInfo,
  | "id"
  | "email"
  | "userName"
  | "avatar"
  | "realName"
  | "phone"
  | "companyName"
  | "amazonShopName"
  | "rakutenShopName"
  | "monthlyPurchaseBand"
>;

const TEXT_FIELDS = [
  ["userName", PROFILE_LIMITS.userName, "text", "nickname"],
  ["realName", PROFILE_LIMITS.realName, "text", "name"],
  ["phone", PROFILE_LIMITS.phone, "tel", "tel"],
  ["companyName", PROFILE_LIMITS.companyName, "text", "organization"],
  ["amazonShopName", PROFILE_LIMITS.shopName, "text", "off"],
  ["rakutenShopName", PROFILE_LIMITS.shopName, "text", "off"],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

/** SPEC §2/§3 user-info edit: profile, shop names, monthly band (plan recommendation), avatar, counts. */
export function UserInfoEdit({ kakaoUrl, wechatId }: SupportLinks) {
  const { sessionKey } = useSignIn();
  const { t, locale } = useFormAction();
  const profile = useQuery({
    queryKey: queryKeyOf(accountCustomerInfo, "profile", sessionKey),
    enabled: !!sessionKey,
    queryFn: (): Promise<Profile> => request(accountCustomerInfo, {}, { locale }),
  });
  const person = useQuery({
    queryKey: queryKeyOf(accountPersonInfo, sessionKey),
    enabled: !!sessionKey,
    queryFn: () => request(accountPersonInfo, {}, { locale }),
  });
  const labels = useQuery({
    queryKey: queryKeyOf(accountLabelCount, sessionKey),
    enabled: !!sessionKey,
    queryFn: () => request(accountLabelCount, {}, { locale }),
  });

  return (
    <UserShell kakaoUrl={kakaoUrl} wechatId={wechatId}>
      <h1 className="text-xl font-bold">{t("userInfo.title")}</h1>
      {profile.data ? (
        <>
          <AvatarCard profile={profile.data} />
          <section className="card">
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3" data-testid="user-counts">
              <div className="col-span-2 rounded-lg bg-slate-50 p-3 sm:col-span-1">
                <dt className="text-slate-500">{t("userInfo.email")}</dt>
                <dd className="truncate font-semibold">{profile.data.email}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-500">{t("userInfo.shopCount")}</dt>
                <dd className="text-xl font-bold" data-testid="shop-count">
                  {person.data?.shopCount ?? "…"}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-500">{t("userInfo.labelCount")}</dt>
                <dd className="text-xl font-bold" data-testid="label-count">
                  {labels.data ?? "…"}
                </dd>
              </div>
            </dl>
          </section>
          <ProfileForm key={profile.data.id} initial={profile.data} />
          <MemberPlans />
        </>
      ) : profile.isError ? (
        <p className="card text-sm text-rose-600">{t("common.loadFailed")}</p>
      ) : (
        <LoadingCards />
      )}
    </UserShell>
  );
}

function AvatarCard({ profile }: { profile: Profile }) {
  const { t, send, toast } = useFormAction();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<UploadedFileRef[]>([]);

  async function onUploaded(next: UploadedFileRef[]) {
    const added = next.at(-1);
    setFiles(next);
    if (!added) return;
    const res = await send(accountUpdateAvatar, { query: { avatar: added.url } });
    setFiles([]);
    if (!res) return;
    toast.show("success", res.msg);
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCustomerInfo) });
  }

  return (
    <section className="card flex items-center gap-4">
      <div
        className="h-20 w-20 shrink-0 overflow-hidden rounded-full bg-brand/15"
        data-testid="avatar-preview"
      >
        {profile.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={profile.avatar} alt={t("userInfo.avatar")} className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-2xl font-bold text-brand">
            {profile.userName.slice(0, 1)}
          </span>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">{t("userInfo.avatar")}</h2>
        <UploadWidget
          modular="avatar"
          limit={1}
          resize
          value={files}
          onChange={(next) => void onUploaded(next)}
          label={t("userInfo.avatar")}
          hideHint
        />
        <p className="text-xs text-slate-500">{t("userInfo.avatarHint")}</p>
      </div>
    </section>
  );
}

function ProfileForm({ initial }: { initial: Profile }) {
  const { t, validate, send, busy, toast } = useFormAction();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TextField, string>>({
    userName: initial.userName,
    realName: initial.realName ?? "",
    phone: initial.phone ?? "",
    companyName: initial.companyName ?? "",
    amazonShopName: initial.amazonShopName ?? "",
    rakutenShopName: initial.rakutenShopName ?? "",
  });
  const [band, setBand] = useState(initial.monthlyPurchaseBand ? String(initial.monthlyPurchaseBand) : "");
  const recommend = recommendsMemberPlan(band ? Number(band) : null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = await validate(() => import("@/lib/validation/customer").then((m) => m.ZUpdateInfo), {
      ...values,
      monthlyPurchaseBand: band,
    });
    if (!body) return;
    // Blank optional fields are sent as null: cleared on the server.
    const res = await send(accountUpdateInfo, { body });
    if (!res) return;
    toast.show("success", res.msg);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountCustomerInfo) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(accountPersonInfo) }),
    ]);
  }

  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-3">
      {TEXT_FIELDS.map(([field, max, type, autoComplete]) => (
        <label key={field} className="text-sm">
          {t(`userInfo.${field}`)}
          <input
            className="input mt-1"
            name={field}
            type={type}
            autoComplete={autoComplete}
            maxLength={max}
            value={values[field]}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
          {field === "phone" && (
            <span className="mt-1 block text-xs text-slate-500">{t("userInfo.phoneHint")}</span>
          )}
        </label>
      ))}
      <label className="text-sm">
        {t("userInfo.monthlyPurchaseBand")}
        <select
          className="input mt-1"
          name="monthlyPurchaseBand"
          value={band}
          onChange={(e) => setBand(e.target.value)}
        >
          <option value="">{t("userInfo.bandUnset")}</option>
          {Object.values(MONTHLY_PURCHASE_BAND).map((code) => (
            <option key={code} value={code}>
              {t(labelKeyOf("monthlyPurchaseBand", code)!)}
            </option>
          ))}
        </select>
      </label>
      {recommend && <PlanRecommendation />}
      <button className="btn-primary" disabled={busy} type="submit">
        {t("userInfo.save")}
      </button>
    </form>
  );
}

/** SPEC §9: a member plan is recommended above 500,000 yen a month; plans from getMemberFee. */
function PlanRecommendation() {
  const { t, locale } = useFormAction();
  const { sessionKey } = useSignIn();
  const fees = useQuery({
    queryKey: queryKeyOf(accountMemberFees, sessionKey, locale),
    enabled: !!sessionKey,
    queryFn: () => request(accountMemberFees, {}, { locale }),
  });
  const amount = formatYen(fees.data?.recommendAboveYen ?? LIMITS.memberPlanRecommendYen);
  return (
    <aside className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="plan-recommendation">
      <p className="font-semibold">{t("userInfo.recommendTitle")}</p>
      <p className="mt-1">{t("userInfo.recommendText", { amount })}</p>
      {fees.data &&
        (fees.data.plans.length ? (
          <ul className="mt-2 flex flex-col gap-1">
            {fees.data.plans.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <span>
                  {t("userInfo.planLine", {
                    name: p.name,
                    fee: t("common.yen", { amount: formatYen(p.monthlyFeeYen) }),
                    rate: Math.round(p.commissionRate * 10000) / 100,
                  })}
                </span>
                {p.tier === fees.data.currentTier && (
                  <span className="rounded-full bg-amber-200 px-2 text-xs">{t("userInfo.currentPlan")}</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-amber-700">{t("userInfo.noPlans")}</p>
        ))}
    </aside>
  );
}
