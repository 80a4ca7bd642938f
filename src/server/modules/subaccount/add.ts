/**
 * `subAccount/add` (docs/design/subaccounts.md §7): the register form's rules, the global namespace of members,
 * the limit counted inside the transaction after the main account's row is locked (parallel adds queue there), an
 * e-mail or mobile only when verified by a code sent to it (event `user_register`, as registration: the project
 * stores no unverified address), the rule set normalised.
 */
import { subAccountAddSchema } from '~/contract/subaccountInput';
import { bumpWindowCounter } from '~/server/auth/counter';
import { hashPassword } from '~/server/auth/password';
import { newUserRow } from '~/server/auth/user-row';
import { consumeCode } from '~/server/codes/codes';
import { withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { parseInput, pick } from '~/server/http/input';
import type { Reply } from '~/server/http/router';
import { existsError, REGISTER_EVENT, takenField } from '~/server/modules/user';
import { toSubAccount } from './load';
import { idListParam } from './params';
import { grantable, MAX_RULE_IDS, ruleFacts, writeRules } from './ruleSet';
import { readSubAccountSettings } from './settings';

/** Additions per main account per hour (name guessing through `add` is no faster than through registration). */
export const ADDS_PER_HOUR = 30;
const HOUR = 3600;

const FIELDS = [
  'username',
  'nickname',
  'password',
  'confirmPassword',
  'contact_type',
  'email',
  'mobile',
  'captcha',
  'status',
];

export async function add(ctx: ApiContext, main: UserRow): Reply<'subaccount/add'> {
  const data = parseInput(subAccountAddSchema, pick(ctx.body, FIELDS), ctx, true);
  const picked = idListParam(ctx.body, 'rules', MAX_RULE_IDS);
  // Well-formed attempts count, taken names included: guessing names here is no faster than by registering.
  const windowStart = Math.floor(ctx.now / HOUR) * HOUR;
  if ((await bumpWindowCounter(ctx.db, `subaccount:add:${main.id}`, windowStart)) > ADDS_PER_HOUR) {
    throw new ApiError('Too many sub-accounts added, please try again later');
  }
  const contact = data.contact_type === 'none' ? undefined : data.contact_type;
  const target = contact === 'email' ? data.email.toLowerCase() : contact === 'mobile' ? data.mobile : '';
  const unique = { username: data.username, ...(contact ? { [contact]: target } : {}) };
  const taken = await takenField(ctx, unique);
  if (taken) throw existsError(ctx, taken, { naming: true });

  const offer = await grantable(ctx.db, main);
  const ruleIds = offer.normalize(picked ?? offer.defaults);
  const passwordHash = await hashPassword(data.password);
  const { max } = await readSubAccountSettings(ctx.db);
  const { now } = ctx;

  let created: UserRow;
  try {
    created = await withBusyRetry(() =>
      ctx.db.transaction().execute(async (trx) => {
        // The main account's row is the lock every addition of its team queues on; it must still be a usable main.
        const locked = await trx
          .updateTable('user')
          .set({ update_time: now })
          .where('id', '=', main.id)
          .where('parent_id', 'is', null)
          .where('status', '=', 'enable')
          .where('delete_time', 'is', null)
          .executeTakeFirst();
        if (Number(locked.numUpdatedRows) !== 1) throw new ApiError('You have no permission', { code: 401, data: [] });
        const count = await trx
          .selectFrom('user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('parent_id', '=', main.id)
          .where('delete_time', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= max) throw new ApiError('You can have at most {max} sub-accounts', { params: { max } });
        if (contact && !(await consumeCode(trx, target, REGISTER_EVENT, data.captcha, now))) {
          throw new ApiError('Please enter the correct verification code', { data: { field: 'captcha' } });
        }
        const row = newUserRow(
          {
            username: data.username,
            nickname: data.nickname,
            password: passwordHash,
            email: contact === 'email' ? target : '',
            mobile: contact === 'mobile' ? target : '',
            group_id: main.group_id,
            status: data.status,
            parent_id: main.id,
          },
          now,
        );
        const user = await trx.insertInto('user').values(row).returningAll().executeTakeFirstOrThrow();
        await writeRules(trx, user.id, ruleIds);
        return user;
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Lost a race for the same name or address: answer like the check above.
    const raced = await takenField(ctx, unique);
    if (raced) throw existsError(ctx, raced, { naming: true });
    throw error;
  }
  return ok(toSubAccount(created, ruleIds, await ruleFacts(ctx.db)), 'Sub-account created');
}
