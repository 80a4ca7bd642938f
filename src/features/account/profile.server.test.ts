import { describe, expect, it } from 'vitest';
import type { UserInfo } from '~/lib/api/types';
import { profileFromInfo, profileValues } from './profile.server';

describe('profile form data', () => {
  it('starts from the member info; the default picture is no avatar', () => {
    const info = {
      avatar: '/static/images/avatar.png',
      username: 'demo',
      nickname: 'D',
      gender: 2,
      birthday: null,
      motto: 'm',
    };
    expect(profileFromInfo(info as UserInfo)).toEqual({
      avatar: '',
      username: 'demo',
      nickname: 'D',
      gender: '2',
      birthday: '',
      motto: 'm',
    });
  });
  it('reads a posted form, files ignored', () => {
    const form = new FormData();
    form.set('nickname', 'N');
    form.set('avatarFile', new Blob(['x']), 'a.png');
    expect(profileValues(form)).toMatchObject({ nickname: 'N', gender: '0', avatar: '', username: '' });
  });
});
