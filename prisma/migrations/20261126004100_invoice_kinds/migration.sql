-- Qualified invoices for every payment (issue 30, docs/invoices.md "Which payments"): the kinds of payment an
-- invoice is issued for, beyond orders and packing-list bills (INVOICE_KINDS in lib/invoices/invoiceable.ts).
ALTER TABLE "invoice" DROP CONSTRAINT "invoice_kind_check";
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_kind_check" CHECK ("kind" IN (
  'orderPayment', 'packingListBill', 'orderSupplement', 'defectFee', 'storageFee', 'memberPlan',
  'shippingAdjust', 'boxOrder', 'materialFee', 'labelFee', 'other'
));
