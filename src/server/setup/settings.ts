/** The site settings of a fresh database (the `config` table), in both languages where they differ. */

/** name → [group, zh-cn value, en value (only for translatable settings that differ)] */
export const DEFAULT_SETTINGS: Record<string, [string, string, string?]> = {
  site_name: ['basics', '礼宾酒店', 'Concierge Hotels'],
  record_number: ['basics', '京ICP备00000000号-1'],
  version: ['basics', 'v1.0.0'],
  cdn_url: ['basics', ''],
  open_member_center: ['basics', '1'],
  upload_max_size: ['upload', '10mb'],
  upload_allowed_suffixes: ['upload', 'jpg,png,bmp,jpeg,gif,webp,zip,rar,wav,mp4,mp3'],
  upload_allowed_mime_types: ['upload', ''],
  upload_mode: ['upload', 'local'],
  upload_save_name: ['upload', '/storage/{topic}/{year}{mon}{day}/{fileName}{fileSha1}{.suffix}'],
  // Booking rules (modules/hotel/settings.ts holds the same defaults for databases without these rows).
  hotel_order_expire_minutes: ['hotel', '30'],
  hotel_booking_horizon_days: ['hotel', '365'],
  hotel_max_nights: ['hotel', '30'],
  hotel_max_rooms: ['hotel', '8'],
  hotel_max_pending_orders: ['hotel', '5'],
  // Content rules (modules/cms/settings.ts holds the same defaults for databases without these rows).
  cms_comment_min_interval: ['cms', '15'],
  cms_comment_per_hour: ['cms', '30'],
  cms_comment_max_length: ['cms', '500'],
  cms_submit_per_day: ['cms', '20'],
  cms_related_count: ['cms', '4'],
  // Car services (modules/car/settings.ts holds the same defaults for databases without these rows).
  car_min_lead_hours: ['car', '4'],
  car_max_rental_days: ['car', '14'],
  // Team rules (modules/subaccount/settings.ts holds the same default for databases without this row).
  subaccount_max: ['subaccount', '10'],
};
