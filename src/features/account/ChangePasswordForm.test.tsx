import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import validate from '~/i18n/en/validate.json';
import { $notifications, dismissAll } from '~/stores/notifications';
import ChangePasswordForm, { type ChangePasswordFormProps } from './ChangePasswordForm';

const props: ChangePasswordFormProps = {
  action: '/user/account/changePassword',
  fieldErrors: {},
  text: {
    form: 'Change password',
    oldPassword: 'Old password',
    oldPasswordPlaceholder: 'Your current password',
    newPassword: 'New password',
    newPasswordPlaceholder: 'Enter your new password',
    confirmPassword: 'Confirm new password',
    confirmPasswordPlaceholder: 'Enter your new password again',
    save: 'Save',
  },
  validate,
};

afterEach(() => {
  act(() => dismissAll());
  cleanup();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('form', { name: 'Change password' }) as HTMLFormElement;
const error = (testid: string) => screen.getByTestId(`${testid}-error`).textContent;
/** The person enters the form: the schema loads (a lazy import the island starts on the first focus). */
const enter = async () => {
  fireEvent.focusIn(field('Old password'));
  await act(() => vi.dynamicImportSettled());
};

describe('ChangePasswordForm island', () => {
  it('renders the plain form the server handles, passwords never filled in, server messages beside the fields', () => {
    render(<ChangePasswordForm {...props} fieldErrors={{ oldPassword: 'Wrong password' }} />);
    expect(form().method).toBe('post');
    expect(form().getAttribute('action')).toBe('/user/account/changePassword');
    for (const [label, name, autocomplete] of [
      ['Old password', 'oldPassword', 'current-password'],
      ['New password', 'newPassword', 'new-password'],
      ['Confirm new password', 'confirmPassword', 'new-password'],
    ]) {
      const input = field(label as string);
      expect(input.type).toBe('password');
      expect(input.name).toBe(name);
      expect(input.value).toBe('');
      expect(input.getAttribute('autocomplete')).toBe(autocomplete);
    }
    expect(error('old-password')).toBe('Wrong password');
    expect(field('Old password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says at once when the new password breaks the rule or the confirmation differs', async () => {
    render(<ChangePasswordForm {...props} />);
    await enter();
    fireEvent.input(field('Old password'), { target: { value: 'demo123456' } });
    fireEvent.input(field('New password'), { target: { value: 'a<b' } });
    fireEvent.focusOut(field('New password'));
    expect(error('new-password')).toBe(validate['Please enter the correct password']);
    fireEvent.input(field('New password'), { target: { value: 'new-pass-2026' } });
    expect(error('new-password')).toBe('');
    fireEvent.input(field('Confirm new password'), { target: { value: 'new-pass-2027' } });
    fireEvent.focusOut(field('Confirm new password'));
    expect(error('confirm-password')).toBe(validate['The duplicate password does not match the new password']);
    fireEvent.input(field('Confirm new password'), { target: { value: 'new-pass-2026' } });
    expect(error('confirm-password')).toBe('');
  });

  it('blocks an empty submit with the Illegal input notice and focus on the old password', async () => {
    render(<ChangePasswordForm {...props} />);
    await enter();
    expect(fireEvent.submit(form())).toBe(false);
    expect(error('old-password')).toBe('Enter your current password');
    expect(error('new-password')).toBe('Enter your new password');
    expect($notifications.get().map((n) => n.message)).toEqual(['Illegal input']);
    expect(document.activeElement).toBe(field('Old password'));
  });

  it('lets a valid change post to the server', async () => {
    render(<ChangePasswordForm {...props} />);
    await enter();
    fireEvent.input(field('Old password'), { target: { value: 'demo123456' } });
    fireEvent.input(field('New password'), { target: { value: 'new-pass-2026' } });
    fireEvent.input(field('Confirm new password'), { target: { value: 'new-pass-2026' } });
    expect(fireEvent.submit(form())).toBe(true);
    expect($notifications.get()).toHaveLength(0);
  });
});
