import { redirect } from "next/navigation";

/** SPEC §2: the user center is also referenced as /user/userCenter. */
export default function UserCenterAlias() {
  redirect("/userCenter");
}
