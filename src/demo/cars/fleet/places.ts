/** The demo fleet's airports and stations (hotels of the catalogue are places too, added by the seed). */
import type { SeedPlace } from './types';

export const SEED_PLACES: SeedPlace[] = [
  {
    city: 'shanghai',
    kind: 'airport',
    code: 'PVG-T1',
    name: { 'zh-cn': '上海浦东国际机场 T1', en: 'Shanghai Pudong International Airport T1' },
  },
  {
    city: 'shanghai',
    kind: 'airport',
    code: 'PVG-T2',
    name: { 'zh-cn': '上海浦东国际机场 T2', en: 'Shanghai Pudong International Airport T2' },
  },
  {
    city: 'shanghai',
    kind: 'airport',
    code: 'SHA-T2',
    name: { 'zh-cn': '上海虹桥国际机场 T2', en: 'Shanghai Hongqiao International Airport T2' },
  },
  {
    city: 'shanghai',
    kind: 'station',
    code: 'SHA-HQ-RAIL',
    name: { 'zh-cn': '上海虹桥站', en: 'Shanghai Hongqiao Railway Station' },
  },
  {
    city: 'beijing',
    kind: 'airport',
    code: 'PEK-T3',
    name: { 'zh-cn': '北京首都国际机场 T3', en: 'Beijing Capital International Airport T3' },
  },
  {
    city: 'beijing',
    kind: 'airport',
    code: 'PKX',
    name: { 'zh-cn': '北京大兴国际机场', en: 'Beijing Daxing International Airport' },
  },
  {
    city: 'beijing',
    kind: 'station',
    code: 'BJ-SOUTH',
    name: { 'zh-cn': '北京南站', en: 'Beijing South Railway Station' },
  },
  {
    city: 'hangzhou',
    kind: 'airport',
    code: 'HGH',
    name: { 'zh-cn': '杭州萧山国际机场', en: 'Hangzhou Xiaoshan International Airport' },
  },
  {
    city: 'hangzhou',
    kind: 'station',
    code: 'HZ-EAST',
    name: { 'zh-cn': '杭州东站', en: 'Hangzhou East Railway Station' },
  },
  {
    city: 'sanya',
    kind: 'airport',
    code: 'SYX',
    name: { 'zh-cn': '三亚凤凰国际机场', en: 'Sanya Phoenix International Airport' },
  },
  { city: 'sanya', kind: 'station', code: 'SANYA-RAIL', name: { 'zh-cn': '三亚站', en: 'Sanya Railway Station' } },
];
