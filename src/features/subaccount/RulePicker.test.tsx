import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RulePicker, { type PickerRule } from './RulePicker';

const rule = (id: number, name: string, children: PickerRule[] = [], group = false): PickerRule => ({
  id,
  name,
  title: name,
  group,
  children,
});
const RULES = [
  rule(1, 'account', [rule(2, 'account/overview')], true),
  rule(13, 'order', [rule(14, 'order/hotel', [rule(15, 'order/hotel/pay'), rule(16, 'order/hotel/cancel')])], true),
];

afterEach(cleanup);

describe('RulePicker', () => {
  const box = (container: HTMLElement, name: string) =>
    container.querySelector<HTMLInputElement>(`input[data-rule="${name}"]`) as HTMLInputElement;

  it('renders one posted checkbox per rule, the picked ones checked', () => {
    const { container } = render(<RulePicker rules={RULES} checked={[1, 2]} />);
    const inputs = [...container.querySelectorAll<HTMLInputElement>('input[name="rules"]')];
    expect(inputs.map((input) => [input.value, input.checked])).toEqual([
      ['1', true],
      ['2', true],
      ['13', false],
      ['14', false],
      ['15', false],
      ['16', false],
    ]);
    // Labels name each box.
    expect(container.querySelector('label[for="rule-14"]')?.textContent).toBe('order/hotel');
  });

  it('checks what is under a page and its group; a button unchecked leaves them partly picked', () => {
    const { container } = render(<RulePicker rules={RULES} checked={[]} />);
    fireEvent.click(box(container, 'order/hotel'));
    for (const name of ['order', 'order/hotel', 'order/hotel/pay', 'order/hotel/cancel']) {
      expect(box(container, name).checked, name).toBe(true);
    }
    fireEvent.click(box(container, 'order/hotel/cancel'));
    expect(box(container, 'order/hotel/cancel').checked).toBe(false);
    expect(box(container, 'order/hotel').indeterminate).toBe(true);
    expect(box(container, 'order').indeterminate).toBe(true);
    fireEvent.click(box(container, 'order/hotel'));
    expect(box(container, 'order').checked).toBe(false);
    expect(box(container, 'order/hotel/pay').checked).toBe(false);
  });
});
