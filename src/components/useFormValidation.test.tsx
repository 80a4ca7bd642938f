// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryT } from '~/lib/i18n/dictionary';
import { loginSchema } from '~/lib/validation/schemas';
import { $notifications, dismissAll } from '~/stores/notifications';
import { type SchemaSource, useFormValidation } from './useFormValidation';

afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

const t = dictionaryT({ 'Please input field': '{{field}} is required', 'field.username': 'Account' });

function LoginLike({ source, onValid }: { source: SchemaSource; onValid: () => void }) {
  const { errors, handlers } = useFormValidation(source, t);
  return (
    <form
      aria-label="form"
      noValidate
      {...handlers}
      onSubmit={(event) => {
        handlers.onSubmit(event);
        if (!event.defaultPrevented) onValid();
        event.preventDefault();
      }}
    >
      <input name="username" aria-label="username" />
      <input name="password" aria-label="password" />
      <p data-testid="username-error">{errors.username ?? ''}</p>
      <button type="submit">Go</button>
    </form>
  );
}

const username = () => screen.getByLabelText<HTMLInputElement>('username');
const errorText = () => screen.getByTestId('username-error').textContent;

describe('useFormValidation', () => {
  it('checks a field when it is left and blocks an invalid submit with the Illegal input notice', () => {
    const onValid = vi.fn();
    render(<LoginLike source={loginSchema} onValid={onValid} />);
    fireEvent.blur(username(), { relatedTarget: screen.getByLabelText('password') });
    expect(errorText()).toBe('Account is required');
    fireEvent.submit(screen.getByRole('form'));
    expect(onValid).not.toHaveBeenCalled();
    expect($notifications.get().map((n) => n.message)).toEqual(['Illegal input']);
  });

  it('says nothing of an empty field left for outside the form (a header menu, the page), and checks a filled one', () => {
    render(
      <>
        <LoginLike source={loginSchema} onValid={vi.fn()} />
        <button type="button">Appearance</button>
      </>,
    );
    fireEvent.blur(username(), { relatedTarget: screen.getByRole('button', { name: 'Appearance' }) });
    expect(errorText()).toBe('');
    fireEvent.blur(username(), { relatedTarget: null });
    expect(errorText()).toBe('');
    // Filled, it is checked when left however focus goes; from then on, as it is typed.
    fireEvent.input(username(), { target: { value: 'demo' } });
    fireEvent.blur(username(), { relatedTarget: null });
    fireEvent.input(username(), { target: { value: '' } });
    expect(errorText()).toBe('Account is required');
  });

  it('clears a message of a refused submit as the field is typed in, before it is left', () => {
    render(<LoginLike source={loginSchema} onValid={vi.fn()} />);
    fireEvent.submit(screen.getByRole('form'));
    expect(errorText()).toBe('Account is required');
    fireEvent.input(username(), { target: { value: 'demo' } });
    expect(errorText()).toBe('');
  });

  it('loads a lazy schema on the first key press, not with the page, and runs an earlier check when it arrives', async () => {
    const loader = vi.fn(() => Promise.resolve(loginSchema));
    render(<LoginLike source={loader} onValid={vi.fn()} />);
    expect(loader).not.toHaveBeenCalled();
    fireEvent.blur(username(), { relatedTarget: screen.getByLabelText('password') });
    expect(errorText()).toBe('');
    await act(async () => {
      await Promise.resolve();
    });
    expect(errorText()).toBe('Account is required');
    fireEvent.keyDown(username(), { key: 'a' });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('holds a submit until the lazy schema is there, then submits a valid form again', async () => {
    let resolve: (schema: typeof loginSchema) => void = () => undefined;
    const loader = () => new Promise<typeof loginSchema>((r) => (resolve = r));
    const onValid = vi.fn();
    render(<LoginLike source={loader} onValid={onValid} />);
    fireEvent.input(username(), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('password'), { target: { value: 'demo123456' } });
    const form = screen.getByRole<HTMLFormElement>('form');
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => fireEvent.submit(form));
    fireEvent.submit(form);
    expect(onValid).not.toHaveBeenCalled();
    await act(async () => {
      resolve(loginSchema);
      await Promise.resolve();
    });
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledTimes(1);
    expect($notifications.get()).toEqual([]);
  });
});
