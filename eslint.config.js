import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".cache/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "public/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  {
    files: ["app/**/*.tsx"],
    // role="list" on a <ul> or <ol> styled without bullets is deliberate: Safari drops
    // the list semantics otherwise.
    rules: { "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }] },
  },
  {
    files: [
      "app/components/theme-script.js",
      "app/components/view-transition-script.js",
      "app/components/copy-code-script.js",
      "app/components/screenshot-viewer-opener.js",
      "app/components/comments-script.js",
      "app/islands/island-loader.js",
      "app/islands/search-loader.js",
    ],
    languageOptions: { globals: { ...globals.browser }, sourceType: "script" },
  },
  {
    // French typography puts no-break spaces before colons and inside « »: text, in the translations' templates too.
    files: [
      "app/i18n/messages/*.ts",
      "app/{collections,schemas,markdown,languages}/**/*.ts",
      "content/**/*.ts",
      "fixtures/**/*.ts",
    ],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
  {
    // Tests index into fixed sample content; a missing entry fails the test anyway.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
