import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FileField, { type FileFieldProps } from './FileField';

const text = { choose: '选择文件', none: '未选择文件', chosen: '已选择文件，保存时上传' };
const props: FileFieldProps = {
  id: 'field-avatarFile',
  name: 'avatarFile',
  accept: '.png,.jpg',
  describedBy: 'field-avatarFile-hint field-avatar-error',
  testid: 'avatar-file',
  text,
  onChange: () => undefined,
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FileField', () => {
  it('server-renders a named file input behind a translated button, with both states for CSS to pick', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<FileField {...props} />);
    const input = host.querySelector('input') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.name).toBe('avatarFile');
    expect(input.accept).toBe('.png,.jpg');
    // `required` only lets CSS tell an empty field from a chosen one (`:valid`) until the island wakes.
    expect(input.required).toBe(true);
    const button = host.querySelector('label') as HTMLLabelElement;
    expect(button.htmlFor).toBe('field-avatarFile');
    expect(button.textContent).toBe('选择文件');
    expect(host.querySelector('.file-field-none')?.textContent).toBe('未选择文件');
    expect(host.querySelector('.file-field-chosen')?.textContent).toBe('已选择文件，保存时上传');
    expect(input.getAttribute('aria-describedby')).toBe(
      'field-avatarFile-name field-avatarFile-hint field-avatar-error',
    );
  });

  it('hydrates over the server HTML without a mismatch, then names the file itself', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = renderToString(<FileField {...props} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(host, <FileField {...props} />, { onRecoverableError: recoverable });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect((host.querySelector('input') as HTMLInputElement).required).toBe(false);
    expect(host.querySelector('[data-testid=avatar-file-name]')?.textContent).toBe('未选择文件');
    host.remove();
  });

  it('is one labelled control: the button names the input, the file name describes it', () => {
    render(<FileField {...props} fileName="me.png" />);
    const input = screen.getByLabelText('选择文件');
    expect(input).toBe(screen.getByTestId('avatar-file'));
    expect(screen.getByTestId('avatar-file-name').textContent).toBe('me.png');
    expect(screen.getByTestId('avatar-file-name').getAttribute('aria-live')).toBe('polite');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('passes the chosen file on, and shows an invalid or busy field', () => {
    const chosen: (File | undefined)[] = [];
    const onChange = vi.fn((event: { currentTarget: HTMLInputElement }) => chosen.push(event.currentTarget.files?.[0]));
    const { rerender, container } = render(<FileField {...props} onChange={onChange} />);
    const input = screen.getByTestId('avatar-file') as HTMLInputElement;
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(chosen).toEqual([file]);

    rerender(<FileField {...props} invalid busy />);
    expect(container.querySelector('.file-field')?.classList.contains('is-invalid')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.disabled).toBe(true);
    expect(input.getAttribute('aria-busy')).toBe('true');
  });
});
