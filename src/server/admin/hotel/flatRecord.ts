/** A catalogue row as the audit log keeps it: its fields, and its texts of every language flattened (`name_zh_cn`). */
import { textField } from '~/lib/catalogue/codes';

export function flatRecord<T extends { texts: Record<string, object> }>(row: T): Record<string, unknown> {
  const { texts, ...fields } = row;
  const flat: Record<string, unknown> = { ...fields };
  for (const [lang, text] of Object.entries(texts)) {
    for (const [field, value] of Object.entries(text)) flat[textField(field, lang)] = value;
  }
  return flat;
}
