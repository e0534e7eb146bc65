import { PAYMENT_METHOD } from "@/lib/codes";

/** A SPEC §4 payment method of an order or bill: balance 0, PayPal 2, bank transfer 3. */
export type PaymentMethod = (typeof PAYMENT_METHOD)[keyof typeof PAYMENT_METHOD];

/** The methods a seller chooses from (/cart/submit, /bundle), with their codes.paymentMethod label keys. */
export const PAYMENT_METHOD_CHOICES = [
  { value: PAYMENT_METHOD.BALANCE, key: "BALANCE" },
  { value: PAYMENT_METHOD.PAYPAL, key: "PAYPAL" },
  { value: PAYMENT_METHOD.BANK_TRANSFER, key: "BANK_TRANSFER" },
] as const;
