/**
 * The profile form's extras in the browser: the avatar is checked and uploaded as soon as it is chosen (with a
 * preview), and the signature shows how many characters are left. Without JavaScript the form does both on submit.
 */

import { browserTranslator } from '~/features/site';
import { uploadChecked } from '~/features/upload';

export function enhanceProfileExtras(form: HTMLFormElement): void {
  const t = browserTranslator('account', form.ownerDocument);
  const motto = form.elements.namedItem('motto') as HTMLTextAreaElement | null;
  const count = form.querySelector<HTMLElement>('[data-motto-count]');
  if (motto && count) {
    const max = motto.maxLength > 0 ? motto.maxLength : 120;
    motto.addEventListener('input', () => {
      count.textContent = t('{{count}} characters left', { count: Math.max(0, max - [...motto.value].length) });
    });
  }

  const file = form.elements.namedItem('avatarFile') as HTMLInputElement | null;
  const hidden = form.querySelector<HTMLInputElement>('[data-avatar-value]');
  const preview = form.querySelector<HTMLImageElement>('[data-avatar-preview]');
  if (!file || !hidden) return;
  const config = {
    mode: form.dataset.uploadMode ?? 'local',
    maxSize: Number(form.dataset.maxSize ?? 0),
    allowedSuffixes: form.dataset.suffixes ?? '',
    allowedMimeTypes: form.dataset.mimes ?? '',
  };
  file.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    try {
      const uploaded = await uploadChecked(chosen, config, 'avatar');
      hidden.value = uploaded.url;
      if (preview) preview.src = uploaded.full_url || uploaded.url;
    } catch {
      // Already told: a notification for a refused file, the API's message for a failed upload.
    }
    // The file went up already (or was refused): the form must not send it again.
    file.value = '';
  });
}
