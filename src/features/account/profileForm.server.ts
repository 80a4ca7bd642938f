/** The props of the ProfileForm island on the profile page: values, upload hints and rules, strings translated here. */

import { MOTTO_MAX_LENGTH } from '~/contract/accountInput';
import { avatarUrl } from '~/features/site/index.server';
import { fileFieldText, UPLOAD_KEYS, uploadHints, uploadRules } from '~/features/upload';
import { pickNamespaces, resources } from '~/i18n';
import type { SiteInfo } from '~/lib/api/types';
import type { ProfileFormProps } from './ProfileForm';
import type { ProfileValues } from './profile.server';

export function profileFormProps(
  locals: App.Locals,
  site: SiteInfo,
  form: { action: string; values: ProfileValues; fieldErrors: Record<string, string> },
  formatNumber: (value: number) => string,
): ProfileFormProps {
  const { t, lang } = locals;
  const a = (key: string, options?: Record<string, unknown>) => t('account', key, options);
  const problem = (key: string) => t('utils', key);
  const { accept, maxMiB } = uploadHints(site.upload);
  return {
    ...form,
    avatar: { previewUrl: avatarUrl(form.values.avatar, site.cdnUrl), accept, rules: uploadRules(site.upload) },
    maxBirthday: new Date().toISOString().slice(0, 10),
    mottoMaxLength: MOTTO_MAX_LENGTH,
    text: {
      form: a('Profile'),
      avatar: {
        label: a('Avatar'),
        hint: a('Avatar hint', { size: `${formatNumber(maxMiB)} MiB` }),
        alt: a('Avatar'),
        problems: {
          [UPLOAD_KEYS.incomplete]: problem(UPLOAD_KEYS.incomplete),
          [UPLOAD_KEYS.type]: problem(UPLOAD_KEYS.type),
          [UPLOAD_KEYS.size]: problem(UPLOAD_KEYS.size),
        },
        file: fileFieldText(t),
      },
      username: a('User name'),
      nickname: a('User nickname'),
      gender: a('Gender'),
      genders: [
        { value: '0', label: a('Secrecy') },
        { value: '1', label: a('Male') },
        { value: '2', label: a('Female') },
      ],
      birthday: a('Birthday'),
      motto: a('Personal signature'),
      // The template itself: the island counts as the person types.
      charactersLeft: resources[lang]?.account?.['{{count}} characters left'] ?? '{{count}}',
      save: a('Save'),
    },
    validate: pickNamespaces(lang, ['validate'])[lang]?.validate ?? {},
  };
}
