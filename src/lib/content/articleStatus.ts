/**
 * The states of an article (design §3) as data: the API refuses with it, the site shows the author's buttons from
 * it. `null` is an article not saved yet; `'deleted'` is where `delete` leads (the row goes). Only `published`
 * articles are public.
 */
import { codePointLength } from './plainText';

export const ARTICLE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_EVENTS = ['save', 'submit', 'approve', 'reject', 'unpublish', 'delete'] as const;
export type ArticleEvent = (typeof ARTICLE_EVENTS)[number];
export type ArticleActor = 'author' | 'operator';

export const REJECT_REASON_MAX = 200;

/** Refusal keys (English sources of `api-cms`). */
export const ARTICLE_REFUSALS = {
  notAllowed: 'This action is not allowed for the article in its current status',
  notYours: 'Only the author can do this',
  operatorOnly: 'Only an operator can do this',
  channelClosed: 'Members cannot publish in this channel',
  reasonRequired: 'Please enter a reason of 1 to 200 characters',
  purchased: 'An article that has been bought cannot be deleted',
} as const;
export type ArticleRefusalKey = (typeof ARTICLE_REFUSALS)[keyof typeof ARTICLE_REFUSALS];

/** The channel switches the guards read (`member_submit`, `submit_review` as booleans). */
export interface ChannelRules {
  member_submit: boolean;
  submit_review: boolean;
}

export interface ArticleContext {
  actor: ArticleActor;
  /** The channel the article is (or is being saved) in. */
  channel: ChannelRules;
  /** `reject`: the operator's reason. */
  reason?: string;
  /** `delete`: whether anyone has bought the article. */
  has_purchases?: boolean;
}

export type ArticleState = ArticleStatus | null;
export type ArticleOutcome = ArticleStatus | 'deleted';
export interface ArticleRefusal {
  refused: ArticleRefusalKey;
}

type Guard = (ctx: ArticleContext) => ArticleRefusalKey | ArticleOutcome;

interface ArticleRule {
  event: ArticleEvent;
  from: readonly ArticleState[];
  actors: readonly ArticleActor[];
  /** The next state, or a function of the context giving it (or why the event is refused). */
  to: ArticleOutcome | Guard;
}

const refusalKeys = new Set<string>(Object.values(ARTICLE_REFUSALS));
const isRefusalKey = (value: string): value is ArticleRefusalKey => refusalKeys.has(value);

/** Publishing by a member: only into channels that take submissions; a review channel holds it for an operator. */
const memberPublish: Guard = ({ channel }) => {
  if (!channel.member_submit) return ARTICLE_REFUSALS.channelClosed;
  return channel.submit_review ? 'pending' : 'published';
};

/** The table of design §3, one row per (from, event). */
export const ARTICLE_TRANSITIONS: readonly ArticleRule[] = [
  { event: 'save', from: [null, 'draft', 'rejected'], actors: ['author'], to: 'draft' },
  // Saving withdraws a submission.
  { event: 'save', from: ['pending'], actors: ['author'], to: 'draft' },
  // A published article stays published with the new text, or goes back to review; the channel must still take
  // members' articles (else the author unpublishes first and edits the draft).
  { event: 'save', from: ['published'], actors: ['author'], to: memberPublish },
  { event: 'submit', from: [null, 'draft', 'rejected'], actors: ['author'], to: memberPublish },
  { event: 'approve', from: ['pending'], actors: ['operator'], to: 'published' },
  {
    event: 'reject',
    from: ['pending'],
    actors: ['operator'],
    to: ({ reason }) => {
      const length = codePointLength((reason ?? '').trim());
      return length >= 1 && length <= REJECT_REASON_MAX ? 'rejected' : ARTICLE_REFUSALS.reasonRequired;
    },
  },
  { event: 'unpublish', from: ['published'], actors: ['author', 'operator'], to: 'draft' },
  {
    event: 'delete',
    from: ['draft', 'pending', 'published', 'rejected'],
    actors: ['author'],
    to: ({ has_purchases }) => (has_purchases ? ARTICLE_REFUSALS.purchased : 'deleted'),
  },
];

export const isArticleRefusal = (result: ArticleOutcome | ArticleRefusal): result is ArticleRefusal =>
  typeof result === 'object';

/** The state after `event`, or the key of why it is refused. */
export function transition(
  state: ArticleState,
  event: ArticleEvent,
  ctx: ArticleContext,
): ArticleOutcome | ArticleRefusal {
  const rows = ARTICLE_TRANSITIONS.filter((row) => row.event === event);
  const rule = rows.find((row) => row.from.includes(state));
  if (!rule) return { refused: ARTICLE_REFUSALS.notAllowed };
  if (!rule.actors.includes(ctx.actor)) {
    return { refused: ctx.actor === 'author' ? ARTICLE_REFUSALS.operatorOnly : ARTICLE_REFUSALS.notYours };
  }
  const next = typeof rule.to === 'function' ? rule.to(ctx) : rule.to;
  return isRefusalKey(next) ? { refused: next } : next;
}

/** `publish_time` after a change: set at the first publication, kept afterwards (also when unpublished). */
export function publishTimeAfter(current: number | null, next: ArticleOutcome, now: number): number | null {
  return next === 'published' && current === null ? now : current;
}

export interface ArticleFacts {
  status: ArticleStatus;
  /** The author; `null` for the editorial team's articles. */
  user_id: number | null;
  has_purchases: boolean;
  channel: ChannelRules;
}
export interface ArticleActions {
  can_edit: boolean;
  can_submit: boolean;
  can_unpublish: boolean;
  can_delete: boolean;
}

/** What `viewer` may do with the article: the `can_*` of the API's answers and the buttons. Only its author may. */
export function allowedActions(article: ArticleFacts, viewer: { id: number } | null): ArticleActions {
  const author = viewer !== null && article.user_id !== null && viewer.id === article.user_id;
  const can = (event: ArticleEvent) =>
    author &&
    !isArticleRefusal(
      transition(article.status, event, {
        actor: 'author',
        channel: article.channel,
        has_purchases: article.has_purchases,
      }),
    );
  return {
    can_edit: can('save'),
    can_submit: can('submit'),
    can_unpublish: can('unpublish'),
    can_delete: can('delete'),
  };
}
