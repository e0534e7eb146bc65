import { Suspense } from "react";
import { cookies } from "next/headers";
import { COOKIE } from "@/lib/client/cookies";
import { LoginForm } from "./login-form";
import { ScreenMessages } from "../../_components/screen-messages";

export default async function LoginPage() {
  const jar = await cookies();
  const remembered =
    jar.get(COOKIE.remember)?.value === "1" ? (jar.get(COOKIE.account)?.value ?? "") : undefined;
  return (
    <ScreenMessages screen="login/page">
      <Suspense>
        <LoginForm rememberedAccount={remembered} />
      </Suspense>
    </ScreenMessages>
  );
}
