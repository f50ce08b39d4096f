import { expect, test } from "vitest";
import { metaPolicy } from "./content-security-policy";

const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));

test("only a page that compiles WebAssembly allows it, in script-src, and every other directive stays as it was", () => {
  const plain = metaPolicy(["sha256-a"]);
  const search = metaPolicy(["sha256-a"], {}, [], { wasm: true });
  expect(plain).not.toContain("wasm-unsafe-eval");
  expect(scriptSrc(search)).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a'");
  expect(search.replace(" 'wasm-unsafe-eval'", "")).toBe(plain);
  expect(search).toContain("worker-src 'none'");
});
