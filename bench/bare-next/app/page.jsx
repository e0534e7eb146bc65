import { Counter } from "./counter";

// Rendered per request, as every shop screen is.
export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>bare Next.js</h1>
      <Counter />
    </main>
  );
}
