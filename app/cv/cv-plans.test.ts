// @vitest-environment node
// Which languages get a CV of their own: not a right-to-left one, nor one
// whose text the CV's font cannot draw; those link the default language's.
import { expect, test } from "vitest";
import { CATALOGUES, messagesIn } from "../i18n/catalogues.ts";
import { describeLanguages } from "../languages/language-tags.ts";
import { cvPlans, cvProblem } from "./cv-plans.ts";

const [english, french, arabic] = describeLanguages(["en-GB", "fr", "ar"]);

test("a right-to-left language cannot have a generated CV, and the reason says so", () => {
  expect(cvProblem(arabic!, "Jane Doe")).toMatch(/Arabic \(ar\).*right-to-left/);
});

test("text neither the font nor a script face has glyphs for is named; French text, and Japanese, are fine", () => {
  const problem = cvProblem(french!, "Développeuse, שלום, 日本");
  expect(problem).toContain("French (fr)");
  expect(problem).toContain("ש ל ו ם");
  expect(problem).not.toContain("日");
  expect(cvProblem(french!, "Développeuse front-end · « où acheter » – aujourd’hui")).toBeUndefined();
});

test("a language with a problem links the default language's CV; the others their own", () => {
  const names: Record<string, string> = { "en-gb": "Jane-CV.pdf", fr: "Jane-CV-fr.pdf", ar: "Jane-CV-ar.pdf" };
  const content = (language: { code: string }) => ({ person: { cv: { downloadName: names[language.code]! } } });
  const plans = cvPlans([english!, french!, arabic!], content, messagesIn);
  expect(plans.map((plan) => [plan.language.code, plan.downloadName, Boolean(plan.problem)])).toEqual([
    ["en-gb", "Jane-CV.pdf", false],
    ["fr", "Jane-CV-fr.pdf", false],
    ["ar", "Jane-CV.pdf", true],
  ]);
});

test("an owner's own PDF needs no font: it is linked whatever the language", () => {
  const content = () => ({ person: { cv: { downloadName: "own.pdf", file: "cv/own.pdf" } } });
  expect(cvPlans([english!, arabic!], content, messagesIn)[1]).toEqual({ language: arabic, downloadName: "own.pdf" });
});

test("with every catalogue's words, every left-to-right language gets a CV of its own: Latin, Cyrillic, Han, kana and Hangul", () => {
  const languages = describeLanguages(["en-GB", ...Object.keys(CATALOGUES).filter((tag) => tag !== "en")]);
  const content = (language: { code: string }) => ({ person: { cv: { downloadName: `CV-${language.code}.pdf` } } });
  for (const plan of cvPlans(languages, content, messagesIn)) {
    const { code } = plan.language;
    if (plan.language.dir === "rtl") expect(plan.downloadName, code).toBe("CV-en-gb.pdf");
    else expect(plan, code).toEqual({ language: plan.language, downloadName: `CV-${code}.pdf` });
  }
});
