/**
 * The profile form (island): avatar, user name, nickname, gender, birthday and signature. Rendered by the server as
 * a plain multipart form that posts to the page, so it works without JavaScript (the chosen avatar file travels
 * with the form and `profile.server.ts` checks and uploads it). Hydrated, it validates as the person types with the
 * shared `profileSchema`, uploads a chosen avatar at once (`ImageUpload`) and counts the signature's characters.
 */

import { useMemo, useState } from 'react';
import { Button, FormCheck, FormControl, FormGroup, FormLabel, FormText } from 'react-bootstrap';
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
          <FormCheck
            inline
            type="radio"
            key={gender.value}
            name="gender"
            id={`gender-${gender.value}`}
            value={gender.value}
            label={gender.label}
            defaultChecked={values.gender === gender.value}
            isInvalid={Boolean(errors.gender)}
          />
        ))}
        <FormControl.Feedback type="invalid" id={errorId('gender')} className={errors.gender ? 'd-block' : undefined}>
          {errors.gender}
        </FormControl.Feedback>
      </fieldset>
      <FormGroup className="mb-3" controlId={fieldId('birthday')}>
        <FormLabel>{text.birthday}</FormLabel>
        <FormControl
          className="w-auto"
          type="date"
          name="birthday"
          defaultValue={values.birthday}
          max={maxBirthday}
          isInvalid={Boolean(errors.birthday)}
          aria-invalid={errors.birthday ? true : undefined}
          aria-describedby={describedBy('birthday')}
          data-testid="profile-birthday"
        />
        <FormControl.Feedback type="invalid" id={errorId('birthday')} data-testid="profile-birthday-error">
          {errors.birthday}
        </FormControl.Feedback>
      </FormGroup>
      <FormGroup className="mb-3" controlId={fieldId('motto')}>
        <FormLabel>{text.motto}</FormLabel>
        <FormControl
          as="textarea"
          name="motto"
          rows={2}
          maxLength={mottoMaxLength}
          defaultValue={values.motto}
          isInvalid={Boolean(errors.motto)}
          aria-invalid={errors.motto ? true : undefined}
          aria-describedby={describedBy('motto', 'motto-count')}
          data-testid="profile-motto"
          onInput={(event) => setMottoLength(lengthOf(event.currentTarget.value))}
        />
        <FormText as="div" id="motto-count" data-motto-count aria-live="polite">
          {interpolate(text.charactersLeft, { count: Math.max(0, mottoMaxLength - mottoLength) })}
        </FormText>
        <FormControl.Feedback type="invalid" id={errorId('motto')} data-testid="profile-motto-error">
          {errors.motto}
        </FormControl.Feedback>
      </FormGroup>
      <Button type="submit" data-testid="profile-save">
        {text.save}
      </Button>
    </form>
  );
}

export default renderedByReact(ProfileForm);
