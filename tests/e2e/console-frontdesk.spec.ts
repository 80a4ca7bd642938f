/**
 * A front desk's day in the console (issue 24), on a private instance whose demo orders arrive today: the front
 * desk finds today's arrivals, confirms one with the hotel's code, checks it in, marks another a no-show, and reads
 * each in the order's history and the audit log; a super admin refunds part of a stay; the member's own page shows
 * what the desk did. In the site's language, and in English the shorter day and a cancellation for the guest with a
 * partial refund of what the policy kept.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addCalendarDays, calendarDayOf } from '../../src/lib/format/calendarDays';
import { expectAccessible, type TestLang } from './fixtures';
import { consoleSignIn } from './support/console';
import { privateInstance } from './support/instance';

const site = privateInstance();

const TEXT = {
  'zh-cn': {
    confirmed: '订单已确认。',
    checkedIn: '已办理入住。',
    noShow: '已标记为未入住。',
    refunded: '退款已办理。',
    statusCheckedIn: '已入住',
    statusNoShow: '未入住',
    auditConfirm: '确认订单',
    auditCheckIn: '办理入住',
    auditNoShow: '标记未入住',
  },
  en: {
    confirmed: 'Order confirmed.',
    checkedIn: 'Guests checked in.',
    noShow: 'Marked as a no-show.',
    refunded: 'Refund given.',
    statusCheckedIn: 'Checked in',
    statusNoShow: 'No-show',
    auditConfirm: 'Confirmed an order',
    auditCheckIn: 'Checked guests in',
    auditNoShow: 'Marked a no-show',
  },
} as const;

/**
 * A booking the demo member makes and pays now for tonight, through the API as the site would (the first room type
 * with a room left tonight): an arrival of today for the desk. Its id and booking ID.
 */
async function arrivingToday(request: APIRequestContext): Promise<{ id: number; bookingId: string }> {
  const api = (path: string, init: { token?: string; data?: unknown } = {}) =>
    (init.data === undefined
      ? request.get(`${site.baseURL}${path}`, { headers: { server: 'true', 'ba-user-token': init.token ?? '' } })
      : request.post(`${site.baseURL}${path}`, {
          headers: { server: 'true', 'ba-user-token': init.token ?? '' },
          data: init.data,
        })
    ).then((response) => response.json());
  const login = await api('/api/user/checkIn', {
    data: { tab: 'login', username: 'demo', password: 'demo123456', keep: 0 },
  });
  const token: string = login.data.userInfo.token;
  const checkin = calendarDayOf(Date.now(), 'Asia/Shanghai');
  for (let roomType = 1; roomType <= 60; roomType += 1) {
    const stay = { room_type_id: String(roomType), checkin, checkout: addCalendarDays(checkin, 1), adults: '1' };
    const quote = await api(`/api/hotel/quote?${new URLSearchParams(stay)}`);
    if (quote.code !== 1) continue;
    const created = await api('/api/order/create', {
      token,
      data: {
        ...stay,
        guest_names: ['Wang Lei'],
        contact_person: 'Wang Lei',
        contact_area_code: '86',
        contact_phone: '13800138000',
        email: 'demo@example.com',
        nationality: 'CN',
        quote_hash: quote.data.quote_hash,
      },
    });
    if (created.code !== 1) continue;
    const paid = await api('/api/order/pay', { token, data: { id: created.data.id } });
    if (paid.code !== 1) throw new Error(`payment refused: ${JSON.stringify(paid)}`);
    return { id: created.data.id, bookingId: created.data.booking_id };
  }
  throw new Error('no room left tonight in the demo');
}

async function confirmAndCheckIn(page: Page, lang: TestLang, id: number): Promise<void> {
  const text = TEXT[lang];
  await page.getByTestId('action-confirm').getByRole('textbox').fill('SH-20261129');
  await page.getByTestId('action-confirm').getByRole('button').click();
  await expect(page.getByText(text.confirmed).first()).toBeVisible();
  await expect(page).toHaveURL(`${site.baseURL}/admin/order/${id}`);
  await page.getByTestId('action-checkIn').getByRole('textbox').fill('1208');
  await page.getByTestId('action-checkIn').getByRole('button').click();
  await expect(page.getByText(text.checkedIn).first()).toBeVisible();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'checked_in');
}

