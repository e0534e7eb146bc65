import { getDb } from "@/lib/db/client";
import { CLI_ACTOR } from "@/lib/staff/audit";
import { createEnrolledStaff } from "@/lib/staff/team";
import { DEMO_STAFF, DEMO_TOTP_SECRET } from "./demo-staff-accounts";

/** Creates the demo staff accounts that do not exist yet (a demo database from before gains them). */
export async function seedDemoStaff(): Promise<void> {
  for (const s of DEMO_STAFF) {
    if (await getDb().staffUser.findUnique({ where: { email: s.email }, select: { id: true } })) continue;
    await createEnrolledStaff(CLI_ACTOR, {
      email: s.email,
      name: s.name,
      roles: [s.role],
      language: s.language,
      serviceCode: s.serviceCode,
      password: s.password,
      totpSecret: DEMO_TOTP_SECRET,
    });
  }
}
