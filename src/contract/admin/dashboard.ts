/**
 * `GET /admin/Dashboard/index` (BuildAdmin's `remark`, and today at the operator's hotels; docs/design/operators.md
 * §7). Money in minor units of the site's currency; days `YYYY-MM-DD`, "today" in each hotel's zone (the totals of
 * the day in the site's zone).
 */
export interface DashboardHotel {
  hotel_id: number;
  name: string;
  arrivals: number;
  departures: number;
  in_house: number;
  /** Paid, waiting for the hotel's confirmation. */
  to_confirm: number;
  /** Room nights sold and offered in the next 30 nights. */
  sold: number;
  allotment: number;
}

export interface DashboardData {
  remark: string;
  hotels: DashboardHotel[];
  today: { cancellations: number; refunds: number };
  /** The last 30 days, oldest first: payments minus refunds of each day. */
  revenue: { day: string; amount: number }[];
  currency: string;
}

export interface DashboardCalls {
  'dashboard/index': { GET: DashboardData };
}
