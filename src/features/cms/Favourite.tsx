/**
 * The member's favourite toggle on an article (island, `client:visible`). The server renders a plain POST form to
 * the page (`op=favourite` with the wanted state); awake, it toggles at once (`aria-pressed`), asks `cms/collect`
 * through the browser API client, and puts the state back if the call fails (the client shows why).
 */
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Lang } from '~/lib/i18n/locale';
import type { Messages } from '~/lib/i18n/translator';

/** The `cms` strings the island shows: the button's name and the count's plural forms. */
export const FAVOURITE_TEXT_KEYS = ['Favourite', '{{count}} favourites'] as const;

export interface FavouriteProps {
  articleId: number;
  favourite: boolean;
  favourites: number;
  lang: Lang;
  /** `FAVOURITE_TEXT_KEYS` of the `cms` namespace (`pickKeys`); `aria-pressed` says whether it is a favourite. */
  text: Messages;
}

const loadEndpoints = async () => {
  const [{ getBrowserApi }, { createCmsMemberEndpoints }] = await Promise.all([
    import('~/features/site'),
    import('./memberEndpoints'),
  ]);
  return createCmsMemberEndpoints(getBrowserApi().client);
};

function Favourite({ articleId, favourite: initial, favourites: initialCount, lang, text }: FavouriteProps) {
  const t = useMemo(() => dictionaryT(text, lang), [text, lang]);
  const [state, setState] = useState({ favourite: initial, favourites: initialCount });
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const before = state;
    const wanted = !before.favourite;
    setState({ favourite: wanted, favourites: Math.max(0, before.favourites + (wanted ? 1 : -1)) });
    setBusy(true);
    try {
      const res = await (await loadEndpoints()).collect(articleId, wanted);
      if (res.code === 1) setState({ favourite: res.data.favourite, favourites: res.data.favourites });
      else setState(before);
    } catch {
      setState(before);
    } finally {
      setBusy(false);
    }
  };
  const countText = t('{{count}} favourites', { count: state.favourites });
  return (
    <form
      method="post"
      className="d-inline-flex align-items-center gap-2"
      onSubmit={submit}
      data-testid="favourite-form"
    >
      <input type="hidden" name="op" value="favourite" />
      <input type="hidden" name="favourite" value={state.favourite ? '0' : '1'} />
      <Button
        type="submit"
        size="sm"
        variant={state.favourite ? 'warning' : 'outline-secondary'}
        aria-pressed={state.favourite}
        data-testid="favourite-button"
      >
        <span className={`fa ${state.favourite ? 'fa-star' : 'fa-star-o'} me-1`} aria-hidden="true" />
        {t('Favourite')}
      </Button>
      <span className="small text-body-secondary" data-testid="favourite-count" aria-live="polite">
        {countText}
      </span>
    </form>
  );
}

export default renderedByReact(Favourite);
