// A JSON Resume document checked against the schema (@jsonresume/schema, the
// JSON Resume project's own package), with each problem named by its place in
// the document: `work[1].startDate: does not match pattern …`. The import
// (cli/import-resume.ts) and the tests of /resume.json use it.
import jsonResume from "@jsonresume/schema";
import { formatPath } from "../schemas/content-problems.ts";

/** One line per problem; none for a valid document. */
export function jsonResumeProblems(resume: unknown): string[] {
  let problems: string[] = [];
  // The validator calls back synchronously.
  jsonResume.validate(resume, (errors) => {
    problems = (errors ?? []).map((error) => {
      // The schema's one pattern is its dates': say it in words rather than as a regular expression.
      const message =
        error.name === "pattern"
          ? `expected a date written YYYY, YYYY-MM or YYYY-MM-DD, got ${JSON.stringify(error.instance)}`
          : error.message;
      return `${formatPath(error.path, "(the document)")}: ${message}`;
    });
  });
  return problems;
}
