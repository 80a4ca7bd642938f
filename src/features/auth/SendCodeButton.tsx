/**
 * The "Send" button of a verification code (contract §4 bind flow, §5.5, §5.6). Rendered by the server disabled
 * (sending needs the click captcha, so it needs JavaScript); hydrated, a click checks the target (the form shows
 * why when it is wrong), opens the click captcha, posts Ems/Sms send with the success message shown, then counts
 * down 60 s ('N Seconds') and is enabled again. A closed captcha or a refused send leaves it usable at once.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { CaptchaProof } from '~/contract/user';
import { interpolate } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import type { VerificationType } from '~/lib/validation';
import { type AuthEndpoints, createAuthEndpoints } from './endpoints';
import { type CodePurpose, countdown, eventFor, postSendCode, RESEND_SECONDS } from './sendCode';
import { useClickCaptcha } from './useClickCaptcha';

export interface SendCodeText {
  /** 'Send' */
  send: string;
  /** 'N Seconds', with `{{count}}` */
  seconds: string;
}

export interface SendCodeButtonProps {
  /** Read at click time, so it may follow a radio button. */
  channel: VerificationType;
  purpose: CodePurpose;
  /** The e-mail or mobile the code goes to; undefined (after the form showed why) stops. */
  target: () => string | undefined;
  /** The account password, for the *_verify events. */
  password?: (() => string) | undefined;
  text: SendCodeText;
  /** The `captcha` namespace, for the popup. */
  captcha: Messages;
  testid?: string | undefined;
  /** For tests: the endpoints and the captcha step. */
  endpoints?: AuthEndpoints | undefined;
  solveCaptcha?: (() => Promise<CaptchaProof>) | undefined;
}

/** The page's API client, loaded with the first Send so a form page does not ship it up front. */
const loadEndpoints = async () => createAuthEndpoints((await import('~/features/site')).getBrowserApi().client);

export default function SendCodeButton(props: SendCodeButtonProps) {
  const { text, testid } = props;
  const latest = useRef(props);
  latest.current = props;
  const popup = useClickCaptcha(props.captcha, props.endpoints ? { endpoints: props.endpoints } : {});
  const [hydrated, setHydrated] = useState(false);
  const [running, setRunning] = useState(false);
  const [left, setLeft] = useState(0);
  const cancel = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    setHydrated(true);
    return () => cancel.current?.();
  }, []);

  const onClick = async () => {
    if (running) return;
    const { channel, purpose, target, password, endpoints, solveCaptcha } = latest.current;
    const to = target();
    if (!to) return;
    setRunning(true);
    try {
      const proof = await (solveCaptcha ?? popup.open)();
      const sent = await postSendCode(endpoints ?? (await loadEndpoints()), {
        channel,
        target: to,
        event: eventFor(channel, purpose),
        proof,
        ...(password ? { password: password() } : {}),
      });
      if (sent) {
        cancel.current = countdown(RESEND_SECONDS, setLeft, () => {
          setLeft(0);
          setRunning(false);
        });
        return;
      }
    } catch {
      // A closed captcha is the person's choice; transport failures were already notified.
    }
    setRunning(false);
  };

  return (
    <>
      <Button
        variant="outline-primary"
        className="send-code"
        disabled={!hydrated || running}
        data-send-code
        data-testid={testid}
        onClick={() => void onClick()}
      >
        {left > 0 ? interpolate(text.seconds, { count: left }) : text.send}
      </Button>
      {popup.element}
    </>
  );
}
