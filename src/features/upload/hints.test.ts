import { describe, expect, it } from 'vitest';
import { uploadHints, uploadRules } from './hints';

describe('upload hints and rules', () => {
  it('turns the upload config into the file input hints', () => {
    expect(uploadHints({ allowedSuffixes: 'jpg,.png', maxSize: 10 * 1024 * 1024 })).toEqual({
      accept: '.jpg,.png',
      maxMiB: 10,
    });
    expect(uploadHints({ allowedSuffixes: ['gif'], maxSize: 1_500_000 })).toEqual({ accept: '.gif', maxMiB: 1.4 });
  });

  it('reads both lists of the rules as lower-case lists', () => {
    expect(
      uploadRules({ mode: 'local', maxSize: 5, allowedSuffixes: 'JPG, png', allowedMimeTypes: ['image/png'] }),
    ).toEqual({ mode: 'local', maxSize: 5, allowedSuffixes: ['jpg', 'png'], allowedMimeTypes: ['image/png'] });
  });
});
