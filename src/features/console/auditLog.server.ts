/**
 * The console's audit log page (`/admin/log`): the filters of its query (free text over the actions, the operator,
 * a range of days in the site's zone) as the admin API's list parameters, and the entries as the page shows them.
 */

import { siteTimeZone } from '~/config';
import type { AdminLogEntry } from '~/contract/admin/auth';
import { CODE_SUCCESS } from '~/lib/api/types';
import { formatDateTime } from '~/lib/format/intl';
import type { Lang } from '~/lib/i18n/locale';
import { parsePaging } from '~/lib/routing/paging';
import { adminCall, type ConsoleCaller } from './adminApi.server';
import { dayRange, type SearchEntry, searchParams } from './listQuery';

export interface AuditFilters {
  q: string;
  operator: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

export function auditFilters(params: URLSearchParams): AuditFilters {
  const day = (name: string) => {
    const value = clip(params.get(name), 10);
    return DAY.test(value) ? value : '';
  };
  return {
    q: clip(params.get('q'), 100),
    operator: clip(params.get('operator'), 32),
    from: day('from'),
    to: day('to'),
  };
}

/** The list call's parameters (BuildAdmin's `quickSearch`, `search[i]`, `page`, `limit`). */
export function auditListParams(filters: AuditFilters, page: number, limit: number): Record<string, string | number> {
  const search: SearchEntry[] = [
    ...(filters.operator ? [['username', '=', filters.operator] as const] : []),
    ...dayRange('create_time', filters.from, filters.to, true),
  ];
  return { page, limit, ...(filters.q ? { quickSearch: filters.q } : {}), ...searchParams(search) };
}

export interface AuditRow {
  id: number;
  time: string;
  operator: string;
  /** The action's key in the `console` catalogue (`action.<title>`), or the title as written. */
  title: string;
  target: string;
  ip: string;
  /** "field: before → after" lines, '' when nothing changed. */
  changes: string;
  /** What was asked (secrets masked), '' when nothing. */
  data: string;
}

function changeLines(entry: AdminLogEntry): string {
  if (!entry.after) return '';
  try {
    const before = JSON.parse(entry.before || '{}') as Record<string, unknown>;
    const after = JSON.parse(entry.after) as Record<string, unknown>;
    const show = (value: unknown) => (value === null || value === undefined ? '—' : String(value));
    return Object.keys(after)
      .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`)
      .join('\n');
  } catch {
    return '';
  }
}

const rowOf = (entry: AdminLogEntry, lang: Lang): AuditRow => ({
  id: entry.id,
  time: formatDateTime(entry.create_time, lang, siteTimeZone(), { dateStyle: 'medium', timeStyle: 'medium' }),
  operator: entry.username,
  title: entry.title,
  target: entry.target,
  ip: entry.ip,
  changes: changeLines(entry),
  data: entry.data,
});

export interface AuditPage {
  filters: AuditFilters;
  page: number;
  limit: number;
  total: number;
  /** Undefined when the list could not be loaded. */
  rows: AuditRow[] | undefined;
}

export async function loadAuditLog(caller: ConsoleCaller, url: URL): Promise<AuditPage> {
  const filters = auditFilters(url.searchParams);
  const { page, limit } = parsePaging(url.searchParams);
  const res = await adminCall(caller, 'auth.adminlog/index', 'GET', auditListParams(filters, page, limit));
  if (res.code !== CODE_SUCCESS) return { filters, page, limit, total: 0, rows: undefined };
  return { filters, page, limit, total: res.data.total, rows: res.data.list.map((entry) => rowOf(entry, caller.lang)) };
}
