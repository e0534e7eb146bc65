-- AlterTable
ALTER TABLE "order_line" ADD COLUMN     "proposed_unit_fen" INTEGER,
ADD COLUMN     "reference_images" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "price_proposal_yen" INTEGER;

