import { describe, expect, it } from 'vitest';
import { resources } from '~/i18n';
import { FILE_FIELD_KEYS, fileFieldText } from './text';

describe('fileFieldText', () => {
  it('asks the utils namespace for each word of the field', () => {
    const asked: string[] = [];
    const text = fileFieldText((namespace, key) => {
      asked.push(`${namespace}:${key}`);
      return `<${key}>`;
    });
    expect(text).toEqual({
      choose: '<Choose a file>',
      none: '<No file chosen>',
      chosen: '<File chosen, uploaded on save>',
    });
    expect(asked).toEqual(Object.values(FILE_FIELD_KEYS).map((key) => `utils:${key}`));
  });

  it('has every word in both languages, in each one its own', () => {
    for (const key of Object.values(FILE_FIELD_KEYS)) {
      expect(resources.en?.utils?.[key], key).toBeTruthy();
      expect(resources['zh-cn']?.utils?.[key], key).toBeTruthy();
      expect(resources['zh-cn']?.utils?.[key], key).not.toBe(resources.en?.utils?.[key]);
    }
  });
});
