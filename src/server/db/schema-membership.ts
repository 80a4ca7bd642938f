/** Tables of sign-in and verification: click captchas, verification codes, outbox (Membership issue). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the membership tables.
export interface MembershipTables {}
