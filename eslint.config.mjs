import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  {
    ignores: [
      "generated/**",
      ".next/**",
      ".next-*/**",
      "node_modules/**",
      ".data/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
    ],
  },
  ...next,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                'Import Link from "@/app/_components/link": pages are not prefetched (docs/decisions.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/_components/link.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
