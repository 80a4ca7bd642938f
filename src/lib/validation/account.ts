/** Form schemas of the account pages (Membership issue). */
export {};
