"use client";

import type { ComponentProps } from "react";
import { TextInput } from "./text-input";

type Props = ComponentProps<typeof TextInput> & {
  searchLabel: string;
  /** takes the free width of a flex row (the field shares its row with other filters) */
  grow?: boolean;
};

/** A clearable search text field with its search button beside it: the button submits the surrounding form. */
export function SearchField({ searchLabel, grow, ...input }: Props) {
  return (
    <div className={grow ? "flex min-w-0 flex-1 items-end gap-2" : "flex items-end gap-2"}>
      <div className="min-w-0 flex-1">
        <TextInput clearable {...input} />
      </div>
      <button type="submit" className="btn-secondary shrink-0">
        {searchLabel}
      </button>
    </div>
  );
}
