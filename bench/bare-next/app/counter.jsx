"use client";

import { useState } from "react";

/** The one client component: the page hydrates, as every shop screen does. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {count}
    </button>
  );
}
