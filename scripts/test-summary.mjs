// The closing lines of `npm test`, from the runners' JSON reports (Vitest, Playwright) and the steps' exit codes.
// A test that passed only on a retry is flaky: listed, never counted as passed, and it does not fail the run.
// The last line is always "N passed, N failed, N skipped" (CI reads it); the phases' wall times and the flaky list
// come before it.

/**
 * @typedef {{ title: string, file: string, line: number, specs?: Spec[], suites?: Suite[] }} Suite
 * @typedef {{ title: string, file: string, line: number, tests: Array<{ projectName: string, status: string }> }} Spec
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number }} VitestReport
 * @typedef {{ stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number }, suites?: Suite[] }} PlaywrightReport
 * @typedef {{ passed: number, failed: number, skipped: number, flaky: string[], notes: string[] }} Summary
 */

/**
 * Names of the Playwright tests whose status is 'flaky' (failed, then passed on a retry), as
 * "[project] file:line › describe › title".
 * @param {PlaywrightReport | undefined} report
 * @returns {string[]}
 */
export function flakyTests(report) {
  /** @type {string[]} */
  const names = [];
  /** @param {Suite} suite @param {string[]} path */
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'flaky') continue;
        const project = test.projectName ? `[${test.projectName}] ` : '';
        names.push(`${project}${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  // Top-level suites are files: their title is the file name, already in "file:line".
  for (const file of report?.suites ?? []) walk(file, []);
  return names;
}

/**
 * Adds up both runners. A step that failed without a failing test (a crash, a coverage threshold, a failed build)
 * counts as one failure, with a note saying which.
 * @param {{ vitest?: VitestReport, playwright?: PlaywrightReport, vitestOk: boolean, buildOk: boolean, e2eOk: boolean }} input
 * @returns {Summary}
 */
export function summarise({ vitest, playwright, vitestOk, buildOk, e2eOk }) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {string[]} */
  const notes = [];
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
    skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const stats = playwright?.stats;
  if (stats) {
    passed += stats.expected ?? 0;
    failed += stats.unexpected ?? 0;
    skipped += stats.skipped ?? 0;
  }
  const flaky = flakyTests(playwright);
  // The list is read from the suites; the stats say how many there are even if a report lacks the suites.
  for (let i = flaky.length; i < (stats?.flaky ?? 0); i++) flaky.push('(a test the report does not name)');

  if (!vitestOk && (vitest?.numFailedTests ?? 0) === 0) {
    failed += 1;
    notes.push('vitest failed without a failing test: a coverage threshold or a crash (see its output above)');
  }
  if (!buildOk) {
    failed += 1;
    notes.push('the build failed');
  }
  if (buildOk && !e2eOk && (stats?.unexpected ?? 0) === 0) {
    failed += 1;
    notes.push('Playwright failed without a failing test (see its output above)');
  }
  return { passed, failed, skipped, flaky, notes };
}

/**
 * Wall time lines: one per phase ("  build (beside the tests)   95 s"), then the whole run's.
 * @param {{ phases: Array<{ title: string, seconds: number }>, totalSeconds: number }} timing
 * @returns {string[]}
 */
export function timingLines({ phases, totalSeconds }) {
  const rows = [...phases, { title: 'total', seconds: totalSeconds }];
  const width = Math.max(...rows.map((row) => row.title.length));
  return ['wall time:', ...rows.map((row) => `  ${row.title.padEnd(width)}  ${row.seconds.toFixed(0).padStart(4)} s`)];
}

/**
 * The lines to print: notes, the phases' wall times (when given), then the flaky tests ("N flaky" and one line
 * each), then the closing line.
 * @param {Summary} summary
 * @param {{ phases: Array<{ title: string, seconds: number }>, totalSeconds: number }} [timing]
 * @returns {string[]}
 */
export function closingLines({ passed, failed, skipped, flaky, notes }, timing) {
  const lines = [...notes];
  if (timing) lines.push(...timingLines(timing));
  if (flaky.length > 0) lines.push(`${flaky.length} flaky`, ...flaky.map((name) => `  ${name}`));
  lines.push(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return lines;
}
