import { describe, expect, it } from 'vitest';
import {
  ARTICLE_EVENTS,
  ARTICLE_REFUSALS,
  ARTICLE_STATUSES,
  type ArticleContext,
  type ArticleEvent,
  type ArticleFacts,
  type ArticleState,
  allowedActions,
  isArticleRefusal,
  publishTimeAfter,
  transition,
} from './articleStatus';

const OPEN = { member_submit: true, submit_review: false };
const REVIEW = { member_submit: true, submit_review: true };
const CLOSED = { member_submit: false, submit_review: true };
const author = (channel = OPEN): ArticleContext => ({ actor: 'author', channel });
const operator: ArticleContext = { actor: 'operator', channel: OPEN, reason: 'Off topic' };

/** The expected outcome of every (state, event) for the actor the table names, in an open channel. */
const EXPECTED: Record<string, Record<ArticleEvent, string>> = {
  new: {
    save: 'draft',
    submit: 'published',
    approve: ARTICLE_REFUSALS.notAllowed,
    reject: ARTICLE_REFUSALS.notAllowed,
    unpublish: ARTICLE_REFUSALS.notAllowed,
    delete: ARTICLE_REFUSALS.notAllowed,
  },
  draft: {
    save: 'draft',
    submit: 'published',
    approve: ARTICLE_REFUSALS.notAllowed,
    reject: ARTICLE_REFUSALS.notAllowed,
    unpublish: ARTICLE_REFUSALS.notAllowed,
    delete: 'deleted',
  },
  pending: {
    save: 'draft',
    submit: ARTICLE_REFUSALS.notAllowed,
    approve: 'published',
    reject: 'rejected',
    unpublish: ARTICLE_REFUSALS.notAllowed,
    delete: 'deleted',
  },
  published: {
    save: 'published',
    submit: ARTICLE_REFUSALS.notAllowed,
    approve: ARTICLE_REFUSALS.notAllowed,
    reject: ARTICLE_REFUSALS.notAllowed,
    unpublish: 'draft',
    delete: 'deleted',
  },
  rejected: {
    save: 'draft',
    submit: 'published',
    approve: ARTICLE_REFUSALS.notAllowed,
    reject: ARTICLE_REFUSALS.notAllowed,
    unpublish: ARTICLE_REFUSALS.notAllowed,
    delete: 'deleted',
  },
};
const outcome = (result: ReturnType<typeof transition>) => (isArticleRefusal(result) ? result.refused : result);

describe('article transitions', () => {
  it('answers every state × event as the design’s table says', () => {
    for (const state of [null, ...ARTICLE_STATUSES] as ArticleState[]) {
      for (const event of ARTICLE_EVENTS) {
        const ctx = event === 'approve' || event === 'reject' ? operator : author();
        expect(outcome(transition(state, event, ctx)), `${state} ${event}`).toBe(EXPECTED[state ?? 'new']?.[event]);
      }
    }
  });

  it('sends a submission to review in a review channel, refuses channels closed to members', () => {
    expect(transition('draft', 'submit', author(REVIEW))).toBe('pending');
    expect(transition(null, 'submit', author(CLOSED))).toEqual({ refused: ARTICLE_REFUSALS.channelClosed });
    expect(transition('draft', 'save', author(CLOSED))).toBe('draft');
  });

  it('puts an edited published article back to review in a review channel', () => {
    expect(transition('published', 'save', author(REVIEW))).toBe('pending');
    expect(transition('published', 'save', author(OPEN))).toBe('published');
    expect(transition('published', 'save', author(CLOSED))).toEqual({ refused: ARTICLE_REFUSALS.channelClosed });
  });

  it('lets each actor do only its own events', () => {
    expect(transition('pending', 'approve', author())).toEqual({ refused: ARTICLE_REFUSALS.operatorOnly });
    expect(transition('draft', 'save', operator)).toEqual({ refused: ARTICLE_REFUSALS.notYours });
    expect(transition('draft', 'delete', operator)).toEqual({ refused: ARTICLE_REFUSALS.notYours });
    expect(transition('published', 'unpublish', operator)).toBe('draft');
  });

  it('rejects with a reason of 1 to 200 characters only', () => {
    const reject = (reason: string | undefined) =>
      transition(
        'pending',
        'reject',
        reason === undefined ? { actor: 'operator', channel: OPEN } : { ...operator, reason },
      );
    expect(reject('  ')).toEqual({ refused: ARTICLE_REFUSALS.reasonRequired });
    expect(reject(undefined)).toEqual({ refused: ARTICLE_REFUSALS.reasonRequired });
    expect(reject('理'.repeat(200))).toBe('rejected');
    expect(reject('x'.repeat(201))).toEqual({ refused: ARTICLE_REFUSALS.reasonRequired });
  });

  it('refuses to delete a bought article', () => {
    expect(transition('published', 'delete', { ...author(), has_purchases: true })).toEqual({
      refused: ARTICLE_REFUSALS.purchased,
    });
  });

  it('sets the publish time at the first publication only', () => {
    expect(publishTimeAfter(null, 'published', 100)).toBe(100);
    expect(publishTimeAfter(50, 'published', 100)).toBe(50);
    expect(publishTimeAfter(null, 'pending', 100)).toBeNull();
    expect(publishTimeAfter(50, 'draft', 100)).toBe(50);
  });
});

describe('allowedActions', () => {
  const article = (over: Partial<ArticleFacts> = {}): ArticleFacts => ({
    status: 'draft',
    user_id: 7,
    has_purchases: false,
    channel: OPEN,
    ...over,
  });

  it('gives the author the buttons of the article’s state', () => {
    expect(allowedActions(article(), { id: 7 })).toEqual({
      can_edit: true,
      can_submit: true,
      can_unpublish: false,
      can_delete: true,
    });
    expect(allowedActions(article({ status: 'published', has_purchases: true }), { id: 7 })).toEqual({
      can_edit: true,
      can_submit: false,
      can_unpublish: true,
      can_delete: false,
    });
    expect(allowedActions(article({ status: 'pending', channel: REVIEW }), { id: 7 })).toMatchObject({
      can_edit: true,
      can_submit: false,
    });
    expect(allowedActions(article({ channel: CLOSED }), { id: 7 }).can_submit).toBe(false);
  });

  it('gives nobody else anything, not even for the editorial team’s articles', () => {
    const none = { can_edit: false, can_submit: false, can_unpublish: false, can_delete: false };
    expect(allowedActions(article(), { id: 8 })).toEqual(none);
    expect(allowedActions(article(), null)).toEqual(none);
    expect(allowedActions(article({ user_id: null }), { id: 7 })).toEqual(none);
  });
});
