export { formatDateTime, formatMoney, formatNumber } from './intl';
export { timeFormat } from './time';
export { DEFAULT_AVATAR, fullUrl } from './url';
