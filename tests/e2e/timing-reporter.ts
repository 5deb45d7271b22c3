/**
 * Prints where the browser group's time went, after the list reporter: test-seconds per file (its shared
 * set-ups included), the slowest tests and the slowest set-ups. The run's wall time is about the sum divided by the workers
 * (playwright.config.ts), so this is the table to read before making CI faster.
 */
import type {FullResult, Reporter, TestCase, TestResult, TestStep} from '@playwright/test/reporter';
import path from 'node:path';

interface Timed {
  file: string;
  title: string;
  seconds: number;
}

/** The test's file, relative to tests/e2e. */
const fileOf = (test: TestCase) => path.relative(__dirname, test.location.file);

export default class TimingReporter implements Reporter {
  private readonly tests: Timed[] = [];
  /** beforeAll/afterAll hooks, by the describe they set up: a test's duration leaves them out (the sweep's visits). */
  private readonly setUps: Timed[] = [];

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'hook' || !/^(beforeAll|afterAll)/.test(step.title)) return;
    this.setUps.push({file: fileOf(test), title: test.parent.title, seconds: step.duration / 1000});
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({
      file: fileOf(test),
      title: test.titlePath().slice(3).join(' › '),
      seconds: result.duration / 1000,
    });
  }

  onEnd(_result: FullResult) {
    if (!this.tests.length) return;
    const byFile = new Map<string, {seconds: number; count: number}>();
    for (const [list, tests] of [
      [this.setUps, 0],
      [this.tests, 1],
    ] as const) {
      for (const {file, seconds} of list) {
        const entry = byFile.get(file) ?? {seconds: 0, count: 0};
        byFile.set(file, {seconds: entry.seconds + seconds, count: entry.count + tests});
      }
    }
    const total = [...byFile.values()].reduce((sum, {seconds}) => sum + seconds, 0);
    const line = (seconds: number, label: string) => `${seconds.toFixed(0).padStart(6)} s  ${label}`;
    console.log(
      `\n=== browser test-seconds per file (${total.toFixed(0)} s in ${this.tests.length} tests, set-up hooks included)`,
    );
    for (const [file, {seconds, count}] of [...byFile].sort((a, b) => b[1].seconds - a[1].seconds)) {
      console.log(line(seconds, `${file} (${count})`));
    }
    for (const [heading, list] of [
      ['slowest browser tests', this.tests],
      ['slowest shared set-ups (beforeAll, afterAll)', this.setUps],
    ] as const) {
      console.log(`=== ${heading}`);
      for (const {file, title, seconds} of [...list].sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
        console.log(line(seconds, `${file} › ${title}`));
      }
    }
  }
}