test("the front desk's day: arrivals, confirm, check in, no-show, the audit log, and the member's page", async ({
  page,
  request,
}) => {
  const text = TEXT['zh-cn'];
  const arriving = await arrivingToday(request);
  const noShow = await arrivingToday(request);
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'frontdesk');

  await page.goto(`${site.baseURL}/admin/order`);
  await page.getByTestId('orders-tab-arrivals').click();
  await expect(page).toHaveURL(/view=arrivals/);
  const rows = page.getByTestId('desk-order-row');
  await expect(rows.filter({ hasText: arriving.bookingId })).toHaveCount(1);
  await expect(rows.filter({ hasText: noShow.bookingId })).toHaveCount(1);
  await expectAccessible(page);

  await rows.filter({ hasText: arriving.bookingId }).getByRole('link').click();
  await expect(page).toHaveURL(`${site.baseURL}/admin/order/${arriving.id}`);
  // A confirmation without the hotel's code is refused beside the form, in the page's language (spaces pass the
  // browser's own check of the required field, not the server's).
  await page.getByTestId('action-confirm').getByRole('textbox').fill('   ');
  await page.getByTestId('action-confirm').getByRole('button').click();
  await expect(page.getByTestId('action-confirm').locator('.invalid-feedback')).toBeVisible();
  await confirmAndCheckIn(page, 'zh-cn', arriving.id);
  const history = page.getByTestId('desk-history');
  await expect(history.locator('[data-event=confirm]')).toContainText('前台小王');
  await expect(history.locator('[data-event=check_in]')).toContainText('room_number: 1208');
  await expectAccessible(page);

  // The other arrival never comes: confirmed, then a no-show.
  await page.goto(`${site.baseURL}/admin/order/${noShow.id}`);
  await page.getByTestId('action-confirm').getByRole('textbox').fill('SH-20261130');
  await page.getByTestId('action-confirm').getByRole('button').click();
  await expect(page.getByText(text.confirmed).first()).toBeVisible();
  // A no-show cannot be undone: the desk is asked first, and keeping the booking posts nothing.
  await page.getByTestId('action-noShow-submit').click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(`将订单 ${noShow.bookingId} 标记为未入住？`);
  await ask.getByRole('button', { name: '暂不' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'confirmed');
  await page.getByTestId('action-noShow-submit').click();
  await page.getByTestId('action-noShow-submit-confirm').click();
  await expect(page.getByText(text.noShow).first()).toBeVisible();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'no_show');

  await page.goto(`${site.baseURL}/admin/log`);
  const log = page.getByTestId('audit-row');
  for (const action of [text.auditConfirm, text.auditCheckIn, text.auditNoShow]) {
    await expect(log.filter({ hasText: action }).first()).toBeVisible();
  }
  await page.getByTestId('console-logout').click();

  // A super admin gives back part of the stay.
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'admin');
  await page.goto(`${site.baseURL}/admin/order/${arriving.id}`);
  const refund = page.getByTestId('action-refund');
  // A refund form not filled in gets the browser's own message, not the question.
  await page.getByTestId('action-refund-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await refund.getByLabel(/金额/).fill('100');
  await refund.getByLabel('退款原因').fill('空调故障，补偿一晚部分房费');
  await page.getByTestId('action-refund-submit').click();
  await expect(page.getByRole('dialog')).toContainText(`向订单 ${arriving.bookingId} 的客人退款？`);
  await page.getByTestId('action-refund-submit-confirm').click();
  await expect(page.getByText(text.refunded).first()).toBeVisible();
  await expect(page.getByTestId('desk-refunded')).toHaveText('¥100.00');
  // The super admin exports what the list selects, as the members' export writes it.
  await page.goto(`${site.baseURL}/admin/order?q=${arriving.bookingId}`);
  await expect(page.getByTestId('desk-export')).toBeVisible();
  const csv = await page.request.get(`${site.baseURL}/admin/order.csv?q=${arriving.bookingId}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="desk-orders-\d{8}\.csv"$/);
  const exported = await csv.text();
  expect(exported.split('\n').filter(Boolean)).toHaveLength(2);
  // After the members' columns, the desk's own: the refund with its reason, the hotel's code, the room.
  for (const value of ['100.00 部分房费', '空调故障，补偿一晚部分房费', 'SH-20261129', '1208'])
    expect(exported).toContain(value);
  await page.getByTestId('console-logout').click();

  // The member sees what the desk did on their own pages.
  await page.goto(`${site.baseURL}/user/login`);
  await page.getByTestId('login-username').fill('demo');
  await page.getByTestId('login-password').fill('demo123456');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  await page.goto(`${site.baseURL}/user/order/detail/${arriving.id}`);
  await expect(page.locator('.order-status').first()).toHaveText(text.statusCheckedIn);
  // The member asks for an invoice of the stay; finance will issue it at the desk.
  await page.getByTestId('invoice-form').getByLabel('发票抬头').fill('上海礼宾旅行社有限公司');
  await page.getByTestId('invoice-form').getByRole('button').click();
  await expect(page.getByText('发票已申请，酒店将发送至您填写的邮箱。').first()).toBeVisible();
  await expect(page.getByTestId('order-invoice')).toContainText('上海礼宾旅行社有限公司');
  await page.goto(`${site.baseURL}/user/order/detail/${noShow.id}`);
  await expect(page.locator('.order-status').first()).toHaveText(text.statusNoShow);
});

test('the front desk confirms and checks in an arrival in English', async ({ page, request }) => {
  const arriving = await arrivingToday(request);
  await consoleSignIn(page, site.baseURL, 'en', 'frontdesk');
  await page.goto(`${site.baseURL}/admin/order?view=arrivals`);
  await page.getByTestId('desk-order-row').filter({ hasText: arriving.bookingId }).getByRole('link').click();
  await confirmAndCheckIn(page, 'en', arriving.id);
  // Refunds and exports are finance's: the front desk has no refund form and no export.
  await expect(page.getByTestId('action-refund')).toHaveCount(0);
  await page.goto(`${site.baseURL}/admin/order`);
  await expect(page.getByTestId('desk-export')).toHaveCount(0);
  expect((await page.request.get(`${site.baseURL}/admin/order.csv`)).status()).toBe(403);
  await page.goto(`${site.baseURL}/admin/log`);
  await expect(page.getByTestId('audit-row').filter({ hasText: TEXT.en.auditCheckIn }).first()).toBeVisible();
});

test('(en) the front desk cancels a booking for the guest; a super admin refunds part of what the policy kept', async ({
  page,
  request,
}) => {
  const booking = await arrivingToday(request);
  await consoleSignIn(page, site.baseURL, 'en', 'frontdesk');
  await page.goto(`${site.baseURL}/admin/order/${booking.id}`);
  const cancel = page.getByTestId('action-cancel');
  await cancel.getByLabel('Reason').fill('The guest called: their flight was cancelled');
  await page.getByTestId('action-cancel-submit').click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(`Cancel booking ${booking.bookingId} for the guest?`);
  await expectAccessible(page);
  await page.getByTestId('action-cancel-submit-confirm').click();
  await expect(page.getByText('Order cancelled for the guest.').first()).toBeVisible();
  await expect(page.getByTestId('desk-order')).toHaveAttribute('data-status', 'cancelled');
  await page.getByTestId('console-logout').click();

  // On the day of arrival the policy kept part of the payment; the super admin gives some of it back.
  await consoleSignIn(page, site.baseURL, 'en', 'admin');
  await page.goto(`${site.baseURL}/admin/order/${booking.id}`);
  const refundedBefore = await page.getByTestId('desk-refunded').textContent();
  const refund = page.getByTestId('action-refund');
  await refund.getByLabel(/Amount/).fill('50');
  await refund.getByLabel('Kind').selectOption('goodwill');
  await refund.getByLabel('Reason for the refund').fill('Goodwill: the flight was cancelled');
  await page.getByTestId('action-refund-submit').click();
  await expect(page.getByRole('dialog')).toContainText(`Refund the guest of booking ${booking.bookingId}?`);
  await page.getByTestId('action-refund-submit-confirm').click();
  await expect(page.getByText(TEXT.en.refunded).first()).toBeVisible();
  await expect(page.getByTestId('desk-refunded')).not.toHaveText(refundedBefore ?? '');
  await expect(page.getByTestId('desk-refunds')).toContainText('Goodwill: the flight was cancelled');
  await page.goto(`${site.baseURL}/admin/log`);
  await expect(page.getByTestId('audit-row').filter({ hasText: 'Goodwill' }).first()).toBeVisible();
});

test("today's dashboard counts the front desk's arrivals and links to them", async ({ page, request }) => {
  const arriving = await arrivingToday(request);
  await consoleSignIn(page, site.baseURL, 'en', 'frontdesk');
  await page.goto(`${site.baseURL}/admin`);
  await expect(page.getByTestId('dashboard')).toBeVisible();
  const arrivals = page.getByTestId('figure-arrivals');
  await expect(arrivals).not.toContainText(/^\s*Arrivals today\s*0\s*$/);
  await expectAccessible(page);
  await arrivals.click();
  await expect(page).toHaveURL(/\/admin\/order\?view=arrivals$/);
  await expect(page.getByTestId('desk-order-row').filter({ hasText: arriving.bookingId })).toHaveCount(1);
});

test('a super admin finds a member and adjusts their balance with a reason; the member reads it in their log', async ({
  page,
}) => {
  await consoleSignIn(page, site.baseURL, 'zh-cn', 'admin');
  await page.goto(`${site.baseURL}/admin/user?q=emma_travels`);
  await page.getByTestId('member-row').first().getByRole('link').click();
  const form = page.getByTestId('adjust-money');
  await form.getByLabel(/变动金额/).fill('-99999999');
  await form.getByLabel(/原因/).fill('测试');
  await form.getByRole('button').click();
  await expect(page.getByTestId('adjust-money').getByRole('alert')).toHaveText('余额不能低于零。');
  await page
    .getByTestId('adjust-money')
    .getByLabel(/变动金额/)
    .fill('88.80');
  await page.getByTestId('adjust-money').getByLabel(/原因/).fill('入住体验补偿');
  await page.getByTestId('adjust-money').getByRole('button').click();
  await expect(page.getByText('余额已调整。').first()).toBeVisible();
  await expect(page.getByTestId('member-money-log')).toContainText('入住体验补偿');
  await expectAccessible(page);
  // A super admin may disable the member (after a dialog says what it does: kept, nothing happens), and enable them
  // again.
  await page.getByTestId('member-disable').click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('禁用会员');
  await expectAccessible(page);
  await ask.getByRole('button', { name: '暂不' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('member-disable')).toBeFocused();
  await page.getByTestId('member-disable').click();
  await page.getByTestId('member-disable-confirm').click();
  await expect(page.getByText('会员已禁用。').first()).toBeVisible();
  await page.getByTestId('member-status').getByRole('button').click();
  await expect(page.getByText('会员已启用。').first()).toBeVisible();
});
