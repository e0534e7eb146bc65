import { RegisterForm } from "./register-form";

export default function RegisterPage() {
  return <RegisterForm />;
}
