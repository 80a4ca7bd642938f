/**
 * The rows a booking writes (pure): the order, its guests, its price lines and its car services, from the member,
 * the request, the contact form, the quote priced inside the booking's transaction and the snapshots taken before it.
 */
import type { Insertable } from 'kysely';
import type { BookingContact } from '~/contract/orderInput';
import type { UserRow } from '~/server/db/schema';
import type { OrderCarTable } from '~/server/db/schema-car';
import type { NewHotelOrder, OrderGuestTable, OrderPriceLineTable } from '~/server/db/schema-order';
import type { CarSnapshot } from '~/server/modules/car';
import type { QuoteAnswer, QuoteRequest } from './quote';
import { orderScopeOf } from './scope';

/** What a booking is made of before its transaction: the request, the contact form and the snapshots. */
export interface BookingDraft {
  request: QuoteRequest;
  contact: BookingContact;
  /** The hotel, room type and policy as booked (JSON). */
  snapshot: string;
  /** Each car service's car and place as booked, in the request's order. */
  carSnapshots: CarSnapshot[];
}

/** The order row: who booked it (a sub-account books on its main account's wallet), the stay, the money, the contact. */
export function orderRow(
  user: Pick<UserRow, 'id' | 'parent_id' | 'username' | 'nickname'>,
  draft: BookingDraft,
  quote: QuoteAnswer,
  bookingId: string,
  now: number,
): NewHotelOrder {
  const { request, contact } = draft;
  const { roomType, hotel, stay, nights, party, extras, settings } = request;
  return {
    booking_id: bookingId,
    request_id: contact.request_id,
    user_id: orderScopeOf(user).ownerId,
    user_account: user.username,
    booked_by: user.id,
    booked_by_nickname: user.nickname,
    hotel_id: hotel.id,
    room_type_id: roomType.id,
    city_id: hotel.city_id,
    time_zone: hotel.time_zone,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights,
    rooms: party.rooms,
    room_nights: nights * party.rooms,
    adults: party.adults,
    children: party.childAges.length,
    child_ages: party.childAges.join(','),
    breakfast: extras.breakfast ? 1 : 0,
    extra_beds: extras.extraBeds,
    meal_type: roomType.meal_type,
    bed_type: roomType.bed_type,
    currency: quote.currency,
    rooms_subtotal: quote.rooms_subtotal,
    extras_subtotal: quote.extras_subtotal,
    fees_total: quote.fees_total,
    cars_subtotal: quote.cars_subtotal,
    total_price: quote.total,
    price_per_night: quote.price_per_night,
    quote_hash: quote.quote_hash,
    snapshot: draft.snapshot,
    contact_person: contact.contact_person,
    contact_area_code: contact.contact_area_code,
    contact_phone: contact.contact_phone,
    email: contact.email,
    nationality: contact.nationality,
    city: contact.city,
    address: contact.address,
    zip: contact.zip,
    special_requests: contact.special_requests,
    expire_time: now + settings.orderExpireMinutes * 60,
    pay_time: null,
    confirm_time: null,
    checked_in_time: null,
    complete_time: null,
    cancel_time: null,
    settle_time: null,
    create_time: now,
    update_time: now,
  };
}

/** Guests spread over the rooms: adults first, one per room in turn, then the children. */
export function guestRows(
  orderId: number,
  names: readonly string[],
  adults: number,
  childAges: readonly number[],
  rooms: number,
): Insertable<OrderGuestTable>[] {
  return names.map((full_name, index) => {
    const child = index >= adults;
    const turn = child ? index - adults : index;
    return {
      order_id: orderId,
      position: index + 1,
      room_no: (turn % rooms) + 1,
      full_name,
      is_child: child ? 1 : 0,
      age: child ? (childAges[index - adults] ?? null) : null,
    };
  });
}

/** The quote's lines as the order keeps them, numbered from 1. */
export function priceLineRows(orderId: number, quote: Pick<QuoteAnswer, 'lines'>): Insertable<OrderPriceLineTable>[] {
  return quote.lines.map((line, index) => ({
    order_id: orderId,
    position: index + 1,
    kind: line.kind,
    code: line.code,
    night: line.night,
    quantity: line.quantity,
    unit_price: line.unit_price,
    amount: line.amount,
  }));
}

/** The car services as booked: each with its price from the quote and its snapshot; every guest rides along. */
export function carServiceRows(
  orderId: number,
  draft: Pick<BookingDraft, 'request' | 'carSnapshots'>,
  quote: Pick<QuoteAnswer, 'car_services'>,
  passengers: number,
): Insertable<OrderCarTable>[] {
  return draft.request.cars.map((choice, index) => ({
    order_id: orderId,
    position: index + 1,
    service: choice.service,
    direction: choice.direction,
    car_id: choice.car.id,
    place_id: choice.placeId,
    day: choice.day,
    days: choice.days,
    time: choice.time,
    number: choice.number,
    passengers,
    unit_price: quote.car_services[index]?.unit_price ?? 0,
    amount: quote.car_services[index]?.amount ?? 0,
    snapshot: JSON.stringify(draft.carSnapshots[index] ?? {}),
  }));
}
