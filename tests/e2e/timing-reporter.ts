/**
 * Prints where the browser group's time went, after the list reporter: test-seconds per file (the sweep's
 * files by route group) and the slowest tests. The run's wall time is about the sum divided by the workers
 * (playwright.config.ts), so this is the table to read before making CI faster.
 */
import type {FullResult, Reporter, TestCase, TestResult, TestStep} from '@playwright/test/reporter';
import path from 'node:path';

export default class TimingReporter implements Reporter {
  private readonly tests: {file: string; title: string; seconds: number}[] = [];
  /** beforeAll/afterAll time per file: a test's duration leaves out the shared set-up (the sweep's visits). */
  private readonly hooks = new Map<string, number>();
  private readonly setUps: {file: string; title: string; seconds: number}[] = [];

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'hook' || !/^(beforeAll|afterAll)/.test(step.title)) return;
    const file = path.relative(__dirname, test.location.file);
    this.hooks.set(file, (this.hooks.get(file) ?? 0) + step.duration / 1000);
    this.setUps.push({file, title: test.parent.title, seconds: step.duration / 1000});
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(__dirname, test.location.file);
    this.tests.push({file, title: test.titlePath().slice(3).join(' › '), seconds: result.duration / 1000});
  }

  onEnd(_result: FullResult) {
    if (!this.tests.length) return;
    const byFile = new Map<string, {seconds: number; count: number}>();
    for (const [file, seconds] of this.hooks) byFile.set(file, {seconds, count: 0});
    for (const {file, seconds} of this.tests) {
      const entry = byFile.get(file) ?? {seconds: 0, count: 0};
      byFile.set(file, {seconds: entry.seconds + seconds, count: entry.count + 1});
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
