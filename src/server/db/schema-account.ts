/** Tables of member account data: balance and points logs, attachments (Membership issue). */
import type { Generated, Insertable, Selectable } from 'kysely';

/** One change of a member's balance; amounts in integer cents. */
export interface UserMoneyLogTable {
  id: Generated<number>;
  user_id: number;
  /** Signed change, cents. */
  money: number;
  before: number;
  after: number;
  memo: string;
  create_time: number;
  /** Who caused the change when it was not the wallet's owner (a sub-account booking on it); 0 / '' otherwise. */
  actor_id: Generated<number>;
  actor_account: Generated<string>;
  actor_nickname: Generated<string>;
}

/** A top-up through an online gateway (migration 0031): pending until the gateway's notification settles it. */
export interface RechargeTable {
  id: Generated<number>;
  user_id: number;
  /** What the gateway names it; unique. */
  out_trade_no: string;
  /** Minor units, above zero. */
  amount: number;
  channel: string;
  status: Generated<'pending' | 'paid' | 'failed'>;
  txn_id: Generated<string>;
  paid_time: number | null;
  create_time: number;
  update_time: number;
}

export type RechargeRow = Selectable<RechargeTable>;

/** One change of a member's points. */
export interface UserScoreLogTable {
  id: Generated<number>;
  user_id: number;
  /** Signed change. */
  score: number;
  before: number;
  after: number;
  memo: string;
  create_time: number;
}

/** An uploaded file; identical content (sha1) uploaded again by the same member to the same topic and storage reuses its row. */
export interface AttachmentTable {
  id: Generated<number>;
  topic: string;
  /** Uploading member; 0 for none. */
  user_id: number;
  /** Path under the storage root, e.g. /storage/default/20250101/name<sha1>.png */
  url: string;
  width: number;
  height: number;
  /** Original file name (sanitised). */
  name: string;
  size: number;
  mimetype: string;
  storage: string;
  sha1: string;
  /** How many times it was uploaded. */
  quote: number;
  create_time: number;
  last_upload_time: number;
}

/** The bytes of a file kept by the `database` storage driver (STORAGE=database), keyed by its attachment URL. */
export interface StorageFileTable {
  url: string;
  bytes: Uint8Array;
  size: number;
  create_time: number;
}

export interface AccountTables {
  user_money_log: UserMoneyLogTable;
  recharge: RechargeTable;
  user_score_log: UserScoreLogTable;
  attachment: AttachmentTable;
  storage_file: StorageFileTable;
}

export type AttachmentRow = Selectable<AttachmentTable>;
export type NewAttachment = Insertable<AttachmentTable>;
