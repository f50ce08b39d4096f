import { expect, test } from "vitest";
import { GISCUS_ORIGIN, metaPolicy } from "./content-security-policy";

const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));

test("only a page that compiles WebAssembly allows it, in script-src, and every other directive stays as it was", () => {
  const plain = metaPolicy(["sha256-a"]);
  const search = metaPolicy(["sha256-a"], {}, [], { wasm: true });
  expect(plain).not.toContain("wasm-unsafe-eval");
  expect(scriptSrc(search)).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-a'");
  expect(search.replace(" 'wasm-unsafe-eval'", "")).toBe(plain);
  expect(search).toContain("worker-src 'none'");
});

test("only a page that frames on request allows that origin, in frame-src, and every other directive stays as it was", () => {
  const plain = metaPolicy(["sha256-a"]);
  const post = metaPolicy(["sha256-a"], {}, [], { frames: [GISCUS_ORIGIN] });
  expect(plain).toContain("frame-src 'none'");
  expect(post).toContain(`frame-src ${GISCUS_ORIGIN}`);
  expect(post.replace(`frame-src ${GISCUS_ORIGIN}`, "frame-src 'none'")).toBe(plain);
  expect(post).toContain("child-src 'none'");
  expect(post).not.toMatch(/unsafe-inline|unsafe-eval/);
});
