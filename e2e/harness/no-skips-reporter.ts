// On the fixture site every test has its subject: a skipped test there means
// the fixture lost a feature it exists to exercise, so the run fails, naming it.
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class NoSkipsReporter implements Reporter {
  private skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") this.skipped.push(test.titlePath().slice(1).join(" › "));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult["status"] } | undefined> {
    if (this.skipped.length === 0) return;
    console.error(`\n${this.skipped.length} tests skipped on the fixture site, which has a subject for each:`);
    for (const title of this.skipped) console.error(`  - ${title}`);
    return { status: result.status === "passed" ? "failed" : result.status };
  }
}
