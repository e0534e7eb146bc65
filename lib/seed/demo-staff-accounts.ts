import type { StaffRole } from "@/lib/staff/roles";
import type { Locale } from "@/lib/i18n/locales";

/**
 * One staff account per role for the demo (README "Demo accounts"), all with the same published TOTP secret so
 * a newcomer can add it to any authenticator app (or compute a code) and sign in at /staff/login. A real
 * install makes its first owner with `npm run op:staff -- create`.
 */
export const DEMO_TOTP_SECRET = "KAITSUKEDEMOSTAFF2345677";

export const DEMO_STAFF: readonly {
  email: string;
  password: string;
  name: string;
  role: StaffRole;
  language: Locale;
  serviceCode?: string;
}[] = [
  { email: "owner@example.com", password: "Owner1234", name: "佐藤 一郎", role: "owner", language: "ja" },
  {
    email: "purchaser@example.com",
    password: "Purchase1234",
    name: "李 明",
    role: "purchaser",
    language: "zh-cn",
  },
  {
    email: "warehouse@example.com",
    password: "Warehouse1234",
    name: "王 芳",
    role: "warehouse",
    language: "zh-cn",
  },
  {
    email: "finance@example.com",
    password: "Finance1234",
    name: "鈴木 花子",
    role: "finance",
    language: "ja",
  },
  {
    email: "support@example.com",
    password: "Support1234",
    // The CS001 card the demo sellers already talk to (demo-reference-data.ts): a reply keeps the card's
    // name as the member's (docs/staff.md "Messages and feedback desk"), so both say the same person.
    name: "陳 静",
    role: "support",
    language: "ja",
    serviceCode: "CS001",
  },
];
