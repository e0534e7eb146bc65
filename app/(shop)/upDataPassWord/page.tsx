import { ScreenMessages } from "../../_components/screen-messages";
import { UpDataPassWordScreen } from "./password-screen";

/** SPEC §2 /upDataPassWord: its screen is ./password-screen.tsx, a client component. */
export default function UpDataPassWordPage() {
  return (
    <ScreenMessages screen="upDataPassWord/page">
      <UpDataPassWordScreen />
    </ScreenMessages>
  );
}
