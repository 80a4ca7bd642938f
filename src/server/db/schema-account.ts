/** Tables of member account data: balance and points logs, attachments (Membership issue). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the account tables.
export interface AccountTables {}
