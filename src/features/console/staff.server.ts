/**
 * The console's staff pages (`/admin/staff`, `/admin/roles`, `/admin/profile`): operators with their roles, roles with
 * their permissions and hotels, and the signed-in operator's own details and password. Each form posts back to its
 * page with the session's field and is answered by a redirect with a notice, or by the API's refusal beside it.
 */
import type { AstroCookies } from 'astro';
import type { AdminMenuNode } from '~/contract/admin';
import type { AdminGroup, AdminHotelChoice, AdminOperator, AdminOwnInfo } from '~/contract/admin/staff';
import { setFlash } from '~/features/site/index.server';
import { fieldOf } from '~/lib/api/fieldOf';
import { CODE_SUCCESS } from '~/lib/api/types';
import { parsePaging } from '~/lib/routing/paging';
import { text } from '~/lib/validation';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { clearConsoleToken, csrfValid } from './session.server';

export interface OperatorListPage {
  q: string;
  page: number;
  limit: number;
  total: number;
  rows: AdminOperator[] | undefined;
}

export async function loadOperators(caller: ConsoleCaller, url: URL): Promise<OperatorListPage> {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const { page, limit } = parsePaging(url.searchParams);
  const res = await adminCall(caller, 'auth.admin/index', 'GET', { page, limit, ...(q ? { quickSearch: q } : {}) });
  if (res.code !== CODE_SUCCESS) return { q, page, limit, total: 0, rows: undefined };
  return { q, page, limit, total: res.data.total, rows: res.data.list };
}

/** Every role, flat (the choices of an operator's roles, and the roles page). */
export async function loadRoles(caller: ConsoleCaller): Promise<AdminGroup[] | undefined> {
  const res = await adminCall(caller, 'auth.group/index', 'GET', { isTree: 0 });
  return res.code === CODE_SUCCESS ? res.data.list : undefined;
}

export async function loadOperator(caller: ConsoleCaller, id: number): Promise<AdminOperator | undefined> {
  const res = await adminCall(caller, 'auth.admin/edit', 'GET', { id });
  return res.code === CODE_SUCCESS ? res.data.row : undefined;
}

export interface RolePage {
  /** Undefined for a new role. */
  row: AdminGroup | undefined;
  rules: AdminMenuNode[];
  /** The hotels picked (whatever the search), then the first hotels matching the search. */
  hotels: AdminHotelChoice[];
  /** How many hotels match the search, and how many of them are listed. */
  hotelMatches: { total: number; shown: number };
}

/** Hotels a page of the picker lists at most besides the picked ones. */
const HOTEL_CHOICES = 100;
/** Ids per call when fetching the picked hotels' names (a search value holds at most 500 characters). */
const IDS_PER_CALL = 40;

async function hotelsByIds(caller: ConsoleCaller, ids: number[]): Promise<AdminHotelChoice[]> {
  const chunks = Array.from({ length: Math.ceil(ids.length / IDS_PER_CALL) }, (_, i) =>
    ids.slice(i * IDS_PER_CALL, (i + 1) * IDS_PER_CALL),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      adminCall(caller, 'auth.group/hotels', 'GET', {
        limit: IDS_PER_CALL,
        'search[0][field]': 'id',
        'search[0][operator]': 'IN',
        'search[0][val]': chunk.join(','),
      }),
    ),
  );
  return answers.flatMap((res) => (res.code === CODE_SUCCESS ? res.data.list : []));
}

/**
 * A role (none: a new one) with the rules tree and the hotels to pick from: those `picked` (the role's, or what a
 * refused form sent) and up to `HOTEL_CHOICES` of those matching `search`.
 */
