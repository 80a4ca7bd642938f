/** The demo member's credentials (printed by the README, used by tests); its team shares the password. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_MOBILE = '13800138000';
export const DEMO_NICKNAME = '演示会员';
export const DEMO_CREDENTIALS = { username: DEMO_USERNAME, password: DEMO_PASSWORD } as const;
