import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile } from './mask';

describe('masked contact details', () => {
  it('shows the first three and last four digits of a mobile', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('12345')).toBe('*****');
  });
  it('shows the first and last letter of an e-mail’s name and its whole domain', () => {
    expect(maskEmail('demo@example.com')).toBe('d***o@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('not-an-address')).toBe('**************');
  });
});
