/** Form schemas of the membership pages (Membership issue). */
export {};
