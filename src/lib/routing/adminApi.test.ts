import { describe, expect, it } from 'vitest';
import { isAdminApiPath } from './adminApi';

describe('isAdminApiPath', () => {
  it('takes BuildAdmin admin calls, nested controllers included', () => {
    expect(isAdminApiPath('/admin/Index/login')).toBe(true);
    expect(isAdminApiPath('/admin/auth.Admin/index')).toBe(true);
    expect(isAdminApiPath('/admin/hotel.Order/checkIn.html')).toBe(true);
  });

  it('leaves console pages and other shapes to the site', () => {
    expect(isAdminApiPath('/admin')).toBe(false);
    expect(isAdminApiPath('/admin/')).toBe(false);
    expect(isAdminApiPath('/admin/order')).toBe(false);
    expect(isAdminApiPath('/admin/order/123')).toBe(false);
    expect(isAdminApiPath('/admin/a/b/c')).toBe(false);
    expect(isAdminApiPath('/admin/.x/y')).toBe(false);
  });
});
