import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_KEYS } from '~/features/upload';
import validate from '~/i18n/en/validate.json';
import { $notifications, dismissAll } from '~/stores/notifications';
import ProfileForm, { type ProfileFormProps } from './ProfileForm';

// The avatar's upload is ImageUpload's own test; here nothing may reach the API.
vi.mock('~/features/site', () => ({
  getBrowserApi: () => {
    throw new Error('no API in this test');
  },
}));

const props: ProfileFormProps = {
  action: '/user/account/profile',
  values: {
    avatar: '',
    username: 'demo',
    nickname: 'Demo',
    gender: '1',
    birthday: '1990-01-02',
    motto: 'Hi 👋',
  },
  fieldErrors: {},
  avatar: {
    previewUrl: '/static/images/avatar.png',
    accept: '.png',
    rules: { mode: 'local', maxSize: 1024, allowedSuffixes: ['png'], allowedMimeTypes: [] },
  },
  maxBirthday: '2026-11-23',
  mottoMaxLength: 120,
  text: {
    form: 'Profile',
    avatar: {
      label: 'Avatar',
      hint: 'PNG up to 1 KiB',
      alt: 'Avatar picture',
      problems: {
        [UPLOAD_KEYS.incomplete]: 'Incomplete',
        [UPLOAD_KEYS.type]: 'Wrong type',
        [UPLOAD_KEYS.size]: 'Too big',
      },
      file: { choose: 'Choose a file', none: 'No file chosen', chosen: 'File chosen, uploaded on save' },
    },
    username: 'User name',
    nickname: 'User nickname',
    gender: 'Gender',
    genders: [
      { value: '0', label: 'Secrecy' },
      { value: '1', label: 'Male' },
      { value: '2', label: 'Female' },
    ],
    birthday: 'Birthday',
    motto: 'Personal signature',
    charactersLeft: 'Characters left: {{count}}',
    save: 'Save',
  },
  validate,
};

afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: 'Profile' }) as HTMLFormElement;
/** The person enters the form: the schema loads (a lazy import the island starts on the first focus). */
const enter = async (label = 'User name') => {
  fireEvent.focusIn(field(label));
  await act(() => vi.dynamicImportSettled());
};

describe('ProfileForm island', () => {
  it('renders the multipart form the server handles without JavaScript, with the saved values', () => {
    render(<ProfileForm {...props} />);
    expect(form().method).toBe('post');
    expect(form().getAttribute('action')).toBe('/user/account/profile');
    expect(form().enctype).toBe('multipart/form-data');
    const data = new FormData(form());
    expect(Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      avatar: '',
      username: 'demo',
      nickname: 'Demo',
      gender: '1',
      birthday: '1990-01-02',
      motto: 'Hi 👋',
    });
    expect(field('Avatar').name).toBe('avatarFile');
    expect(field('Birthday').max).toBe('2026-11-23');
    // An emoji is one character, as the schema counts.
    expect(screen.getByText('Characters left: 116')).not.toBeNull();
  });

  it("shows the server's messages beside their fields", () => {
    render(
      <ProfileForm
        {...props}
        fieldErrors={{ nickname: 'Taken', birthday: 'Wrong day', motto: 'Too long', avatar: 'Not an image' }}
      />,
    );
    expect(field('User nickname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe('Taken');
    expect(field('Birthday').getAttribute('aria-describedby')).toBe('field-birthday-error');
    expect(screen.getByTestId('profile-birthday-error').textContent).toBe('Wrong day');
    expect(field('Personal signature').getAttribute('aria-describedby')).toBe('motto-count field-motto-error');
    expect(screen.getByTestId('avatar-error').textContent).toBe('Not an image');
  });

  it('checks a field with the shared schema once the person leaves it, and again as they type', async () => {
    render(<ProfileForm {...props} />);
    await enter('User nickname');
    const nickname = field('User nickname');
    fireEvent.input(nickname, { target: { value: 'bad nick!' } });
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe('');
    fireEvent.focusOut(nickname);
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe(validate.nicknameChsDash);
    fireEvent.input(nickname, { target: { value: 'Traveller_01' } });
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe('');
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
  });

  it('checks a field left before the schema arrived as soon as it does', async () => {
    render(<ProfileForm {...props} />);
    const nickname = field('User nickname');
    fireEvent.focusIn(nickname);
    fireEvent.input(nickname, { target: { value: 'bad nick!' } });
    fireEvent.focusOut(nickname);
    await waitFor(() =>
      expect(screen.getByTestId('profile-nickname-error').textContent).toBe(validate.nicknameChsDash),
    );
  });

  it('holds a submit made before the schema arrived, then checks it: a wrong form is not sent', async () => {
    render(<ProfileForm {...props} />);
    fireEvent.input(field('User name'), { target: { value: 'x' } });
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => fireEvent.submit(form()));
    expect(fireEvent.submit(form())).toBe(false);
    await enter();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('profile-username-error').textContent).toBe(validate['Please enter the correct account']);
    expect($notifications.get().map((n) => n.message)).toEqual(['Illegal input']);
  });

  it('blocks a submit that would fail: messages, the Illegal input notice, focus on the first field', async () => {
    render(<ProfileForm {...props} />);
    await enter();
    fireEvent.input(field('User name'), { target: { value: 'x' } });
    fireEvent.input(field('User nickname'), { target: { value: '' } });
    const sent = fireEvent.submit(form());
    expect(sent).toBe(false);
    expect(screen.getByTestId('profile-username-error').textContent).toBe(validate['Please enter the correct account']);
    expect(screen.getByTestId('profile-nickname-error').textContent).toBe('Enter your nickname');
    expect($notifications.get().map((n) => n.message)).toEqual(['Illegal input']);
    expect(document.activeElement).toBe(field('User name'));
  });

  it('lets a valid form post, whichever gender is chosen', async () => {
    render(<ProfileForm {...props} />);
    await enter();
    fireEvent.click(field('Female'));
    expect(fireEvent.submit(form())).toBe(true);
    expect(new FormData(form()).get('gender')).toBe('2');
    expect($notifications.get()).toHaveLength(0);
  });

  it('counts the characters left in the signature as the person types', () => {
    render(<ProfileForm {...props} />);
    fireEvent.input(field('Personal signature'), { target: { value: '行万里路' } });
    expect(screen.getByText('Characters left: 116')).not.toBeNull();
    fireEvent.input(field('Personal signature'), { target: { value: '' } });
    expect(screen.getByText('Characters left: 120')).not.toBeNull();
  });
});
