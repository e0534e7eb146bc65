-- Timelines name the staff member (issue 28, docs/staff.md): the member who moved an order or packing list,
-- from the desk or an operator command run with --as. Null for the customer, the system and "cli"; a removed
-- member's moves stay in the timeline without a name.
ALTER TABLE "order_status_log" ADD COLUMN "staff_id" INTEGER;
ALTER TABLE "container_status_log" ADD COLUMN "staff_id" INTEGER;

-- AddForeignKey
ALTER TABLE "order_status_log" ADD CONSTRAINT "order_status_log_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_status_log" ADD CONSTRAINT "container_status_log_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
