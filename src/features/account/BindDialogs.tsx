/**
 * The bound e-mail and mobile on the profile page, and the dialogs that bind or change them (island; contract §4
 * bind flow, steps in `bindFlow.ts`, state in `useBindFlow.ts`). When a value is bound, a verification dialog comes
 * first (account password + a code sent to the current value → a token); then the bind dialog (new value + a code
 * sent to it, and the password when nothing was bound). On success the page reloads with the new value.
 *
 * Rendered by the server with the buttons shown disabled (`aria-disabled`, still focusable) and a note that binding
 * needs JavaScript (a click captcha guards every code); the page wakes the island once it scrolls into view. The dialogs (`BindFlowDialogs.tsx`: react-bootstrap Modals, a lazy chunk loaded with the first
 * open) keep focus inside; Escape and Cancel close them, and focus goes back to the button that opened them.
 */

import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { renderedByReact } from '~/components/astroRenderer';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages, Translate } from '~/lib/i18n/translator';
import type { BindDialogsText, Binding } from './BindFlowDialogs';
import { useBindFlow } from './useBindFlow';

export type { BindDialogsText, Binding };

const BindFlowDialogs = lazy(() => import('./BindFlowDialogs'));

export interface BindDialogsProps {
  bindings: Binding[];
  text: BindDialogsText;
  /** The `validate` namespace, for the new value's message. */
  validate: Messages;
  /** The `captcha` namespace, for the popup. */
  captcha: Messages;
}

interface BindRowProps {
  binding: Binding;
  text: BindDialogsText;
  t: Translate;
  captcha: Messages;
  hydrated: boolean;
}

function BindRow({ binding, text, t, captcha, hydrated }: BindRowProps) {
  const { type, value: current } = binding;
  const flow = useBindFlow(type, current, t);
  // Loaded with the first open, then kept: a dialog fades out before it goes away.
  const [opened, setOpened] = useState(false);
  if (flow.stage !== 'closed' && !opened) setOpened(true);

  return (
    <li className="d-flex align-items-center justify-content-between gap-2 py-2 border-bottom">
      <div>
        <span className="d-block small text-body-secondary" id={`bound-${type}-label`}>
          {binding.label}
        </span>
        <span data-testid={`bound-${type}`}>{current || text.notBound}</span>
      </div>
      <Button
        ref={flow.opener}
        variant="outline-primary"
        size="sm"
        data-bind-open={type}
        // Until the island wakes (once it scrolls into view) the button does nothing: shown disabled but focusable,
        // so Tab still reaches it, which brings it into view and so wakes it.
        className={hydrated ? undefined : 'disabled'}
        aria-disabled={hydrated ? undefined : true}
        aria-describedby={`bound-${type}-label`}
        aria-haspopup="dialog"
        data-testid={`bind-${type}`}
        onClick={flow.open}
      >
        {current ? text.modify : text.bind}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <BindFlowDialogs binding={binding} flow={flow} text={text} captcha={captcha} />
        </Suspense>
      )}
    </li>
  );
}

function BindDialogs({ bindings, text, validate, captcha }: BindDialogsProps) {
  const t = useMemo(() => dictionaryT(validate), [validate]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="card card-raised form-wide mt-4" aria-labelledby="bindings">
      <div className="card-body">
        <h2 id="bindings" className="h6 text-body-secondary mb-3">
          {text.heading}
        </h2>
        <noscript>
          <p className="small text-body-secondary">{text.needsJs}</p>
        </noscript>
        <ul className="list-unstyled mb-0">
          {bindings.map((binding) => (
            <BindRow key={binding.type} binding={binding} text={text} t={t} captcha={captcha} hydrated={hydrated} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default renderedByReact(BindDialogs);
