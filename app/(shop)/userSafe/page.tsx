import { ScreenMessages } from "../../_components/screen-messages";
import { UserSafeScreen } from "./safety-screen";

/** SPEC §2 /userSafe: its screen is ./safety-screen.tsx, a client component. */
export default function UserSafePage() {
  return (
    <ScreenMessages screen="userSafe/page">
      <UserSafeScreen />
    </ScreenMessages>
  );
}
