import { expect, test } from "vitest";
import { acceptedEncodings, acceptsEncoding } from "./accept-encoding.ts";

test("a named encoding is accepted unless its weight is zero", () => {
  expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
  expect(acceptsEncoding("br;q=0, gzip", "br")).toBe(false);
  expect(acceptsEncoding("br; q=0.0, gzip", "br")).toBe(false);
  expect(acceptsEncoding("BR;Q=0.5", "br")).toBe(true);
  expect(acceptsEncoding("gzip", "br")).toBe(false);
  expect(acceptsEncoding(undefined, "gzip")).toBe(false);
});

test("* stands for every encoding the header does not name", () => {
  expect(acceptsEncoding("*", "br")).toBe(true);
  expect(acceptsEncoding("br;q=0, *", "br")).toBe(false);
  expect(acceptsEncoding("br;q=0, *", "gzip")).toBe(true);
  expect(acceptsEncoding("*;q=0, gzip", "br")).toBe(false);
});

test("the header is rewritten to the offered encodings it accepts", () => {
  expect(acceptedEncodings("br;q=0, gzip;q=0.8", ["br", "gzip"])).toBe("gzip");
  expect(acceptedEncodings("gzip, br", ["br", "gzip"])).toBe("br, gzip");
  expect(acceptedEncodings("identity", ["br", "gzip"])).toBe("");
});
