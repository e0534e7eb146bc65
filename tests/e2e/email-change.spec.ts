import { test, expect, registerViaApi, waitForCode, ownClientAddress, uniqueEmail } from "./fixtures";
import { localeOf, loginAt, texts } from "./journeys";

/**
 * Issue 27 in the browser: the seller changes the login address on /upDataEmail (password first, then the
 * code mailed to the new address); the old address gets a mail whose link undoes the change and signs every
 * device out (docs/decisions.md "Email change").
 */
test.use(ownClientAddress());

test("a seller changes the login address; the old address's link undoes it and signs out", async ({
  page,
  request,
  mailbox,
}, info) => {
  const locale = localeOf(info);
  const t = texts(locale);
  const password = "Changing1234";
  const email = await registerViaApi(request, mailbox, "mover", password);
  const target = uniqueEmail("moved");
  await loginAt(page, "/upDataEmail", { email, password }, locale);

  await page.getByLabel(t("safety.currentPassword")).fill(password);
  await page.getByRole("button", { name: t("safety.next") }).click();
  await page.getByLabel(t("safety.newEmail")).fill(target);
  await page.getByRole("button", { name: t("register.sendCode") }).click();
  await page.getByLabel(t("register.emailCode")).fill(await waitForCode(mailbox, target));
  await page.getByRole("button", { name: t("safety.changeEmailSubmit") }).click();
  await expect(page.getByTestId("email-changed")).toContainText(target);

  // The old address is told, with the way back.
  let link = "";
  await expect
    .poll(() => {
      const mail = mailbox.mails.filter((m) => m.to === email.toLowerCase()).at(-1);
      link = /https?:\/\/\S+\/emailUndo\?token=[0-9a-f]{64}/.exec(mail?.text ?? "")?.[0] ?? "";
      return link;
    })
    .toBeTruthy();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { name: t("emailUndo.title") })).toBeVisible();
  await page.getByRole("button", { name: t("emailUndo.action") }).click();
  await expect(page.getByRole("heading", { name: t("statusPage.emailRestored.title") })).toBeVisible();

  // Every session ended: the user center's first call answers 401 and sends to the login (the dead cookie is
  // dropped), and the old address opens it again.
  await page.goto("/userCenter");
  await expect(page).toHaveURL(/\/login\?(flag=1&)?redirect=/);
  await loginAt(page, "/userCenter", { email, password }, locale);
  await expect(page.getByTestId("user-summary")).toContainText(email);
});
