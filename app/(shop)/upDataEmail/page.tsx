import { ScreenMessages } from "../../_components/screen-messages";
import { UpDataEmailScreen } from "./email-screen";

/** SPEC §2 /upDataEmail: its screen is ./email-screen.tsx, a client component. */
export default function UpDataEmailPage() {
  return (
    <ScreenMessages screen="upDataEmail/page">
      <UpDataEmailScreen />
    </ScreenMessages>
  );
}
