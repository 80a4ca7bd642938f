import type { SeedText } from './types';

/** House rules that many of the mainland hotels share word for word. */
export const ID_CN: SeedText = {
  'zh-cn': '入住时每位成人须出示有效身份证件，境外宾客请出示护照。',
  en: 'Every adult must show valid ID at check-in; overseas guests need their passport.',
};
export const NO_PETS: SeedText = {
  'zh-cn': '酒店不接待宠物（导盲犬除外）。',
  en: 'Pets are not allowed, except guide dogs.',
};
export const NO_SMOKING: SeedText = {
  'zh-cn': '客房及室内公共区域全面禁烟。',
  en: 'Smoking is not permitted in rooms or indoor public areas.',
};
