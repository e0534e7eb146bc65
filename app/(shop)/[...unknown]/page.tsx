import { redirect } from "next/navigation";

/** SPEC §2: unknown paths go to /404. */
export default function Unknown() {
  redirect("/404");
}
