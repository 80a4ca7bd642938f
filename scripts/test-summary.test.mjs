import { describe, expect, it } from 'vitest';
import { closingLines, flakyTests, summarise, timingLines } from './test-summary.mjs';

/** A Playwright JSON report: one file, a describe block, and one test per [project, status]. */
const playwrightReport = (statuses, stats) => ({
  stats,
  suites: [
    {
      title: 'member-centre.spec.ts',
      file: 'member-centre.spec.ts',
      line: 0,
      specs: [],
      suites: [
        {
          title: 'member centre',
          file: 'member-centre.spec.ts',
          line: 24,
          specs: statuses.map(([project, status], i) => ({
            title: `test ${i}`,
            file: 'member-centre.spec.ts',
            line: 30 + i,
            tests: [{ projectName: project, status }],
          })),
        },
      ],
    },
  ],
});

const ok = { vitestOk: true, buildOk: true, e2eOk: true };
const vitest = { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1, numTodoTests: 1 };

describe('closing lines of npm test', () => {
  it('counts a test that passed on a retry as flaky, not passed, and does not fail the run', () => {
    const playwright = playwrightReport(
      [
        ['desktop', 'expected'],
        ['phone', 'flaky'],
        ['desktop', 'skipped'],
      ],
      { expected: 1, unexpected: 0, flaky: 1, skipped: 1 },
    );
    const summary = summarise({ vitest, playwright, ...ok });
    expect(summary).toMatchObject({ passed: 11, failed: 0, skipped: 3, notes: [] });
    expect(closingLines(summary)).toEqual([
      '1 flaky',
      '  [phone] member-centre.spec.ts:31 › member centre › test 1',
      '11 passed, 0 failed, 3 skipped',
    ]);
  });

  it('ends with the counts line alone when nothing is flaky', () => {
    const playwright = playwrightReport([['desktop', 'unexpected']], { expected: 0, unexpected: 1, skipped: 0 });
    const lines = closingLines(summarise({ vitest, playwright, ...ok, e2eOk: false }));
    expect(lines).toEqual(['10 passed, 1 failed, 2 skipped']);
  });

  it('lists every flaky test by project, file, line and title path', () => {
    const report = playwrightReport(
      [
        ['desktop', 'flaky'],
        ['phone', 'expected'],
        ['phone', 'flaky'],
      ],
      {},
    );
    expect(flakyTests(report)).toEqual([
      '[desktop] member-centre.spec.ts:30 › member centre › test 0',
      '[phone] member-centre.spec.ts:32 › member centre › test 2',
    ]);
    expect(flakyTests(undefined)).toEqual([]);
    const unnamed = playwrightReport([['', 'flaky']], {});
    expect(flakyTests(unnamed)).toEqual(['member-centre.spec.ts:30 › member centre › test 0']);
  });

  it('still counts flaky tests the report does not name', () => {
    const summary = summarise({ vitest, playwright: { stats: { expected: 2, flaky: 2 } }, ...ok });
    expect(summary.flaky).toHaveLength(2);
    expect(summary.passed).toBe(12);
  });

  it('counts a vitest run that failed without a failing test (coverage threshold, crash) as one failure', () => {
    const summary = summarise({ vitest, ...ok, vitestOk: false });
    expect(summary.failed).toBe(1);
    const lines = closingLines(summary);
    expect(lines[0]).toMatch(/coverage threshold/);
    expect(lines.at(-1)).toBe('10 passed, 1 failed, 2 skipped');
  });

  it('counts a failed build, and a Playwright run that failed without a failing test', () => {
    expect(summarise({ vitest, ...ok, buildOk: false, e2eOk: false }).failed).toBe(1);
    expect(summarise({ vitest, playwright: { stats: { expected: 3 } }, ...ok, e2eOk: false }).failed).toBe(1);
    expect(summarise({ vitest: undefined, playwright: undefined, ...ok }).passed).toBe(0);
  });

  it('gives each phase its wall time, then the total, before the flaky list and the last line', () => {
    const playwright = playwrightReport([['phone', 'flaky']], { expected: 0, flaky: 1 });
    const timing = {
      phases: [
        { title: 'unit, DOM and API tests', seconds: 312.4 },
        { title: 'build (beside the tests)', seconds: 95.6 },
        { title: 'end-to-end tests', seconds: 281 },
      ],
      totalSeconds: 601.2,
    };
    expect(timingLines(timing)).toEqual([
      'wall time:',
      '  unit, DOM and API tests    312 s',
      '  build (beside the tests)    96 s',
      '  end-to-end tests           281 s',
      '  total                      601 s',
    ]);
    const lines = closingLines(summarise({ vitest, playwright, ...ok, buildOk: false }), timing);
    expect(lines[0]).toBe('the build failed');
    expect(lines.slice(1, 6)).toEqual(timingLines(timing));
    expect(lines.slice(6)).toEqual([
      '1 flaky',
      '  [phone] member-centre.spec.ts:30 › member centre › test 0',
      '10 passed, 1 failed, 2 skipped',
    ]);
  });
});
