import sharp from "sharp";
import { test, expect, toast } from "./fixtures";

const SEED = { amazon: "YAMADA SELECT", rakuten: "ヤマダセレクト楽天市場店", band: "2" };

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 144, b: 90 } } })
    .png()
    .toBuffer();

test("a seller uploads an avatar, saves the shop names and sees the avatar in the header", async ({
  page,
}, testInfo) => {
  await page.goto("/user/ws-userinfoEdit");
  await expect(page).toHaveURL(/\/login\?flag=1&redirect=%2Fuser%2Fws-userinfoEdit/);
  await page.getByLabel("メールアドレス").fill("demo@example.com");
  await page.getByLabel("パスワード").fill("Demo1234");
  await page.getByRole("button", { name: "ログイン", exact: true }).last().click();
  await expect(page).toHaveURL(/\/user\/ws-userinfoEdit$/);
  await expect(page.getByRole("heading", { name: "会員情報の編集" })).toBeVisible();
  await expect(page.getByLabel("ユーザー名", { exact: true })).toHaveValue("山田 太郎");
  await expect(page.getByTestId("label-count")).toHaveText(/^\d+$/);

  const picker = page.getByLabel("アバター", { exact: true });
  // The widget refuses a wrong extension before sending; the server refuses a PDF dressed as a PNG.
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(toast(page, "ファイル形式が一致しないため、アップロードできません")).toBeVisible();
  const first = await toast(page, "ファイル形式が一致しないため").getAttribute("data-seq");
  await picker.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  // The server's answer replaces the first toast (one at a time).
  await expect(toast(page, "ファイル形式が一致しないため、アップロードできません")).not.toHaveAttribute(
    "data-seq",
    first!,
  );
  await expect(page.getByTestId("toast")).toHaveCount(1);

  // A real image, scaled to 180 px wide in the browser (SPEC §5), becomes the avatar.
  const headerAvatar = page.getByTestId("user-info").locator("img");
  // The demo account may already have one (the other project's run): the new one must replace it.
  const before = (await headerAvatar.count()) ? await headerAvatar.getAttribute("src") : null;
  await picker.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: await pngOf(360, 240) });
  await expect(toast(page, "アバターを更新しました")).toBeVisible();
  await expect(headerAvatar).toHaveAttribute("src", /^\/uploads\/avatar\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
  await expect(headerAvatar).not.toHaveAttribute("src", before ?? "");
  const src = (await headerAvatar.getAttribute("src"))!;
  await expect(page.getByTestId("avatar-preview").locator("img")).toHaveAttribute("src", src);
  const served = await page.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 180, height: 120 });

  // Shop names and the monthly band; the plan recommendation follows the band (over 500,000 yen).
  const amazon = `Amazon ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Amazonショップ名（任意）").fill(amazon);
  await page.getByLabel("楽天ショップ名（任意）").fill(`楽天 ${testInfo.project.name}店`);
  const band = page.getByLabel("月間購入額（任意）");
  await band.selectOption("1");
  await expect(page.getByTestId("plan-recommendation")).toHaveCount(0);
  await band.selectOption("3");
  const recommendation = page.getByTestId("plan-recommendation");
  await expect(recommendation).toContainText("500,000円");
  await expect(recommendation.getByRole("listitem")).not.toHaveCount(0);

  // SPEC §5 mobile rules: a landline is not a mobile; the mobile format message.
  await page.getByLabel("携帯電話番号（任意）").fill("03-1234-5678");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(toast(page, "携帯電話番号の形式が正しくありません")).toBeVisible();
  await page.getByLabel("携帯電話番号（任意）").fill("090-1234-5678");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(toast(page, "保存しました")).toBeVisible();
  await expect(page.getByTestId("shop-count")).toHaveText("2");

  // Saved for good: a reload shows the values, the header keeps the avatar.
  await page.reload();
  await expect(page.getByLabel("Amazonショップ名（任意）")).toHaveValue(amazon);
  await expect(band).toHaveValue("3");
  await expect(page.getByTestId("user-info").locator("img")).toHaveAttribute("src", src);

  // Clearing one shop name counts one shop; then the demo values are put back for other tests.
  await page.getByLabel("楽天ショップ名（任意）").fill("");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByTestId("shop-count")).toHaveText("1");
  await page.getByLabel("Amazonショップ名（任意）").fill(SEED.amazon);
  await page.getByLabel("楽天ショップ名（任意）").fill(SEED.rakuten);
  await band.selectOption(SEED.band);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByTestId("shop-count")).toHaveText("2");
});
