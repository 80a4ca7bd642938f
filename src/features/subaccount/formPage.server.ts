/**
 * The add and edit pages of a sub-account (`/user/manage/subAccount/add`, `/edit/{id}`): what the form may offer
 * (`subAccount/rules`), the row being edited, and the posts — checked with the schemas the API uses, then sent;
 * a refusal comes back beside the field it names (`data.field`) or as the page's notice, the values kept (never a
 * password). Done is a 303 to the team list (add, save) or to the edit page (password) with a notice.
 */

import type { AstroCookies } from 'astro';
import type { SubAccount, SubAccountRules } from '~/contract/subaccount';
import { subAccountAddSchema, subAccountEditSchema, subAccountPasswordSchema } from '~/contract/subaccountInput';
import { codeFieldText } from '~/features/auth/index.server';
import { loadMemberPage, type MemberPage } from '~/features/member/index.server';
import { setFlash, validateT } from '~/features/site/index.server';
import { pickNamespaces } from '~/i18n';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { positiveId } from '~/lib/routing/positiveId';
import { fieldErrorsOf, isVerificationType, text } from '~/lib/validation';
import { createSubAccountEndpoints } from './endpoints';
import type { SubAccountContactProps } from './SubAccountContact';
import { teamButtons } from './teamPage.server';
import { editPath, TEAM_PATH } from './teamQuery';

interface Context {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

export interface FormValues {
  username: string;
  nickname: string;
  status: string;
  rules: number[];
  /** The add form's contact (never its code). */
  contact_type?: string;
  email?: string;
  mobile?: string;
}

export interface FormPage extends MemberPage {
  /** undefined: what may be granted could not be read. */
  offer: SubAccountRules | undefined;
  can: ReturnType<typeof teamButtons>;
}

/** The contact island's props but the values and errors of a post. */
export type ContactOffer = Omit<SubAccountContactProps, 'values' | 'errors'>;

export interface AddPage extends FormPage {
  contact: ContactOffer;
}

export type FormLoad<P> =
  | { page: P; redirect?: undefined; notFound?: undefined }
  | { page?: undefined; redirect: string; notFound?: undefined }
  | { page?: undefined; redirect?: undefined; notFound: true };

export type FormOutcome =
  | { kind: 'done'; location: string }
  | { kind: 'invalid'; values: FormValues; fieldErrors: Record<string, string>; status: number };

const ids = (form: FormData, name: string): number[] =>
  form
    .getAll(name)
    .map(positiveId)
    .filter((id) => id !== undefined);

/** The channels codes go by (`subAccount/rules`) and the contact island's strings. */
function contactOffer(locals: App.Locals, rules: SubAccountRules | undefined): ContactOffer {
  const { t, lang } = locals;
  const s = (key: string) => t('subaccount', key);
  const strings = pickNamespaces(lang, ['validate', 'captcha'])[lang] ?? {};
  return {
    offered: (rules?.contact_types ?? []).filter(isVerificationType),
    text: {
      legend: s('Contact'),
      none: s('No contact'),
      email: s('E-mail address'),
      mobile: s('Mobile number'),
      hint: s('contact.hint'),
      needsJs: s('contact.needsJs'),
      code: codeFieldText(t),
    },
    validate: strings.validate ?? {},
    captcha: strings.captcha ?? {},
  };
}

export async function loadAddPage(context: Context): Promise<FormLoad<AddPage>> {
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const answer = await createSubAccountEndpoints(context.locals.api.client)
    .rules()
    .catch(() => undefined);
  const offer = answer?.code === CODE_SUCCESS ? answer.data : undefined;
  return {
    page: {
      ...result.page,
      offer,
      can: teamButtons(result.page.view.menus.authNode),
      contact: contactOffer(context.locals, offer),
    },
  };
}

export async function loadEditPage(
  context: Context,
  idText: string | undefined,
): Promise<FormLoad<FormPage & { row: SubAccount }>> {
  const id = positiveId(idText);
  if (id === undefined) return { notFound: true };
  const result = await loadMemberPage(context);
  if (!result.page) return { redirect: result.redirect };
  const endpoints = createSubAccountEndpoints(context.locals.api.client);
  const [read, offer] = await Promise.all([
    endpoints.read(id).catch(() => undefined),
    endpoints.rules().catch(() => undefined),
  ]);
  if (read?.code !== CODE_SUCCESS) return { notFound: true };
  return {
    page: {
      ...result.page,
      row: read.data.row,
      offer: offer?.code === CODE_SUCCESS ? offer.data : undefined,
      can: teamButtons(result.page.view.menus.authNode),
    },
  };
}

/** The refusal of an answer as the form shows it: beside its field, else the page's notice. */
function refused(
  context: Context,
  answer: { code: number; msg: string; data: unknown } | undefined,
  values: FormValues,
): FormOutcome {
  const field = answer ? fieldOf(answer.data) : undefined;
  if (!field) {
    context.locals.api.effects.notices.push({
      type: 'error',
      message: answer?.msg || context.locals.t('subaccount', 'The action failed'),
    });
  }
  return {
    kind: 'invalid',
    values,
    fieldErrors: field && answer ? { [field]: answer.msg } : {},
    status: answer ? 422 : 503,
  };
}

export async function submitAdd(context: Context, form: FormData): Promise<FormOutcome> {
  const { locals, cookies } = context;
  const values: FormValues = {
    username: text(form.get('username')).trim(),
    nickname: text(form.get('nickname')).trim(),
    status: text(form.get('status')),
    rules: ids(form, 'rules'),
    contact_type: text(form.get('contact_type')) || 'none',
    email: text(form.get('email')).trim(),
    mobile: text(form.get('mobile')).trim(),
  };
  const contact = values.contact_type === 'email' || values.contact_type === 'mobile' ? values.contact_type : 'none';
  const body = {
    username: values.username,
    nickname: values.nickname,
    password: text(form.get('password')),
    confirmPassword: text(form.get('confirmPassword')),
    status: values.status,
    contact_type: values.contact_type ?? 'none',
    // Only the chosen address is sent, with its code.
    ...(contact === 'none' ? {} : { [contact]: values[contact] ?? '', captcha: text(form.get('captcha')).trim() }),
  };
  const parsed = subAccountAddSchema.safeParse(body);
  if (!parsed.success) {
    return { kind: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)), status: 422 };
  }
  const answer = await createSubAccountEndpoints(locals.api.client)
    .add({ ...body, rules: values.rules })
    .catch(() => undefined);
  if (answer?.code !== CODE_SUCCESS) return refused(context, answer, values);
  setFlash(cookies, { type: 'success', ns: 'subaccount', key: 'flash.created' }, locals.secure);
  return { kind: 'done', location: TEAM_PATH };
}

