import { describe, expect, it } from 'vitest';
import { actorText, moneyRows, scoreRows } from './logRows';

const format = { amount: (v: string | number) => `¥${v}`, time: (s: number) => `t${s}` };

describe('log rows', () => {
  it('signs positive changes and keeps negative ones', () => {
    const rows = moneyRows(
      [
        { id: 1, user_id: 1, money: '12.50', before: '0.00', after: '12.50', memo: 'a', create_time: 10 },
        { id: 2, user_id: 1, money: '-2.00', before: '12.50', after: '10.50', memo: 'b', create_time: 20 },
        { id: 3, user_id: 1, money: '0.00', before: '10.50', after: '10.50', memo: 'c', create_time: 30 },
      ],
      format,
    );
    expect(rows.map((r) => [r.change, r.direction, r.after, r.time])).toEqual([
      ['+¥12.50', 'up', '¥12.50', 't10'],
      ['¥-2.00', 'down', '¥10.50', 't20'],
      ['¥0.00', 'none', '¥10.50', 't30'],
    ]);
  });
  it('does the same for points', () => {
    const rows = scoreRows([{ id: 1, user_id: 1, score: 5, before: 0, after: 5, memo: 'x', create_time: 1 }], format);
    expect(rows[0]).toMatchObject({ change: '+¥5', direction: 'up', after: '¥5' });
  });
  it('shows each memo as the API answered it', () => {
    const money = moneyRows(
      [{ id: 1, user_id: 1, money: '1.00', before: '0.00', after: '1.00', memo: 'Top-up', create_time: 1 }],
      format,
    );
    const score = scoreRows([{ id: 2, user_id: 1, score: 1, before: 0, after: 1, memo: 'x', create_time: 1 }], format);
    expect([money[0]?.memo, score[0]?.memo]).toEqual(['Top-up', 'x']);
  });

  it('names who changed the wallet when it was not its owner', () => {
    const t = (key: string, params?: Record<string, unknown>) => `${key}|${params?.name}`;
    const rows = moneyRows(
      [
        {
          id: 1,
          user_id: 1,
          money: '-458.00',
          before: '1000.00',
          after: '542.00',
          memo: 'event:hotel_booking',
          create_time: 1,
          actor: { id: 9, username: 'wangfang', nickname: '王芳' },
        },
        { id: 2, user_id: 1, money: '1.00', before: '0.00', after: '1.00', memo: 'x', create_time: 2, actor: null },
      ],
      { ...format, actor: (actor) => actorText(actor, t) },
    );
    expect(rows.map((row) => row.by)).toEqual(['By {{name}}|王芳', undefined]);
    expect(actorText({ id: 9, username: 'wangfang', nickname: ' ' }, t)).toBe('By {{name}}|wangfang');
  });
});
