export { DEFAULT_DATE_TIME, formatDateTime, formatMoney, formatNumber } from './intl';
export { maskEmail, maskMobile } from './mask';
export { DEFAULT_TIME_FORMAT, TIME_NONE, type TimeValue, timeFormat, toEpochMs } from './time';
export { arrayFullUrl, assetBase, DEFAULT_AVATAR, fullUrl } from './url';