/** The edit page's posts: `op=save` (nickname, status, permissions) or `op=password` (a new password, twice). */
export async function submitEdit(context: Context, form: FormData, row: SubAccount): Promise<FormOutcome> {
  const { locals, cookies } = context;
  const values: FormValues = {
    username: row.username,
    nickname: text(form.get('nickname')).trim(),
    status: text(form.get('status')),
    rules: ids(form, 'rules'),
  };
  const endpoints = createSubAccountEndpoints(locals.api.client);
  if (text(form.get('op')) === 'password') {
    const body = {
      id: row.id,
      password: text(form.get('password')),
      confirmPassword: text(form.get('confirmPassword')),
    };
    const kept = { ...values, nickname: row.nickname, status: row.status, rules: row.rules };
    const parsed = subAccountPasswordSchema.safeParse(body);
    if (!parsed.success) {
      return {
        kind: 'invalid',
        values: kept,
        fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)),
        status: 422,
      };
    }
    const answer = await endpoints.password(body).catch(() => undefined);
    if (answer?.code !== CODE_SUCCESS) return refused(context, answer, kept);
    setFlash(cookies, { type: 'success', ns: 'subaccount', key: 'flash.password' }, locals.secure);
    return { kind: 'done', location: editPath(row.id) };
  }
  const parsed = subAccountEditSchema.safeParse({ nickname: values.nickname, status: values.status });
  if (!parsed.success) {
    return { kind: 'invalid', values, fieldErrors: fieldErrorsOf(parsed.error, validateT(locals)), status: 422 };
  }
  const answer = await endpoints
    .edit({ id: row.id, nickname: values.nickname, status: values.status, rules: values.rules })
    .catch(() => undefined);
  if (answer?.code !== CODE_SUCCESS) return refused(context, answer, values);
  setFlash(cookies, { type: 'success', ns: 'subaccount', key: 'flash.updated' }, locals.secure);
  return { kind: 'done', location: TEAM_PATH };
}
