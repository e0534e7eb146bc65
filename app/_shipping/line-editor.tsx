"use client";

import { useTranslations } from "next-intl";
import { NumberInput } from "../_components/inputs/number-input";
import { TextInput } from "../_components/inputs/text-input";
import { restOfLine, type DraftLine } from "./shipment-draft";
import { fieldClass, fieldId } from "./use-field-check";

type Patch = Partial<Pick<DraftLine, "quantity" | "asin" | "fnsku" | "sellerSku">>;

type Props = {
  line: DraftLine;
  /** the line's place in the draft: fields are named `lines.<index>.<field>` like the request body */
  index: number;
  onChange: (patch: Patch) => void;
  /** the path of the field the first failing rule marked */
  invalid: string | null;
};

/**
 * A chosen line's pieces to ship (1 to the stored pieces; fewer splits the rest off, said under the field)
 * and its Amazon codes, prefilled from the order line.
 */
export function LineEditor({ line, index, onChange, invalid }: Props) {
  const t = useTranslations("shipmentPage");
  const name = (field: string) => `lines.${index}.${field}`;
  const rest = restOfLine(line);
  return (
    <div className="grid grid-cols-2 gap-2 lg:grid-cols-4" data-testid="line-editor">
      <div className="col-span-2 text-sm lg:col-span-1">
        <NumberInput
          id={fieldId(name("quantity"))}
          label={t("quantityToShip")}
          value={line.quantity || ""}
          min={1}
          max={line.storedQty}
          integer
          className={fieldClass(invalid === name("quantity"))}
          aria-invalid={invalid === name("quantity") || undefined}
          data-testid="ship-quantity"
          onChange={(v) => onChange({ quantity: v === "" ? 0 : v })}
        />
        <p className="mt-1 text-xs text-slate-500">{t("storedMax", { max: line.storedQty })}</p>
        {rest > 0 && line.quantity > 0 && (
          <p className="mt-1 text-xs text-amber-700" data-testid="split-note">
            {t("splitNote", { count: rest })}
          </p>
        )}
      </div>
      <TextInput
        id={fieldId(name("asin"))}
        label="ASIN"
        value={line.asin}
        maxLength={10}
        autoCapitalize="characters"
        spellCheck={false}
        className={`${fieldClass(invalid === name("asin"))} font-mono`}
        aria-invalid={invalid === name("asin") || undefined}
        data-testid="ship-asin"
        onChange={(v) => onChange({ asin: v })}
      />
      <TextInput
        id={fieldId(name("fnsku"))}
        label="FNSKU"
        value={line.fnsku}
        maxLength={10}
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="X00…"
        hint={t("codeHint")}
        className={`${fieldClass(invalid === name("fnsku"))} font-mono`}
        aria-invalid={invalid === name("fnsku") || undefined}
        data-testid="ship-fnsku"
        onChange={(v) => onChange({ fnsku: v })}
      />
      <div className="col-span-2 lg:col-span-1">
        <TextInput
          id={fieldId(name("sellerSku"))}
          label={t("sellerSku")}
          value={line.sellerSku}
          maxLength={64}
          spellCheck={false}
          className={`${fieldClass(invalid === name("sellerSku"))} font-mono`}
          aria-invalid={invalid === name("sellerSku") || undefined}
          data-testid="ship-seller-sku"
          onChange={(v) => onChange({ sellerSku: v })}
        />
      </div>
    </div>
  );
}
