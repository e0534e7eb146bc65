import { STAFF_SESSION_COOKIE } from "@/lib/staff/names";
import { test, expect, toast, uniqueEmail } from "./fixtures";
import { currentCode } from "@/lib/staff/totp";
import { localeOf, texts } from "./journeys";
import { demoStaff, openConsoleMenu, staffSignIn } from "./staff-fixtures";
import { DEMO_STAFF } from "@/lib/seed/demo-staff-accounts";

/**
 * Issue 28 in the browser: the owner invites a member, who enrols an authenticator from the QR page and signs
 * in; each member sees only the menus their roles open, and the server refuses the rest anyway.
 */
test("the owner invites a finance member, who enrols with the authenticator and sees only their menus", async ({
  page,
  browser,
  mailbox,
}, info) => {
  const owner = demoStaff("owner");
  // The console speaks each member's own language: the owner's Japanese, the new member's Chinese.
  const t = texts(owner.language);
  await staffSignIn(page, owner, localeOf(info), "/staff/team");
  await expect(page).toHaveURL(/\/staff\/team$/);
  // A member's "save roles" sits under their roles, not beside the deactivation's reason field, where on a
  // phone it read as that field's button.
  const purchaser = page.getByTestId("staff-row").filter({ hasText: demoStaff("purchaser").email });
  const saveRoles = await purchaser.getByRole("button", { name: t("staff.team.saveRoles") }).boundingBox();
  const reasonField = await purchaser.getByLabel(t("staff.team.reason")).boundingBox();
  expect(saveRoles!.y + saveRoles!.height).toBeLessThanOrEqual(reasonField!.y);
  const email = uniqueEmail("finance");
  const invite = page.getByRole("form", { name: t("staff.team.invite") });
  await invite.getByLabel(t("staff.team.email")).fill(email);
  await invite.getByLabel(t("staff.team.name")).fill("経理 次郎");
  await invite.getByLabel(t("staff.account.language")).selectOption("zh-cn");
  await invite.getByLabel(t("staff.roles.finance")).check();
  await invite.getByRole("button", { name: t("staff.team.sendInvite") }).click();
  await expect(page.getByTestId("staff-row").filter({ hasText: email })).toContainText(
    t("staff.team.invitePending"),
  );

  let link = "";
  await expect
    .poll(
      () =>
        (link =
          /https?:\/\/\S+\/staff\/invite\?token=[0-9a-f]{64}/.exec(
            mailbox.mails.filter((m) => m.to === email).at(-1)?.text ?? "",
          )?.[0] ?? ""),
    )
    .toBeTruthy();

  // The new member, on their own device.
  const member = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await member.newPage();
  // A new device, no language chosen on it: the invitation page speaks the language the owner chose for the
  // member, and after the enrolment so does the sign-in page.
  const tMember = texts("zh-cn");
  const tDevice = tMember;
  await phone.goto(new URL(link).pathname + new URL(link).search);
  await expect(phone.getByRole("img", { name: tDevice("staff.invite.qr") })).toBeVisible();
  const secret = (await phone.getByTestId("totp-secret").textContent())!.trim();
  await phone.getByLabel(tDevice("staff.invite.password"), { exact: true }).fill("Finance5678");
  await phone.getByLabel(tDevice("staff.invite.confirm")).fill("Finance5678");
  await phone.getByLabel(tDevice("staff.invite.code")).fill(currentCode(secret));
  await phone.getByRole("button", { name: tDevice("staff.invite.submit") }).click();
  const codes = phone.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await phone.getByRole("link", { name: tDevice("staff.invite.toLogin") }).click();
  // The code of enrolment was used: the first sign-in takes a recovery code.
  await phone.getByLabel(tDevice("staff.login.email")).fill(email);
  await phone.getByLabel(tDevice("staff.login.password")).fill("Finance5678");
  await phone.getByLabel(tDevice("staff.login.code")).fill(recovery);
  await phone.getByRole("button", { name: tDevice("staff.login.submit") }).click();
  // Finance's menu is long enough to fold on the phone: opened, it lists no owner's desk.
  const menu = await openConsoleMenu(phone, tMember);
  await expect(menu.getByRole("link", { name: tMember("staff.menu.dashboard") })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link", { name: tMember("staff.menu.team") })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: tMember("staff.menu.audit") })).toHaveCount(0);
  // On their own account page the member changes the password they chose; a wrong current one changes nothing.
  await phone.goto("/staff/account");
  const current = phone.getByLabel(tMember("staff.account.currentPassword"));
  await current.fill("Wrong56789");
  await phone.getByLabel(tMember("staff.account.newPassword"), { exact: true }).fill("Finance6789");
  await phone.getByLabel(tMember("staff.account.confirmPassword")).fill("Finance6789");
  const change = phone.getByRole("button", { name: tMember("staff.account.changePassword") });
  await change.click();
  await expect(phone.getByTestId("toast").filter({ hasText: tMember("errors.passwordWrong") })).toBeVisible();
  await current.fill("Finance5678");
  await change.click();
  await expect(
    phone.getByTestId("toast").filter({ hasText: tMember("staff.account.passwordChanged") }),
  ).toBeVisible();
  await expect(current).toHaveValue("");
  // The owner's desk is refused by the server too, and its page sends back to the dashboard.
  const refused = await phone.request.get("/api/staff/team", {
    headers: { "sec-fetch-site": "same-origin", "accept-language": "zh-cn" },
  });
  expect((await refused.json()).msg).toBe(tMember("errors.noPermission"));
  await phone.goto("/staff/team");
  // Next.js's route announcer is an alert too: the one that says it is the dashboard's notice.
  await expect(phone.getByRole("alert").filter({ hasText: tMember("staff.dashboard.denied") })).toBeVisible();
  await member.close();

  // The member's phone is lost: after a confirmation the owner sends a new sign-in link, which the console
  // shows and mails; until it is used the old authenticator opens nothing.
  await page.goto("/staff/team");
  const row = page.getByTestId("staff-row").filter({ hasText: email });
  await row.getByRole("button", { name: t("staff.team.relink") }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(t("staff.team.relinkConfirm", { name: "経理 次郎" }));
  await confirm.getByRole("button", { name: t("common.confirm") }).click();
  await expect(row.getByTestId("relink-link")).toContainText("/staff/invite?token=");
  await expect(row).toContainText(t("staff.team.invitePending"));

  // The owner sees the invitation, the enrolment and the new link in the audit trail.
  await page.goto("/staff/audit");
  await expect(page.getByTestId("audit-row").filter({ hasText: "staff.enrol" }).first()).toContainText(
    "経理 次郎",
  );
  await expect(page.getByTestId("audit-row").filter({ hasText: "staff.relink" }).first()).toBeVisible();
});

test("the owner filters the audit trail by an action picked from its named list; reversed days are refused", async ({
  page,
}, info) => {
  const owner = demoStaff("owner");
  const t = texts(owner.language);
  await staffSignIn(page, owner, localeOf(info), "/staff/audit");
  // This test's own row: an invitation the owner sends.
  const email = uniqueEmail("audit");
  const invited = await page.request.post("/api/staff/team/invite", {
    headers: { "sec-fetch-site": "same-origin" },
    data: { email, name: "監査 花子", roles: ["support"], language: "ja" },
  });
  expect((await invited.json()).code).toBe(200);
  await page.reload();

  // The action is picked by its name from the list, not typed as a code.
  const action = page.getByRole("combobox", { name: t("staff.audit.action"), exact: true });
  await action.selectOption({ label: t("staff.audit.actions.staff.invite") });
  await page
    .getByRole("combobox", { name: t("staff.audit.entityType"), exact: true })
    .selectOption({ label: t("staff.audit.entities.staff") });
  await page.getByRole("button", { name: t("staff.audit.search") }).click();
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: email })).toContainText(t("staff.audit.actions.staff.invite"));
  await expect(rows.filter({ hasNotText: t("staff.audit.actions.staff.invite") })).toHaveCount(0);
  await expect(rows.filter({ hasText: email })).toContainText(`${t("staff.audit.entities.staff")} #`);
  // Who acted and on what each read on one line, on the phone too: the long change takes the rest of the row.
  const invitedRow = rows.filter({ hasText: email });
  const ownerName = DEMO_STAFF.find((m) => m.role === "owner")!.name;
  for (const cell of [
    invitedRow.getByText(ownerName, { exact: true }),
    invitedRow.getByRole("link", { name: new RegExp(`^${t("staff.audit.entities.staff")} #`) }),
  ])
    expect((await cell.boundingBox())!.height).toBeLessThan(30);

  // The table says it scrolls sideways where it does not fit (the phone), and is a named, focusable region.
  const table = page.getByRole("region", { name: t("staff.menu.audit") });
  await expect(table).toHaveAttribute("tabindex", "0");
  const hint = page.getByTestId("scroll-hint");
  if (info.project.name === "phone") {
    await expect(hint).toHaveText(`↔ ${t("staff.scrollHint")}`);
    await expect(table).toHaveAccessibleDescription(t("staff.scrollHint"));
    await expect(page.getByTestId("scroll-more")).toBeAttached();
  } else await expect(hint).toHaveCount(0);

  // A "to" day before the "from" day: the date-order message, on the "to" field; the list stays as it was.
  await page.getByLabel(t("staff.audit.from"), { exact: true }).fill("2026-11-20");
  const to = page.getByLabel(t("staff.audit.to"), { exact: true });
  await to.fill("2026-11-19");
  await page.getByRole("button", { name: t("staff.audit.search") }).click();
  await expect(toast(page, t("validation.dateOrder"))).toBeVisible();
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toBeFocused();
  await expect(rows.filter({ hasText: email })).toBeVisible();

  // A scheduled job acts without a member: its rows name it rather than show its code.
  await page.getByLabel(t("staff.audit.from"), { exact: true }).fill("");
  await to.fill("");
  await action.selectOption({ label: t("staff.audit.actions.arrival.flag") });
  await page
    .getByRole("combobox", { name: t("staff.audit.entityType"), exact: true })
    .selectOption({ label: t("staff.audit.all") });
  await page.getByRole("button", { name: t("staff.audit.search") }).click();
  await expect(rows.first()).toContainText(t("staff.audit.actions.arrival.flag"));
  await expect(rows.first()).toContainText(t("staff.audit.actors.job"));
});

test("the sign-in page speaks the language chosen on it", async ({ page }) => {
  await page.goto("/staff/login");
  await expect(page.getByRole("heading", { name: texts("ja")("staff.login.title") })).toBeVisible();
  await page.getByRole("combobox", { name: texts("ja")("nav.language") }).selectOption("ko");
  await expect(page.getByRole("heading", { name: texts("ko")("staff.login.title") })).toBeVisible();
  await expect(page.getByLabel(texts("ko")("staff.login.code"))).toBeVisible();
});

test("a member signs out, and the console asks for the sign-in again", async ({ page }, info) => {
  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info));
  await page.getByRole("button", { name: t("staff.signOut") }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto("/staff/account");
  await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Faccount$/);

  // A session that ended while its cookie stayed (idle, or ended elsewhere): back to the same tab and search.
  await page.context().addCookies([{ name: STAFF_SESSION_COOKIE, value: "ended-session", url: page.url() }]);
  await page.goto("/staff/packing?step=bill&q=PL1");
  await expect(page).toHaveURL(/\/staff\/login\?redirect=%2Fstaff%2Fpacking%3Fstep%3Dbill%26q%3DPL1$/);
});
