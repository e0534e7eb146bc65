import { RegisterForm } from "./register-form";
import { ScreenMessages } from "../../_components/screen-messages";

export default function RegisterPage() {
  return (
    <ScreenMessages screen="register/page">
      <RegisterForm />
    </ScreenMessages>
  );
}
