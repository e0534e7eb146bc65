import type { Page } from "@playwright/test";
import { LIMITS, PROBLEM_PROCESS_STATUS } from "@/lib/codes";
import { AGENT_DEFECT_STEPS } from "@/lib/problems/defect-steps";
import { PACKING_STEPS, PACKING_STEP_STATUSES } from "@/lib/shipping/packing-steps";
import { test, expect } from "./fixtures";
import { apiFor, localeOf, texts } from "./journeys";
import { deskTab, demoStaff, staffSignIn } from "./staff-fixtures";

/**
 * A number searched on the wrong tab of the packing or defects desk: the list is empty there, every tab shows
 * how many the search finds on it, and the counted tab holds what was searched. On the demo seller's data,
 * compared with what the seller's own API answers. Without a search the tabs count all their work, and the
 * dashboard's "problems awaiting us" is the sum of the agent's tabs on the defects desk.
 */

async function demoSeller(page: Page) {
  const login = await (
    await page.request.post("/api/shop/user/login", {
      data: { account: "demo@example.com", password: "Demo1234" },
    })
  ).json();
  return apiFor(page.request, login.token as string);
}

test("the packing desk: a dispatched packing list searched on the packing tab is counted on its own", async ({
  page,
}, info) => {
  const seller = await demoSeller(page);
  const lists =
    (
      await seller.get<{ id: number; containerNo: string; status: number }>(
        "/shop/container/h5/getAllContainerList",
        { pageNum: 1, pageSize: 50 },
      )
    ).rows ?? [];
  const dispatched = lists.find((c) => PACKING_STEP_STATUSES.dispatched.includes(c.status))!;

  const warehouse = demoStaff("warehouse");
  const t = texts(warehouse.language);
  await staffSignIn(page, warehouse, localeOf(info), "/staff/packing?step=pack");
  const box = page.getByLabel(t("staff.packing.search"), { exact: true });
  await box.fill(dispatched.containerNo);
  await box.press("Enter");
  await expect(page.getByTestId("desk-empty")).toBeVisible();
  await expect(deskTab(page, t("staff.packing.steps.dispatched")).getByTestId("step-count")).toHaveText("1");
  await expect(deskTab(page, t("staff.packing.steps.pack")).getByTestId("step-count")).toHaveText("0");
  await deskTab(page, t("staff.packing.steps.dispatched")).click();
  await expect(page.getByTestId("packing-list")).toHaveCount(1);
  await expect(page.getByTestId("packing-list")).toHaveAttribute("data-container-id", String(dispatched.id));

  // Without a search every tab counts all its packing lists: the dispatched tab more than the one found.
  await box.fill("");
  await box.press("Enter");
  await expect(page.getByTestId("step-count")).toHaveCount(PACKING_STEPS.length);
  const all = deskTab(page, t("staff.packing.steps.dispatched")).getByTestId("step-count");
  await expect.poll(async () => Number(await all.textContent())).toBeGreaterThan(1);
});

test("the defects desk: an order's defects awaiting the seller's choice are counted on that tab", async ({
  page,
}, info) => {
  const seller = await demoSeller(page);
  const problems =
    (
      await seller.get<{ id: number; processStatus: number; orderNo: string }>("/shop/problem/list", {
        pageNum: 1,
        pageSize: 100,
      })
    ).rows ?? [];
  const pending = problems.find((p) => p.processStatus === PROBLEM_PROCESS_STATUS.PENDING)!;
  const ofOrder = problems.filter(
    (p) => p.orderNo === pending.orderNo && p.processStatus === PROBLEM_PROCESS_STATUS.PENDING,
  );

  const support = demoStaff("support");
  const t = texts(support.language);
  await staffSignIn(page, support, localeOf(info), "/staff/defects?step=quote");
  const box = page.getByLabel(t("staff.defects.search"), { exact: true });
  await box.fill(pending.orderNo);
  await box.press("Enter");
  const choice = deskTab(page, t("staff.defects.steps.choice"));
  await expect(choice.getByTestId("step-count")).toHaveText(String(ofOrder.length));
  await choice.click();
  await expect(page.getByTestId("defect-problem")).toHaveCount(ofOrder.length);
  await expect(page.locator(`[data-testid="defect-problem"][data-problem-id="${pending.id}"]`)).toBeVisible();
});

test("the dashboard's problems awaiting us are the defects desk's agent tabs, opened on the first with work", async ({
  page,
}, info) => {
  const warehouse = demoStaff("warehouse");
  const t = texts(warehouse.language);
  await staffSignIn(page, warehouse, localeOf(info), "/staff");
  const queue = page.getByTestId("queue-problemsForAgent");
  const waiting = Number((await queue.getByTestId("queue-count").textContent())!.replace(/\D/g, ""));
  expect(waiting).toBeGreaterThan(0);
  await queue.getByRole("link").click();
  await expect(page).toHaveURL(/\/staff\/defects$/);
  const counts = await Promise.all(
    AGENT_DEFECT_STEPS.map(async (step) =>
      Number(
        await deskTab(page, t(`staff.defects.steps.${step}`))
          .getByTestId("step-count")
          .textContent(),
      ),
    ),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(waiting);
  const first = AGENT_DEFECT_STEPS[counts.findIndex((n) => n > 0)];
  await expect(deskTab(page, t(`staff.defects.steps.${first}`))).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("defect-problem")).toHaveCount(
    Math.min(counts[counts.findIndex((n) => n > 0)], LIMITS.deskPageSize),
  );
  // Work waiting is marked; the seller's choices (the demo has some) are counted but not marked as ours.
  const badge = (step: string) => deskTab(page, t(`staff.defects.steps.${step}`)).getByTestId("step-count");
  const colour = (step: string) => badge(step).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(Number(await badge("choice").textContent())).toBeGreaterThan(0);
  expect(await colour("choice")).not.toBe(await colour(first));
});
