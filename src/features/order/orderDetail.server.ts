/**
 * `/user/order/detail/{id}` (layout cms): every SPEC §3 field of one of the member's bookings, its guests, the price
 * night by night, the cancellation timeline and what cancelling refunds now; Pay and Cancel as plain POST forms
 * (`op=pay` / `op=cancel`) whose results are the API's messages, shown as the page's notices. Cancel is confirmed
 * first: `?confirm=cancel` shows the refund cancelling gives now (`refundPreview`) and the form that posts. An id
 * that is not one of the member's bookings is not a page (404).
 */
import type { AstroCookies } from 'astro';
import type { OrderDetail } from '~/contract/order';
import { loadMemberPage } from '~/features/member/index.server';
import type { SiteView } from '~/features/site/index.server';
import { CODE_SUCCESS } from '~/lib/api/types';
import { formatNumber } from '~/lib/format/intl';
import { auth } from '~/lib/menus';
import { mainAccountOf } from '~/lib/subaccount/mainAccount';
import { type CarServiceRow, carServiceRows } from './carServices';
import { createOrderEndpoints } from './endpoints';
import { type OrderFieldRow, orderFields } from './orderFields';
import { formatDay, orderFormat } from './orderFormat';
import { ORDERS_PATH } from './ordersPage.server';
import {
  DEFAULT_PAY_CHANNEL,
  isPayChannelName,
  type PayChannelOption,
  paidChannelText,
  payChannelLabel,
  payChannels as payChannelNames,
  payChannelOptions,
} from './payChannels';
import { type PayOffer, payBalance, payOffer } from './payOffer';
import { refundPreview } from './refundPreview';

