import { ScreenMessages } from "../../_components/screen-messages";
import { ForgetScreen } from "./forget-screen";

/** SPEC §2 /forget: its screen is ./forget-screen.tsx, a client component. */
export default function ForgetPage() {
  return (
    <ScreenMessages screen="forget/page">
      <ForgetScreen />
    </ScreenMessages>
  );
}
