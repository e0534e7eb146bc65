"use client";

import Link from "@/app/_components/link";
import { useTranslations } from "next-intl";
import { useSession } from "./session";

/** SPEC §2 user-info widget: avatar and user name; logout goes to /login; register goes to /register. */
export function UserInfoWidget() {
  const t = useTranslations("nav");
  const { isLogin, userInfo, logout } = useSession();
  if (!isLogin) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <Link className="whitespace-nowrap text-slate-700 hover:underline" href="/login">
          {t("login")}
        </Link>
        <Link className="whitespace-nowrap rounded-md bg-brand px-3 py-1 text-white" href="/register">
          {t("register")}
        </Link>
      </div>
    );
  }
  const name = userInfo?.userName ?? "…";
  return (
    <div className="flex items-center gap-2 text-sm">
      <Link href="/userCenter" className="flex items-center gap-2" data-testid="user-info" aria-label={name}>
        {userInfo?.avatar ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={userInfo.avatar} alt="" className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span className="flex h-7 w-7 items-center justify-center rounded-full bg-brand/15 font-bold text-brand">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="hidden max-w-28 truncate sm:inline">{name}</span>
      </Link>
      <button
        type="button"
        onClick={() => void logout()}
        className="whitespace-nowrap text-slate-500 hover:underline"
      >
        {t("logout")}
      </button>
    </div>
  );
}
