-- The defects desk (issue 29, docs/warehouse.md "Defects desk"): the photo the agent takes of the pieces returned
-- to the supplier or destroyed, shown to the seller in the problem's details.
ALTER TABLE "problem" ADD COLUMN "done_image" VARCHAR(500);
