/**
 * The rental rules of the demo fleet, from two templates (as the hotels' house rules): self-drive and with a
 * driver. Every car also follows the transfer rules. Plain text, paragraphs split on blank lines.
 */
import type { RulesTemplate, SeedCar, SeedText } from './types';

/** "1 year of driving", "3 years of driving". */
const drivingYears = (years: number) => `${years} ${years === 1 ? 'year' : 'years'} of driving`;

const TRANSFER: SeedText = {
  'zh-cn':
    '接机/接站：司机在到达口举牌等候，凭航班号或车次跟踪晚点，落地或到站后免费等候 60 分钟。送机/送站：司机按约定时间在酒店大堂门口等候，请预留充足的值机时间。',
  en: 'Transfers: your driver waits at arrivals with a name sign and follows your flight or train number, so a delay costs nothing; 60 minutes of waiting after landing or arrival are free. Departures: the driver waits at the hotel entrance at the agreed time; leave enough time to check in.',
};

const TEMPLATES: Record<RulesTemplate, (car: SeedCar) => SeedText> = {
  self_drive: (car) => ({
    'zh-cn': `自驾须持有效中国驾驶证或临时驾驶许可，年满 ${car.minDriverAge ?? 21} 周岁且驾龄不少于 ${car.licenceYears ?? 1} 年，取车时出示身份证件与驾驶证原件。\n\n取车与还车均在所订酒店。还车时${car.energy === 'electric' ? '电量' : '油量'}须与取车时一致，否则按实际补足收费；路桥费、停车费及交通违章由租车人承担。车内禁止吸烟。`,
    en: `Self-drive needs a driving licence valid in China or a temporary driving permit, an age of at least ${car.minDriverAge ?? 21} and ${drivingYears(car.licenceYears ?? 1)}; bring your ID and licence at pick-up.\n\nThe car is delivered to and returned at your hotel. Return it with the same ${car.energy === 'electric' ? 'charge' : 'fuel'} level or the difference is charged; tolls, parking and traffic fines are the hirer's. No smoking in the car.`,
  }),
  with_driver: () => ({
    'zh-cn':
      '包车含专业司机，每天服务 8 小时、100 公里，超时每小时及超出里程另行结算，由司机现场说明。行程可在出发前与司机商定，跨城行程请提前告知前台。',
    en: 'Hire with a driver covers 8 hours and 100 km a day; extra hours and kilometres are settled with the driver on the day at the posted rates. Plan the day with your driver before setting off, and tell the front desk in advance about any trip out of town.',
  }),
};

/** The car's rules: its hire template, then the transfer rules. */
export function carRules(car: SeedCar): SeedText {
  const hire = TEMPLATES[car.withDriver ? 'with_driver' : 'self_drive'](car);
  return { 'zh-cn': `${hire['zh-cn']}\n\n${TRANSFER['zh-cn']}`, en: `${hire.en}\n\n${TRANSFER.en}` };
}
