import { describe, expect, it } from 'vitest';
import { answerInfo, boxContains, clicksMatch, parseInfo, type TargetBox } from './geometry';

const text: TargetBox = { kind: 'text', x: 100, y: 80, w: 30, h: 30 };
const icon: TargetBox = { kind: 'icon', x: 200, y: 120, w: 40, h: 40 };

describe('click captcha geometry (contract §5.1)', () => {
  it('parses "x1,y1-x2,y2;W;H"', () => {
    expect(parseInfo('10,20-30.5,40;350;200')).toEqual({
      clicks: [
        { x: 10, y: 20 },
        { x: 30.5, y: 40 },
      ],
      width: 350,
      height: 200,
    });
  });

  it('rejects malformed info', () => {
    for (const bad of [
      '',
      '10,20',
      '10,20;350',
      '10,20;0;200',
      'a,b;350;200',
      '10,20,30;350;200',
      '1e3,2;350;200',
      '10,-20;350;200',
      '10,20;350;200;1',
      `${'1,1-'.repeat(60)}1,1;350;200`,
      '10, 20 ;350;200x',
    ]) {
      expect(parseInfo(bad), bad).toBeUndefined();
    }
  });

  it('text boxes hang above the baseline, icon boxes below the top', () => {
    expect(boxContains(text, { x: 115, y: 60 })).toBe(true);
    expect(boxContains(text, { x: 115, y: 90 })).toBe(false);
    expect(boxContains(text, { x: 100, y: 50 })).toBe(true);
    expect(boxContains(text, { x: 131, y: 70 })).toBe(false);
    expect(boxContains(icon, { x: 220, y: 140 })).toBe(true);
    expect(boxContains(icon, { x: 220, y: 110 })).toBe(false);
    expect(boxContains(icon, { x: 240, y: 160 })).toBe(true);
  });

  it('needs the clicks in target order, one per target', () => {
    expect(clicksMatch([text, icon], '115,65-220,140;350;200', 350, 200)).toBe(true);
    expect(clicksMatch([text, icon], '220,140-115,65;350;200', 350, 200)).toBe(false);
    expect(clicksMatch([text, icon], '115,65;350;200', 350, 200)).toBe(false);
    expect(clicksMatch([text, icon], '115,65-220,140-1,1;350;200', 350, 200)).toBe(false);
    expect(clicksMatch([], '1,1;350;200', 350, 200)).toBe(false);
  });

  it('rescales clicks from the rendered size W×H', () => {
    // Shown at half size: the same points halved.
    expect(clicksMatch([text, icon], '57.5,32.5-110,70;175;100', 350, 200)).toBe(true);
    expect(clicksMatch([text, icon], '115,65-220,140;175;100', 350, 200)).toBe(false);
    // Stretched only horizontally.
    expect(clicksMatch([text, icon], '230,65-440,140;700;200', 350, 200)).toBe(true);
    expect(answerInfo([text, icon], { width: 350, height: 200 }, { width: 700, height: 400 })).toBe(
      '230,130-440,280;700;400',
    );
    expect(
      clicksMatch(
        [text, icon],
        answerInfo([text, icon], { width: 350, height: 200 }, { width: 525, height: 300 }),
        350,
        200,
      ),
    ).toBe(true);
  });
});