export async function loadRole(
  caller: ConsoleCaller,
  id: number | undefined,
  hotelSearch: { text: string; picked: number[] | undefined },
): Promise<RolePage | undefined> {
  const [row, rules, matches] = await Promise.all([
    id === undefined ? undefined : adminCall(caller, 'auth.group/edit', 'GET', { id }),
    adminCall(caller, 'auth.rule/index', 'GET'),
    adminCall(caller, 'auth.group/hotels', 'GET', {
      limit: HOTEL_CHOICES,
      ...(hotelSearch.text ? { quickSearch: hotelSearch.text } : {}),
    }),
  ]);
  if (row && row.code !== CODE_SUCCESS) return undefined;
  const found = matches.code === CODE_SUCCESS ? matches.data.list : [];
  const picked = hotelSearch.picked ?? row?.data.row.hotel_ids ?? [];
  const pickedSet = new Set(picked);
  const listed = new Map(found.map((hotel) => [hotel.id, hotel]));
  const missing = picked.filter((hotelId) => !listed.has(hotelId));
  const fetched = new Map((await hotelsByIds(caller, missing)).map((hotel) => [hotel.id, hotel]));
  return {
    row: row?.data.row,
    rules: rules.code === CODE_SUCCESS ? rules.data.list : [],
    hotels: [
      ...picked.flatMap((hotelId) => listed.get(hotelId) ?? fetched.get(hotelId) ?? []),
      ...found.filter((hotel) => !pickedSet.has(hotel.id)),
    ],
    hotelMatches: { total: matches.code === CODE_SUCCESS ? matches.data.total : 0, shown: found.length },
  };
}

export async function loadProfile(caller: ConsoleCaller): Promise<AdminOwnInfo | undefined> {
  const res = await adminCall(caller, 'routine.admininfo/index', 'GET');
  return res.code === CODE_SUCCESS ? res.data.info : undefined;
}

/** What a form posted, to fill it again when refused. */
export type Posted = Record<string, string | string[]>;

export type FormOutcome =
  | { kind: 'done'; redirect: string }
  | { kind: 'refused'; form: string; message: string; field: string | undefined; values: Posted };

const TEXT_FIELDS = ['username', 'nickname', 'email', 'mobile', 'motto', 'name', 'status', 'require_2fa'] as const;
const LIST_FIELDS = ['group_arr', 'rules', 'hotel_ids'] as const;

/** The form's fields (never a password) as posted. */
function postedValues(form: FormData): Posted {
  const values: Posted = {};
  for (const name of TEXT_FIELDS) values[name] = text(form.get(name)).slice(0, 200);
  for (const name of LIST_FIELDS) values[name] = form.getAll(name).map((value) => text(value).slice(0, 12));
  return values;
}

interface Answer {
  code: number;
  msg: string;
  data: unknown;
}

function outcomeOf(
  res: Answer,
  form: string,
  values: Posted,
  done: { cookies: AstroCookies; secure: boolean; key: string; redirect: string },
): FormOutcome {
  if (res.code !== CODE_SUCCESS) return { kind: 'refused', form, message: res.msg, field: fieldOf(res.data), values };
  setFlash(done.cookies, { type: 'success', ns: 'console', key: done.key }, done.secure);
  return { kind: 'done', redirect: done.redirect };
}

const refusedForm = (form: string, values: Posted): FormOutcome => ({
  kind: 'refused',
  form,
  message: '',
  field: undefined,
  values,
});

type Fields = Record<string, string | string[]>;

/** What differs between the staff pages' resources: their calls, their pages and their notices. */
interface Resource {
  /** `/admin/staff` or `/admin/roles`; a saved one is at `{base}/{id}`. */
  base: string;
  /** `staff` or `roles`: the notices `{flash}.added|saved|removed` of `console`. */
  flash: string;
  fields(values: Posted, form: FormData): Fields;
  add(fields: Fields): Promise<Answer & { data: { id: number } | null }>;
  edit(id: number, fields: Fields): Promise<Answer>;
  remove(id: number): Promise<Answer>;
}

/** One of the resource added (`id` undefined), saved, or removed (`form=remove`), from its page. */
async function postResource(
  resource: Resource,
  caller: ConsoleCaller,
  where: { cookies: AstroCookies; secure: boolean; id: number | undefined },
  form: FormData,
): Promise<FormOutcome> {
  const { cookies, secure, id } = where;
  const values = postedValues(form);
  const which = text(form.get('form')) || 'details';
  if (!csrfValid(caller.token, text(form.get('csrf')))) return refusedForm(which, values);
  const done = (key: string, redirect: string) => ({ cookies, secure, key: `${resource.flash}.${key}`, redirect });
  if (id !== undefined && which === 'remove') {
    return outcomeOf(await resource.remove(id), which, values, done('removed', resource.base));
  }
  const fields = resource.fields(values, form);
  if (id === undefined) {
    const res = await resource.add(fields);
    const to = res.code === CODE_SUCCESS && res.data ? `${resource.base}/${res.data.id}` : resource.base;
    return outcomeOf(res, which, values, done('added', to));
  }
  return outcomeOf(await resource.edit(id, fields), which, values, done('saved', `${resource.base}/${id}`));
}

