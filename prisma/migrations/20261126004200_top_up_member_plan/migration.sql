-- Member plans paid by PayPal or bank transfer (issue 30, docs/members.md "Paying by PayPal or bank transfer"): a
-- top-up may name the member plan it buys once its money is credited, with the seller's auto-renew choice for the
-- period it buys (null: as the period held, else on), as it names orders and bills in pay_order_ids /
-- pay_container_ids. One kind of purpose per top-up (refused on create). A plan is never deleted, only made
-- inactive; should one go, the request keeps its money and names nothing.
ALTER TABLE "top_up" ADD COLUMN "pay_member_plan_id" INTEGER,
ADD COLUMN "pay_member_auto_renew" BOOLEAN;

ALTER TABLE "top_up" ADD CONSTRAINT "top_up_pay_member_plan_id_fkey" FOREIGN KEY ("pay_member_plan_id") REFERENCES "member_plan"("id") ON DELETE SET NULL ON UPDATE CASCADE;
