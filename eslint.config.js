// ESLint: the rules that need no type information (eslint and typescript-eslint recommended, the React
// hooks rules, the floors). The type-aware rules (no-floating-promises and friends) run in oxlint's
// tsgolint on TypeScript 7 (.oxlintrc.json): the same rules, some 15 CPU-seconds instead of 60.
// Both run in `npm run lint`, inside `npm test`.
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import floors from "./eslint/floors.js";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      ".wrangler/**",
      "bench/results/**",
      "e2e/screenshots/**",
      "schema/migrations/**",
      "worker/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks, floors },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
      "floors/no-crossing": "error",
    },
  },
  {
    // Hono builds `c.var` from every variable (Object.fromEntries) on each read: worker code reads one with `c.get(name)`.
    files: ["worker/**/*.ts", "worker/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Read a request variable with c.get(name): c.var copies all of them on every read.",
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "test/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      // Tests read JSON bodies of whatever shape the API answers and assert on them (the no-unsafe-*
      // rules are off for them in .oxlintrc.json).
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  { files: ["eslint/*.js", "scripts/*.mjs"], languageOptions: { globals: globals.node } },
  // A CommonJS shim the bundler resolves (wrangler.toml [alias]): require() and process.env are its point.
  {
    files: ["worker/pages/*.cjs"],
    languageOptions: { globals: { ...globals.commonjs, process: "readonly" }, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
