import type { SeedAuthor } from './model/types';

/**
 * The seeded readers who comment and write member stories beside the demo member. They cannot sign in: their
 * password is a random one nobody knows (`../seed.ts`).
 */
export const READERS: Record<Exclude<SeedAuthor, 'demo'>, { username: string; nickname: string }> = {
  'reader-lin': { username: 'lin_xiaoyu', nickname: '林小雨' },
  'reader-zhou': { username: 'zhou_hang', nickname: '周航' },
  'reader-emma': { username: 'emma_travels', nickname: 'Emma Clarke' },
  'reader-kenji': { username: 'kenji_w', nickname: 'Kenji Watanabe' },
};
