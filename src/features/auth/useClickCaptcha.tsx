/**
 * `useClickCaptcha(messages)`: `open()` shows the click-captcha popup and resolves with `{captchaId, captchaInfo}`
 * once solved, or rejects with `CaptchaClosedError` when the person closes it. Render `element` anywhere in the
 * island: the popup (a react-bootstrap Modal) goes to the end of `<body>` and its code (CaptchaDialog.tsx, its styles and the
 * API client) loads on the first `open()`, so pages do not ship it up front.
 */
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaProof } from '~/contract/user';
import type { Messages } from '~/lib/i18n/translator';
import { newCaptchaId } from './captcha';
import type { AuthEndpoints } from './endpoints';

const CaptchaDialog = lazy(() => import('./CaptchaDialog'));

export class CaptchaClosedError extends Error {
  constructor() {
    super('captcha closed');
    this.name = 'CaptchaClosedError';
  }
}

interface Pending {
  id: string;
  resolve(proof: CaptchaProof): void;
  reject(error: Error): void;
}

export interface ClickCaptcha {
  open(): Promise<CaptchaProof>;
  /** The popup while it is open (null otherwise). */
  element: ReactNode;
}

export function useClickCaptcha(messages: Messages, options: { endpoints?: AuthEndpoints } = {}): ClickCaptcha {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const settle = useCallback((proof?: CaptchaProof) => {
    const request = current.current;
    if (!request) return;
    current.current = null;
    setPending(null);
    if (proof) request.resolve(proof);
    else request.reject(new CaptchaClosedError());
  }, []);

  // An island that goes away takes its popup with it.
  useEffect(() => () => settle(), [settle]);

  const open = useCallback(() => {
    settle();
    return new Promise<CaptchaProof>((resolve, reject) => {
      const request = { id: newCaptchaId(), resolve, reject };
      current.current = request;
      setPending(request);
    });
  }, [settle]);

  const element = pending ? (
    <Suspense fallback={null}>
      <CaptchaDialog
        key={pending.id}
        id={pending.id}
        messages={messages}
        endpoints={options.endpoints}
        onSolved={(proof) => settle(proof)}
        onClose={() => settle()}
      />
    </Suspense>
  ) : null;

  return { open, element };
}