export interface DetailLine {
  night: string;
  label: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/** The `?confirm=cancel` step: what cancelling now refunds, before the member confirms. */
export interface CancelConfirmView {
  title: string;
  stay: string;
  rows: { label: string; value: string; strong?: boolean }[];
  /** Until when this refund holds, and what comes after (a paid booking whose refund drops later). */
  change: string | undefined;
  /** Where the refund goes (a paid booking). */
  destination: string | undefined;
}

export interface OrderDetailPageData {
  view: SiteView;
  title: string;
  order: OrderDetail;
  fields: OrderFieldRow[];
  guests: { room: string; name: string; kind: string }[];
  lines: DetailLine[];
  /** The car services booked with the stay (none: `[]`). */
  carServices: CarServiceRow[];
  totals: { label: string; value: string; strong?: boolean }[];
  /** What cancelling now refunds, as a sentence (only while the booking can be cancelled). */
  refundNow: string | undefined;
  cancelledAt: string | undefined;
  payBefore: string | undefined;
  /** The Pay form, "Waiting for payment by …" (a sub-account without the pay button), or nothing. */
  pay: PayOffer;
  /**
   * The channels of the Pay form (`pay_channels` of the answer, translated; the balance first, the "Company balance"
   * for a sub-account).
   */
  payChannels: PayChannelOption[];
  mayCancel: boolean;
  /** Set while the member confirms a cancellation (`?confirm=cancel` of a booking they may cancel). */
  cancelConfirm: CancelConfirmView | undefined;
  payLabel: string;
  /** The member's balance beside Pay, and why Pay is disabled when it falls short (main accounts only). */
  payBalance: { text: string; short: string | undefined } | undefined;
  hotelTimes: string;
}

export type OrderDetailResult =
  | { page: OrderDetailPageData; redirect?: undefined; notFound?: undefined }
  | { page?: undefined; redirect: string; notFound?: undefined }
  | { page?: undefined; redirect?: undefined; notFound: true };

const ID_RE = /^[1-9]\d{0,9}$/;

export const orderIdOf = (param: string | undefined): number | undefined =>
  param && ID_RE.test(param) && Number(param) <= 2_147_483_647 ? Number(param) : undefined;

/** Pay or cancel from the page's POST form; the API's message becomes the page's notice. */
export async function submitOrderAction(context: { locals: App.Locals }, id: number, form: FormData): Promise<void> {
  const { locals } = context;
  const endpoints = createOrderEndpoints(locals.api.client);
  const op = form.get('op');
  if (op === 'pay') {
    // The API refuses a channel that is not on (`Payment method not available`): the page passes the choice on.
    const channel = form.get('channel');
    await endpoints.pay(id, isPayChannelName(channel) ? channel : DEFAULT_PAY_CHANNEL).catch(() => {
      locals.api.effects.notices.push({ type: 'error', message: locals.t('order', 'The action failed') });
    });
  } else if (op === 'cancel') {
    const reason = String(form.get('reason') ?? '')
      .trim()
      .slice(0, 200);
    await endpoints.cancel(id, reason).catch(() => {
      locals.api.effects.notices.push({ type: 'error', message: locals.t('order', 'The action failed') });
    });
  } else if (op === 'invoice') {
    const field = (name: string, max: number) =>
      String(form.get(name) ?? '')
        .trim()
        .slice(0, max);
    const request = { title: field('title', 100), tax_id: field('tax_id', 30), email: field('email', 100) };
    await endpoints.invoice(id, request).catch(() => {
      locals.api.effects.notices.push({ type: 'error', message: locals.t('order', 'The action failed') });
    });
  } else {
    locals.api.effects.notices.push({ type: 'error', message: locals.t('order', 'The action failed') });
  }
}

export async function loadOrderDetail(
  context: { locals: App.Locals; cookies: AstroCookies; url: URL },
  idParam: string | undefined,
): Promise<OrderDetailResult> {
  const id = orderIdOf(idParam);
  if (id === undefined) return { notFound: true };
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const { view, member } = result.page;
  const { t, lang } = context.locals;
  const o = (key: string, params?: Record<string, unknown>) => t('order', key, params);
  const f = orderFormat(lang, o);
  const res = await createOrderEndpoints(context.locals.api.client)
    .detail(id)
    .catch(() => undefined);
  if (res?.code !== CODE_SUCCESS) return { notFound: true };
  // A sub-account books on its main account's wallet: its balance is the "Company balance" here.
  const mainAccount = mainAccountOf(member.info);
  const companyWallet = mainAccount !== undefined;
  const order = { ...res.data, pay_channel_text: paidChannelText(t, res.data, companyWallet) };
  const money = (amount: number) => f.money(amount, order.currency);
  const balanceBesidePay = () => {
    const known = companyWallet
      ? undefined
      : payBalance(member.info.money, order.total_price, payChannelNames(order.pay_channels));
    if (!known) return undefined;
    return {
      text: o('Your balance: {{amount}}', { amount: money(known.balance) }),
      short: known.short > 0 ? o('balance.short', { amount: money(known.short) }) : undefined,
    };
  };
  const authNode = view.menus.authNode;
  const totals: OrderDetailPageData['totals'] = [{ label: o('Rooms subtotal'), value: money(order.rooms_subtotal) }];
  if (order.extras_subtotal > 0) totals.push({ label: o('Extras subtotal'), value: money(order.extras_subtotal) });
  if (order.fees_total > 0) totals.push({ label: o('Taxes and fees'), value: money(order.fees_total) });
  if ((order.cars_subtotal ?? 0) > 0) totals.push({ label: o('Car services'), value: money(order.cars_subtotal ?? 0) });
  totals.push({ label: o('field.total_price'), value: money(order.total_price), strong: true });
  if (order.paid_amount > 0) totals.push({ label: o('Paid amount'), value: money(order.paid_amount) });
  if (order.refund_amount > 0) totals.push({ label: o('Refunded amount'), value: money(order.refund_amount) });
  const refund = order.cancellation.refund_now;
  const percent = formatNumber(refund.refund_bp / 10_000, lang, { style: 'percent', maximumFractionDigits: 1 });
  const refundNow = !order.can_cancel
    ? undefined
    : order.paid_amount === 0
      ? o('Refund now unpaid')
      : refund.refund_amount > 0
        ? o('Refund now', { amount: money(refund.refund_amount), percent })
        : o('No refund now');
  const mayCancel = order.can_cancel && auth(authNode, ORDERS_PATH, 'cancel');
  let cancelConfirm: CancelConfirmView | undefined;
  if (mayCancel && context.url.searchParams.get('confirm') === 'cancel') {
    const preview = refundPreview(order, Math.floor(Date.now() / 1000));
    const rows: CancelConfirmView['rows'] =
      preview.paid === 0
        ? [{ label: o('Amount due'), value: money(order.total_price) }]
        : [
            { label: o('Paid amount'), value: money(preview.paid) },
            { label: o('Refund if you cancel now'), value: money(preview.refund), strong: true },
            { label: o('Not refunded'), value: money(preview.kept) },
          ];
    cancelConfirm = {
      title: o('Cancel booking {{id}}?', { id: order.booking_id }),
      stay: o('{{checkin}} – {{checkout}}', {
        checkin: f.day(order.checkin_date),
        checkout: f.day(order.checkout_date),
      }),
      rows,
      change: preview.change
        ? o(preview.change.refund > 0 ? 'Refund holds until {{time}}' : 'Refund holds until {{time}}, then none', {
            time: f.time(preview.change.at, order.time_zone),
            amount: money(preview.change.refund),
          })
        : undefined,
      destination:
        preview.refund > 0 && order.pay_channel_text
          ? o('Refund goes to {{channel}}', { channel: order.pay_channel_text })
          : undefined,
    };
  }
  return {
    page: {
      view,
      title: o('Booking {{id}}', { id: order.booking_id }),
      order,
      fields: orderFields(order, f),
      guests: order.guests.map((guest) => ({
        room: o('Room {{room}}', { room: guest.room_no }),
        name: guest.full_name,
        kind: guest.is_child ? o('Child, {{age}} years', { age: guest.age ?? '' }) : o('Adult'),
      })),
      lines: order.lines.map((line) => ({
        night: line.night ? formatDay(line.night, lang, { dateStyle: 'medium' }) : '',
        label: line.label,
        quantity: f.number(line.quantity),
        unitPrice: money(line.unit_price),
        amount: money(line.amount),
      })),
      carServices: carServiceRows(order.car_services ?? [], order.hotel_name, { day: f.day, money }, o),
      totals,
      refundNow,
      cancelledAt:
        order.cancel_time !== null
          ? o('Cancelled on {{time}}', { time: f.time(order.cancel_time, order.time_zone) })
          : undefined,
      payBefore:
        order.order_status === 'pending'
          ? o('Pay before {{time}}', { time: f.time(order.expire_time, order.time_zone) })
          : undefined,
      pay: payOffer(order.can_pay, auth(authNode, ORDERS_PATH, 'pay'), mainAccount),
      payChannels: payChannelOptions(order.pay_channels, (name) => payChannelLabel(t, name, companyWallet)),
      mayCancel,
      cancelConfirm,
      payLabel: o('Pay {{amount}}', { amount: money(order.total_price) }),
      payBalance: balanceBesidePay(),
      hotelTimes: o('Check-in from {{time}}, check-out until {{time2}}', {
        time: order.check_in_time,
        time2: order.check_out_time,
      }),
    },
  };
}
