import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notifications, dismissAll } from '~/stores/notifications';
import { UPLOAD_KEYS } from './checks';
import ImageUpload, { type ImageUploadProps } from './ImageUpload';

// A fresh recorder per test (clearing one shared mock makes Vitest fail a test whose upload rejects on purpose).
const api = vi.hoisted(() => ({ upload: (..._args: unknown[]): Promise<unknown> => Promise.resolve() }));
vi.mock('./endpoint', () => ({ uploadFile: (...args: unknown[]) => api.upload(...args) }));
let uploadFile = vi.fn();
vi.mock('~/features/site', () => ({ getBrowserApi: () => ({ client: { name: 'browser client' } }) }));

const props: ImageUploadProps = {
  name: 'avatar',
  fileName: 'avatarFile',
  value: '/storage/avatar/old.png',
  previewUrl: 'https://cdn.example/storage/avatar/old.png',
  accept: '.png,.jpg',
  rules: { mode: 'local', maxSize: 1000, allowedSuffixes: ['png', 'jpg'], allowedMimeTypes: [] },
  topic: 'avatar',
  testid: 'avatar',
  text: {
    label: 'Avatar',
    hint: 'PNG or JPG',
    alt: 'Your avatar',
    problems: {
      [UPLOAD_KEYS.incomplete]: 'Incomplete file',
      [UPLOAD_KEYS.type]: 'Type not allowed',
      [UPLOAD_KEYS.size]: 'File too large',
    },
    file: { choose: 'Choose a file', none: 'No file chosen', chosen: 'File chosen, uploaded on save' },
  },
};

const choose = (file: File) => {
  const input = screen.getByTestId('avatar-file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return input;
};
const hidden = () => screen.getByTestId('avatar-value') as HTMLInputElement;
const messages = () => $notifications.get().map((n) => `${n.type}: ${n.message}`);

beforeEach(() => {
  uploadFile = vi.fn();
  api.upload = uploadFile;
});
afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

describe('ImageUpload', () => {
  it('renders the file field the form posts without JavaScript, with the current picture', () => {
    const { container } = render(<ImageUpload {...props} error="Refused by the server" />);
    const input = screen.getByLabelText('Avatar') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.name).toBe('avatarFile');
    expect(input.accept).toBe('.png,.jpg');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(
      'field-avatarFile-name field-avatarFile-hint field-avatar-error',
    );
    expect(hidden().name).toBe('avatar');
    expect(hidden().value).toBe('/storage/avatar/old.png');
    expect(screen.getByAltText('Your avatar').getAttribute('src')).toBe(props.previewUrl);
    expect(screen.getByTestId('avatar-error').textContent).toBe('Refused by the server');
    expect(container.querySelector('#field-avatar-error')).not.toBeNull();
  });

  it('refuses a file of another type or over the size before sending anything', async () => {
    render(<ImageUpload {...props} />);
    let input = choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(messages()).toEqual(['error: Type not allowed']));
    expect(screen.getByTestId('avatar-error').textContent).toBe('Type not allowed');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('avatar-file-name').textContent).toBe('No file chosen');
    input = choose(new File([new Uint8Array(1001)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('avatar-error').textContent).toBe('File too large'));
    expect(uploadFile).not.toHaveBeenCalled();
    expect(hidden().value).toBe('/storage/avatar/old.png');
    await waitFor(() => expect(input.disabled).toBe(false));
  });

  it('uploads a good file at once, keeps its URL for the form and shows it', async () => {
    uploadFile.mockResolvedValue({
      code: 1,
      msg: '',
      time: 0,
      data: { file: { url: '/storage/avatar/new.png', full_url: 'https://cdn.example/storage/avatar/new.png' } },
    });
    render(<ImageUpload {...props} error="An old complaint" />);
    const file = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
    choose(file);
    await waitFor(() => expect(hidden().value).toBe('/storage/avatar/new.png'));
    expect(uploadFile).toHaveBeenCalledTimes(1);
    expect(uploadFile).toHaveBeenCalledWith({ name: 'browser client' }, file, 'me.png', {
      driver: 'local',
      topic: 'avatar',
      loading: true,
    });
    expect(screen.getByAltText('Your avatar').getAttribute('src')).toBe('https://cdn.example/storage/avatar/new.png');
    expect(screen.getByTestId('avatar-error').textContent).toBe('');
    const input = screen.getByTestId('avatar-file') as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.value).toBe('');
    // The input is empty again, the field still names the picture it holds.
    expect(screen.getByTestId('avatar-file-name').textContent).toBe('me.png');
  });

  it('keeps the saved picture and shows the reason when the API refuses the file', async () => {
    uploadFile.mockResolvedValue({ code: 0, msg: 'The file is not an image', time: 0, data: null });
    render(<ImageUpload {...props} />);
    choose(new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('avatar-error').textContent).toBe('The file is not an image'));
    expect(hidden().value).toBe('/storage/avatar/old.png');
    expect(screen.getByAltText('Your avatar').getAttribute('src')).toBe(props.previewUrl);
    expect(screen.getByTestId('avatar-file-name').textContent).toBe('No file chosen');
  });

  it('shows a failed transport beside the field and lets the person try again', async () => {
    uploadFile.mockRejectedValue(new Error('Network error'));
    render(<ImageUpload {...props} />);
    const input = choose(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('avatar-error').textContent).toBe('Network error'));
    expect(input.disabled).toBe(false);
  });
});
