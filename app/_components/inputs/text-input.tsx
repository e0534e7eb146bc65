"use client";

import { useId, useRef, type InputHTMLAttributes } from "react";
import { useTranslations } from "next-intl";
import { INPUT_DEFAULTS, acceptText, showClearButton, textLength } from "@/lib/inputs/number";

type Common = {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /**
   * SPEC §5: default 64; a longer value is rejected and the previous value kept. `null`: nothing typed is
   * refused here, the form's schema says the limit ("at most N characters") when it is sent — for the fields a
   * scanner types into, whose text must never be cut short silently (the warehouse desks).
   */
  maxLength?: number | null;
  clearable?: boolean;
  /** shows "12 / 2000" under the field */
  showCount?: boolean;
  hint?: string;
};
type Props = Common &
  Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, "value" | "onChange" | "maxLength"> & {
    multiline?: boolean;
    rows?: number;
  };

/**
 * Text input of SPEC §5. The length rule is applied after IME composition ends, so Japanese input is never
 * cut mid-word; a value that is then too long is rejected and the value before it stays.
 */
export function TextInput({
  value,
  onChange,
  label,
  maxLength = INPUT_DEFAULTS.maxLength,
  clearable,
  showCount,
  hint,
  multiline,
  rows = 4,
  className,
  id,
  type = "text",
  ...rest
}: Props) {
  const t = useTranslations("inputs");
  const autoId = useId();
  const inputId = id ?? autoId;
  const composing = useRef<string | null>(null);
  const describedBy =
    [hint ? `${inputId}-hint` : undefined, rest["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  const clear = showClearButton({ type, readOnly: rest.readOnly, disabled: rest.disabled, clearable, value });

  const handlers = {
    value,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (composing.current !== null || maxLength === null) onChange(e.target.value);
      else onChange(acceptText(e.target.value, value, maxLength));
    },
    onCompositionStart: () => {
      composing.current = value;
    },
    onCompositionEnd: (e: React.CompositionEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const before = composing.current ?? "";
      composing.current = null;
      onChange(
        maxLength === null ? e.currentTarget.value : acceptText(e.currentTarget.value, before, maxLength),
      );
    },
  };

  const field = multiline ? (
    <textarea
      {...rest}
      {...handlers}
      id={inputId}
      rows={rows}
      className={className ?? "input"}
      aria-describedby={describedBy}
    />
  ) : (
    <input
      {...rest}
      {...handlers}
      id={inputId}
      type={type}
      className={`${className ?? "input"} ${clear ? "pr-9" : ""}`}
      aria-describedby={describedBy}
    />
  );

  return (
    <div className="text-sm">
      {label && (
        <label htmlFor={inputId} className="mb-1 block">
          {label}
        </label>
      )}
      <div className="relative">
        {field}
        {clear && !multiline && (
          <button
            type="button"
            aria-label={t("clear")}
            className="absolute inset-y-0 right-0 flex w-9 items-center justify-center text-slate-500 hover:text-slate-600"
            onClick={() => onChange("")}
          >
            ×
          </button>
        )}
      </div>
      {(hint || showCount) && (
        <div className="mt-1 flex justify-between gap-2 text-xs text-slate-500">
          <span id={`${inputId}-hint`}>{hint}</span>
          {showCount && (
            <span aria-live="polite">
              {textLength(value)}
              {maxLength === null ? "" : ` / ${maxLength}`}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
