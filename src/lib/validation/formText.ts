/** A form field as text ('' for missing or file fields). */
export const text = (value: FormDataEntryValue | null | undefined): string => (typeof value === 'string' ? value : '');
