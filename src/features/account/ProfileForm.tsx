/**
 * The profile form (island): avatar, user name, nickname, gender, birthday and signature. Rendered by the server as
 * a plain multipart form that posts to the page, so it works without JavaScript (the chosen avatar file travels
 * with the form and `profile.server.ts` checks and uploads it). Hydrated, it validates as the person types with the
 * shared `profileSchema`, uploads a chosen avatar at once (`ImageUpload`) and counts the signature's characters.
 */

import { useMemo, useState } from 'react';
import { renderedByReact } from '~/components/astroRenderer';
import Field, { errorId, fieldId } from '~/components/Field';
import { useFormValidation } from '~/components/useFormValidation';
import { ImageUpload, type ImageUploadText, type UploadRules } from '~/features/upload';
import { dictionaryT, interpolate } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import type { ProfileValues } from './profile.server';

/** zod and the schema download when the person first focuses a field (see useFormValidation). */
const loadSchema = () => import('~/contract/accountInput').then((m) => m.profileSchema);

export interface ProfileFormText {
  form: string;
  avatar: ImageUploadText;
  username: string;
  nickname: string;
  gender: string;
  genders: { value: string; label: string }[];
  birthday: string;
  motto: string;
  /** With `{{count}}`: how many characters the signature may still have. */
  charactersLeft: string;
  save: string;
}

export interface ProfileFormProps {
  /** Where the form posts (the page itself). */
  action: string;
  values: ProfileValues;
  fieldErrors: Record<string, string>;
  avatar: {
    /** The full URL of the current avatar (or the default picture). */
    previewUrl: string;
    accept: string;
    rules: UploadRules;
  };
  /** The latest birthday a person may pick (today, on the server's calendar). */
  maxBirthday: string;
  mottoMaxLength: number;
  text: ProfileFormText;
  /** The `validate` namespace, for messages beside the fields. */
  validate: Messages;
}

/** Characters as a person counts them (an emoji is one), as the schema counts them. */
const lengthOf = (value: string) => [...value].length;

function ProfileForm({
  action,
  values,
  fieldErrors,
  avatar,
  maxBirthday,
  mottoMaxLength,
  text,
  validate,
}: ProfileFormProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const validation = useFormValidation(loadSchema, t, fieldErrors);
  const { errors } = validation;
  const [mottoLength, setMottoLength] = useState(() => lengthOf(values.motto));

  const describedBy = (name: string, ...hints: string[]) =>
    [...hints, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;
  const control = (name: string, extra = '') =>
    ['form-control', extra, errors[name] ? 'is-invalid' : ''].filter(Boolean).join(' ');

  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      aria-label={text.form}
      data-profile-form
      {...validation.handlers}
    >
      <ImageUpload
        name="avatar"
        fileName="avatarFile"
        value={values.avatar}
        previewUrl={avatar.previewUrl}
        accept={avatar.accept}
        rules={avatar.rules}
        topic="avatar"
        error={errors.avatar}
        testid="avatar"
        text={text.avatar}
      />
      <Field
        name="username"
        label={text.username}
        value={values.username}
        autoComplete="username"
        error={errors.username}
        testid="profile-username"
      />
      <Field
        name="nickname"
        label={text.nickname}
        value={values.nickname}
        autoComplete="nickname"
        error={errors.nickname}
        testid="profile-nickname"
      />
      <fieldset className="mb-3" aria-describedby={describedBy('gender')}>
        <legend className="form-label fs-6">{text.gender}</legend>
        {text.genders.map((gender) => (
          <div className="form-check form-check-inline" key={gender.value}>
            <input
              className={errors.gender ? 'form-check-input is-invalid' : 'form-check-input'}
              type="radio"
              name="gender"
              id={`gender-${gender.value}`}
              value={gender.value}
              defaultChecked={values.gender === gender.value}
            />
            <label className="form-check-label" htmlFor={`gender-${gender.value}`}>
              {gender.label}
            </label>
          </div>
        ))}
        <div id={errorId('gender')} className={errors.gender ? 'invalid-feedback d-block' : 'invalid-feedback'}>
          {errors.gender}
        </div>
      </fieldset>
      <div className="mb-3">
        <label className="form-label" htmlFor={fieldId('birthday')}>
          {text.birthday}
        </label>
        <input
          className={control('birthday', 'w-auto')}
          type="date"
          id={fieldId('birthday')}
          name="birthday"
          defaultValue={values.birthday}
          max={maxBirthday}
          aria-invalid={errors.birthday ? true : undefined}
          aria-describedby={describedBy('birthday')}
          data-testid="profile-birthday"
        />
        <div id={errorId('birthday')} className="invalid-feedback" data-testid="profile-birthday-error">
          {errors.birthday}
        </div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={fieldId('motto')}>
          {text.motto}
        </label>
        <textarea
          className={control('motto')}
          id={fieldId('motto')}
          name="motto"
          rows={2}
          maxLength={mottoMaxLength}
          defaultValue={values.motto}
          aria-invalid={errors.motto ? true : undefined}
          aria-describedby={describedBy('motto', 'motto-count')}
          data-testid="profile-motto"
          onInput={(event) => setMottoLength(lengthOf(event.currentTarget.value))}
        />
        <div id="motto-count" className="form-text" data-motto-count aria-live="polite">
          {interpolate(text.charactersLeft, { count: Math.max(0, mottoMaxLength - mottoLength) })}
        </div>
        <div id={errorId('motto')} className="invalid-feedback" data-testid="profile-motto-error">
          {errors.motto}
        </div>
      </div>
      <button type="submit" className="btn btn-primary" data-testid="profile-save">
        {text.save}
      </button>
    </form>
  );
}

export default renderedByReact(ProfileForm);