const operators = (caller: ConsoleCaller): Resource => ({
  base: '/admin/staff',
  flash: 'staff',
  fields: (values, form) => {
    const password = text(form.get('password'));
    return {
      username: values.username as string,
      nickname: values.nickname as string,
      email: values.email as string,
      mobile: values.mobile as string,
      motto: values.motto as string,
      status: (values.status as string) || '1',
      group_arr: values.group_arr as string[],
      ...(password ? { password } : {}),
    };
  },
  add: (fields) => adminCall(caller, 'auth.admin/add', 'POST', fields),
  edit: (id, fields) => adminCall(caller, 'auth.admin/edit', 'POST', { ...fields, id }),
  remove: (id) => adminCall(caller, 'auth.admin/del', 'DELETE', { ids: [id] }),
});

const roles = (caller: ConsoleCaller): Resource => ({
  base: '/admin/roles',
  flash: 'roles',
  fields: (values) => ({
    name: values.name as string,
    status: (values.status as string) || '1',
    require_2fa: values.require_2fa === '1' ? '1' : '0',
    // A role with every permission keeps them: the page shows them all checked and sends `*`.
    rules: (values.rules as string[]).includes('*') ? '*' : (values.rules as string[]),
    hotel_ids: values.hotel_ids as string[],
  }),
  add: (fields) => adminCall(caller, 'auth.group/add', 'POST', fields),
  edit: (id, fields) => adminCall(caller, 'auth.group/edit', 'POST', { ...fields, id }),
  remove: (id) => adminCall(caller, 'auth.group/del', 'DELETE', { ids: [id] }),
});

/** An operator added (`id` undefined), saved, or removed, from the staff pages. */
export const postOperator = (
  caller: ConsoleCaller,
  where: { cookies: AstroCookies; secure: boolean; id: number | undefined },
  form: FormData,
) => postResource(operators(caller), caller, where, form);

/** A role added (`id` undefined), saved, or removed. */
export const postRole = (
  caller: ConsoleCaller,
  where: { cookies: AstroCookies; secure: boolean; id: number | undefined },
  form: FormData,
) => postResource(roles(caller), caller, where, form);

/** The operator's own details (`form=details`) or password (`form=password`: the session ends, sign in again). */
export async function postProfile(
  caller: ConsoleCaller,
  cookies: AstroCookies,
  secure: boolean,
  form: FormData,
): Promise<FormOutcome> {
  const values = postedValues(form);
  const which = text(form.get('form')) === 'password' ? 'password' : 'details';
  if (!csrfValid(caller.token, text(form.get('csrf')))) return refusedForm(which, values);
  if (which === 'password') {
    const res = await adminCall(caller, 'routine.admininfo/edit', 'POST', {
      old_password: text(form.get('old_password')),
      password: text(form.get('password')),
    });
    if (res.code !== CODE_SUCCESS)
      return { kind: 'refused', form: which, message: res.msg, field: fieldOf(res.data), values };
    clearConsoleToken(cookies, secure);
    return { kind: 'done', redirect: '/admin/login?passwordChanged=1' };
  }
  const res = await adminCall(caller, 'routine.admininfo/edit', 'POST', {
    nickname: values.nickname as string,
    email: values.email as string,
    mobile: values.mobile as string,
    motto: values.motto as string,
  });
  return outcomeOf(res, which, values, { cookies, secure, key: 'profile.saved', redirect: '/admin/profile' });
}

/**
 * The fields of a person's details (`personDetailsSchema`), as an operator's and a member's pages ask for them:
 * `motto` is an operator's note or a member's motto.
 */
export function personFields(c: (key: string) => string, motto: 'staff.motto' | 'member.motto') {
  return [
    { name: 'nickname' as const, label: c('member.nickname'), type: 'text' as const, required: true, max: 50 },
    { name: 'email' as const, label: c('member.email'), type: 'email' as const, required: false, max: 100 },
    { name: 'mobile' as const, label: c('member.mobile'), type: 'tel' as const, required: false, max: 20 },
    { name: 'motto' as const, label: c(motto), type: 'text' as const, required: false, max: 120 },
  ];
}
