"use client";

import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from "react";
import { acceptNumberText, onBlurValue, onFocusValue, type NumberRules } from "@/lib/inputs/number";

type Props = NumberRules &
  Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "min" | "max" | "maxLength"> & {
    value: number | "";
    /** the number, or "" while the field is empty or half typed */
    onChange: (value: number | "") => void;
    label?: string;
  };

const toText = (v: number | "") => (v === "" ? "" : String(v));
const toValue = (text: string): number | "" => {
  const n = Number(text);
  return text === "" || text === "-" || text === "." || !Number.isFinite(n) ? "" : n;
};

/**
 * Number input of SPEC §5: above max clamps to max while typing; blur turns empty / below min into min;
 * focus clears a zero; `integer` rounds up and `toFixed` limits decimals. No clear button (number input).
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  maxLength,
  integer,
  toFixed,
  label,
  className,
  id,
  onBlur,
  onFocus,
  ...rest
}: Props) {
  const rules = { min, max, maxLength, integer, toFixed };
  const [text, setText] = useState(toText(value));
  const last = useRef(value);
  const autoId = useId();
  const inputId = id ?? autoId;

  // Follow changes made by the parent (reset, load).
  useEffect(() => {
    if (value !== last.current) {
      last.current = value;
      setText(toText(value));
    }
  }, [value]);

  const emit = (next: string, v: number | "") => {
    setText(next);
    last.current = v;
    onChange(v);
  };

  const input = (
    <input
      {...rest}
      id={inputId}
      type="text"
      inputMode={integer || toFixed === 0 ? "numeric" : "decimal"}
      autoComplete="off"
      className={className ?? "input"}
      value={text}
      onChange={(e) => {
        const next = acceptNumberText(e.target.value, text, rules);
        if (next !== text) emit(next, toValue(next));
      }}
      onFocus={(e) => {
        if (!rest.readOnly && !rest.disabled) {
          const next = onFocusValue(text);
          if (next !== text) emit(next, toValue(next));
        }
        onFocus?.(e);
      }}
      onBlur={(e) => {
        if (!rest.readOnly && !rest.disabled) {
          const v = onBlurValue(text, rules);
          emit(String(v), v);
        }
        onBlur?.(e);
      }}
    />
  );
  if (!label) return input;
  return (
    <label htmlFor={inputId} className="block text-sm">
      {label}
      <span className="mt-1 block">{input}</span>
    </label>
  );
}
