import { describe, expect, it } from 'vitest';
import { encodeClickInfo, markerPosition, newCaptchaId, removeFrom } from './captcha';

describe('click captcha helpers (contract §5.1)', () => {
  it('encodes clicks and the rendered size as "x1,y1-x2,y2;W;H"', () => {
    expect(
      encodeClickInfo(
        [
          { x: 10.4, y: 20.6 },
          { x: 300, y: 150 },
        ],
        350,
        200,
      ),
    ).toBe('10,21-300,150;350;200');
    expect(encodeClickInfo([{ x: 1, y: 2 }], 311.5, 178)).toBe('1,2;312;178');
  });

  it('clicking a marker removes it and the later ones', () => {
    expect(removeFrom(['a', 'b', 'c'], 1)).toEqual(['a']);
    expect(removeFrom(['a', 'b', 'c'], 0)).toEqual([]);
    expect(removeFrom(['a'], -1)).toEqual(['a']);
  });

  it('centres markers with the −13 px offset', () => {
    expect(markerPosition({ x: 50, y: 40 })).toEqual({ left: 37, top: 27 });
  });

  it('makes v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newCaptchaId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
