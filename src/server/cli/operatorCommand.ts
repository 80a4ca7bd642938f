/**
 * `npm run operator -- <command>`: operators' accounts from a shell (whoever runs it holds the database already):
 * - `add <username> [--nickname <name>] [--group <group>]` a new operator (the first one is a super admin, and needs
 *   no setup link); the password is asked for, never an argument (it would stay in the shell's history);
 * - `password <username>` a new password, ending the operator's sessions;
 * - `list` the operators, their groups and whether they are enabled.
 * Every write is in the audit log, as the command line's.
 */
import type { Kysely } from 'kysely';
import { newOperatorSchema } from '~/contract/admin/staffInput';
import type { Translate } from '~/lib/i18n/translator';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import type { AuditActor } from '~/server/admin/audit';
import {
  addOperator,
  findOperator,
  hasOperator,
  SUPER_ADMIN_GROUP,
  setOperatorPassword,
} from '~/server/admin/operators';
import type { DB } from '~/server/db/schema';

/** The built-in groups by the names the command takes (migration 0026's ids). */
export const GROUP_NAMES: Readonly<Record<string, number>> = {
  'super-admin': SUPER_ADMIN_GROUP,
  'front-desk': 2,
  'revenue-manager': 3,
  'content-editor': 4,
  finance: 5,
};

export interface CommandIo {
  out(line: string): void;
  /** Asks for a password (hidden when typed at a terminal). */
  readPassword(prompt: string): Promise<string>;
  /** Translator of the `validate` namespace (the messages of a refused name or password). */
  tv: Translate;
  now: number;
}

const CLI_ACTOR: AuditActor = { adminId: 0, username: 'command line', ip: '', userAgent: '', url: 'cli: operator' };

export const USAGE = [
  'Usage: npm run operator -- add <username> [--nickname <name>] [--group <group>]',
  '       npm run operator -- password <username>',
  '       npm run operator -- list',
  `Groups: ${Object.keys(GROUP_NAMES).join(', ')} (add: super-admin unless given).`,
].join('\n');

/** The value after `--name`, if any. */
function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Runs one command; answers the process's exit code. */
export async function runOperatorCommand(db: Kysely<DB>, args: readonly string[], io: CommandIo): Promise<number> {
  const [command, username = ''] = args;
  if (command === 'add' && username) return add(db, username, args, io);
  if (command === 'password' && username) return password(db, username, io);
  if (command === 'list') return list(db, io);
  io.out(USAGE);
  return 2;
}

async function askPassword(io: CommandIo): Promise<string | undefined> {
  const first = await io.readPassword('Password: ');
  const again = await io.readPassword('Password again: ');
  if (first === again) return first;
  io.out('The two passwords differ; nothing was changed.');
  return undefined;
}

/** The first validation message of the input, translated, or undefined when it is valid. */
function refusal(input: Record<string, unknown>, io: CommandIo): string | undefined {
  const parsed = newOperatorSchema.safeParse(input);
  if (parsed.success) return undefined;
  const [issue] = issuesOf(parsed.error);
  return issue ? translateIssue(issue, io.tv) : 'invalid input';
}

async function add(db: Kysely<DB>, username: string, args: readonly string[], io: CommandIo): Promise<number> {
  const groupName = option(args, 'group') ?? 'super-admin';
  const group = GROUP_NAMES[groupName];
  if (group === undefined) {
    io.out(`Unknown group "${groupName}". ${USAGE.split('\n').at(-1)}`);
    return 2;
  }
  const nickname = option(args, 'nickname') ?? username;
  const before = refusal({ username, nickname, password: 'placeholder1' }, io);
  if (before) return fail(io, before);
  if (await findOperator(db, username)) return fail(io, `An operator named "${username}" exists already.`);
  const secret = await askPassword(io);
  if (secret === undefined) return 1;
  const invalid = refusal({ username, nickname, password: secret }, io);
  if (invalid) return fail(io, invalid);
  const first = !(await hasOperator(db));
  const id = await addOperator(db, { username, nickname, password: secret }, [group], CLI_ACTOR, io.now);
  if (id === undefined) return fail(io, `An operator named "${username}" exists already.`);
  io.out(`Operator "${username}" (id ${id}, ${groupName}) added.${first ? ' Sign in at /admin/login.' : ''}`);
  return 0;
}

async function password(db: Kysely<DB>, username: string, io: CommandIo): Promise<number> {
  const admin = await findOperator(db, username);
  if (!admin) return fail(io, `No operator is named "${username}".`);
  const secret = await askPassword(io);
  if (secret === undefined) return 1;
  const invalid = refusal(
    { username: admin.username, nickname: admin.nickname || admin.username, password: secret },
    io,
  );
  if (invalid) return fail(io, invalid);
  await setOperatorPassword(db, admin.id, secret, CLI_ACTOR, io.now);
  io.out(`The password of "${admin.username}" is changed; their sessions have ended.`);
  return 0;
}

async function list(db: Kysely<DB>, io: CommandIo): Promise<number> {
  const rows = await db
    .selectFrom('admin')
    .leftJoin('admin_group_access', 'admin_group_access.uid', 'admin.id')
    .select(['admin.id', 'admin.username', 'admin.status', 'admin_group_access.group_id'])
    .orderBy('admin.id')
    .execute();
  if (rows.length === 0) io.out('No operator yet: npm run operator -- add <username>');
  const groupName = (id: number | null) => Object.keys(GROUP_NAMES).find((name) => GROUP_NAMES[name] === id) ?? id;
  for (const row of rows) {
    io.out(
      `${row.id}\t${row.username}\t${row.status === '1' ? 'enabled' : 'disabled'}\t${groupName(row.group_id) ?? ''}`,
    );
  }
  return 0;
}

function fail(io: CommandIo, message: string): number {
  io.out(message);
  return 1;
}
