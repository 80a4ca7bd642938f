/** Test data shared by the store tests. */
import type { IndexData, UserInfo } from '~/lib/api/types';
import { rule } from './menus';

export function userInfo(partial: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    username: 'demo',
    nickname: 'Demo',
    email: 'demo@example.test',
    mobile: '',
    avatar: '/static/images/avatar.png',
    gender: 1,
    birthday: '2000-01-02',
    money: '12.50',
    score: 30,
    join_time: 1_700_000_000,
    last_login_time: 1_700_000_100,
    last_login_ip: '127.0.0.1',
    motto: 'hi',
    token: 'payload-token',
    refresh_token: 'payload-refresh',
    ...partial,
  };
}

export function indexData(partial: Partial<IndexData> = {}): IndexData {
  return {
    site: {
      siteName: 'Concierge',
      recordNumber: 'ICP-1',
      version: 'v1.0.0',
      cdnUrl: '//cdn.test',
      upload: { mode: 'local', maxSize: 10_485_760, allowedSuffixes: 'jpg,png', allowedMimeTypes: [] },
    },
    openMemberCenter: true,
    userInfo: [],
    rules: [rule({ id: 30, type: 'nav', name: 'hotel', path: 'hotel/list' })],
    menus: [],
    ...partial,
  };
}
