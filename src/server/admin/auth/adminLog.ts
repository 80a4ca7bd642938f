/**
 * `auth.AdminLog/index` (BuildAdmin's `app/admin/controller/auth/AdminLog.php`): the audit log, newest first; a
 * super admin reads every entry, any other operator their own. Entries are never changed: there is no other call.
 */
import type { AdminList, AdminLogEntry } from '~/contract/admin/auth';
import { ok, type Success } from '~/server/http/envelope';
import { containsText, intValue, type SearchSpec, searchValues } from '~/server/http/search';
import { type AdminContext, signedIn } from '../door';
import { listRequest, timeValue } from '../list';

const SEARCH: SearchSpec = {
  admin_id: { operators: ['=', 'IN'], parse: intValue(0, 2 ** 31) },
  username: { operators: ['='], parse: (value) => (value.length <= 32 ? value : undefined) },
  title: { operators: ['='], parse: (value) => (value.length <= 100 ? value : undefined) },
  create_time: { operators: ['RANGE'], parse: timeValue },
};
const ORDERS = ['id,desc', 'id,asc', 'create_time,desc', 'create_time,asc'] as const;

async function index(ctx: AdminContext): Promise<Success<AdminList<AdminLogEntry>>> {
  const { admin, access } = signedIn(ctx);
  const request = listRequest(ctx.query, SEARCH, ORDERS, 'id,desc');
  let query = ctx.db.selectFrom('admin_log');
  if (!access.isSuper) query = query.where('admin_id', '=', admin.id);
  if (request.quickSearch) query = query.where(containsText('title', request.quickSearch));
  const ids = searchValues<number>(request.search, 'admin_id');
  if (ids.length > 0) query = query.where('admin_id', 'in', ids);
  for (const field of ['username', 'title'] as const) {
    const [value] = searchValues<string>(request.search, field);
    if (value !== undefined) query = query.where(field, '=', value);
  }
  const [from, to] = searchValues<number | undefined>(request.search, 'create_time');
  if (from !== undefined) query = query.where('create_time', '>=', from);
  if (to !== undefined) query = query.where('create_time', '<=', to);
  const [field, direction] = request.order.split(',') as ['id' | 'create_time', 'asc' | 'desc'];
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(field, direction)
      .orderBy('id', direction)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return ok({ list: rows, total: Number(count?.n ?? 0), remark: '' });
}

export const adminLogRoutes = {
  'auth.adminlog/index': { GET: index },
};
