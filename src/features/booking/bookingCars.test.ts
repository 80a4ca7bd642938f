import { describe, expect, it } from 'vitest';
import {
  carLogistics,
  carLogisticsIssues,
  carPickParams,
  parseCarPicks,
  parseTransferOption,
  pickOfField,
  transferOptionValue,
  withoutRefused,
} from './bookingCars';

describe('transfer options', () => {
  it('round-trips a car and place through the select', () => {
    expect(parseTransferOption(transferOptionValue({ car: 12, place: 3 }))).toEqual({ car: 12, place: 3 });
  });

  it('reads "none" and anything malformed as no transfer', () => {
    for (const value of ['', ':', '12', '12:', ':3', '0:3', '12:0', '1:2:3', 'a:b', '-1:2', '1e3:2', '1234567890:1']) {
      expect(parseTransferOption(value)).toBeUndefined();
    }
  });

  it('prefers the select, falls back to the API pairs, and writes the pairs', () => {
    const picks = parseCarPicks(
      new URLSearchParams('transfer_in=4:7&transfer_in_car=9&transfer_in_place=9&transfer_out_car=2'),
    );
    expect(picks).toEqual({ transferIn: { car: 4, place: 7 } });
    expect(carPickParams(picks)).toEqual({ transfer_in_car: 4, transfer_in_place: 7 });
    expect(carPickParams({})).toEqual({});
  });
});

describe('transfer logistics', () => {
  const arrival = { transferIn: { car: 1, place: 2 } };

  it('sends the time and number of the chosen transfers only', () => {
    expect(
      carLogistics(arrival, { transfer_in_time: ' 14:30 ', transfer_in_number: 'mu5101', transfer_out_time: '09:00' }),
    ).toEqual({ transfer_in_time: '14:30', transfer_in_number: 'mu5101' });
  });

  it('needs a time as HH:MM and a number of the known shape', () => {
    expect(carLogisticsIssues(arrival, {}).map((issue) => [issue.field, issue.key])).toEqual([
      ['transfer_in_time', 'Please input field'],
    ]);
    expect(
      carLogisticsIssues(arrival, { transfer_in_time: '25:00', transfer_in_number: 'MU-5101!' }).map(
        (issue) => issue.field,
      ),
    ).toEqual(['transfer_in_time', 'transfer_in_number']);
    expect(carLogisticsIssues(arrival, { transfer_in_time: '07:05', transfer_in_number: 'g 7' })).toEqual([]);
    expect(carLogisticsIssues({}, {})).toEqual([]);
  });
});

describe('the day hire', () => {
  it('reads a car, a first day and 1 to 99 days, or nothing', () => {
    expect(parseCarPicks(new URLSearchParams('rental_car=4&rental_from=2027-01-05&rental_days=2')).rental).toEqual({
      car: 4,
      from: '2027-01-05',
      days: 2,
    });
    for (const query of [
      'rental_car=&rental_from=2027-01-05&rental_days=2',
      'rental_car=4&rental_from=tomorrow&rental_days=2',
      'rental_car=4&rental_from=2027-01-05&rental_days=0',
      'rental_car=4&rental_from=2027-01-05&rental_days=100',
      'rental_car=4&rental_days=2',
    ]) {
      expect(parseCarPicks(new URLSearchParams(query)).rental).toBeUndefined();
    }
  });

  it('writes the API parameters, needs a pick-up time and names the pick of a refused field', () => {
    const picks = { rental: { car: 4, from: '2027-01-05', days: 2 } };
    expect(carPickParams(picks)).toEqual({ rental_car: 4, rental_from: '2027-01-05', rental_days: 2 });
    expect(carLogistics(picks, { rental_time: ' 09:00 ' })).toEqual({ rental_time: '09:00' });
    expect(carLogisticsIssues(picks, {}).map((issue) => issue.field)).toEqual(['rental_time']);
    expect(carLogisticsIssues(picks, { rental_time: '9am' }).map((issue) => issue.key)).toEqual([
      'Please enter a time as HH:MM',
    ]);
    expect(pickOfField('rental_days')).toBe('rental');
    expect(pickOfField('transfer_out')).toBe('transferOut');
    expect(pickOfField('transfer_out_time')).toBeUndefined();
    expect(pickOfField(undefined)).toBeUndefined();
    expect(withoutRefused({ ...picks, transferIn: { car: 1, place: 2 } }, 'rental_from')).toEqual({
      picks: { transferIn: { car: 1, place: 2 } },
      pick: 'rental',
    });
    expect(withoutRefused(picks, 'transfer_in')).toBeUndefined();
    expect(withoutRefused(picks, 'checkin')).toBeUndefined();
  });
});
