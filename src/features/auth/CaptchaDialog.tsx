/**
 * The click-captcha popup (contract §5.1, SPEC §5) as React, loaded lazily by `useClickCaptcha` on first use. A
 * react-bootstrap `Modal` with the picture and 'Please click' + the targets in order; each click on the picture places a
 * numbered marker (clicking a marker removes it and the later ones); when every target is clicked it posts
 * `checkClickCaptcha {id, info: "x1,y1-x2,y2;W;H", unset: false}` with code messages suppressed. Success shows
 * 'Verification is successful!' and calls `onSolved({captchaId, captchaInfo})` after 1.5 s (the action the captcha
 * guards re-checks and consumes it); failure shows 'The correct area is not clicked, please try again!' and loads
 * a new picture after 1.5 s. Escape and the close button call `onClose`.
 *
 * Accessibility: the dialog is modal (`aria-modal`; the Modal brings focus that leaves it back), labelled by its
 * title and described by a note saying the puzzle needs a pointer; it opens with focus on Refresh, Escape closes it
 * and focus returns to the element that was focused when it opened. Over another dialog (the bind dialogs' Send
 * button) it stacks above that one's backdrop. The puzzle itself cannot be solved from the keyboard or by a
 * screen-reader user alone — a limit of the BuildAdmin click captcha that the note states; Refresh and Close are
 * keyboard reachable.
 *
 * Strings: the `captcha` namespace as `Messages`, translated on the server and passed down as props.
 */
import './captcha.css';
import { type MouseEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, CloseButton, Modal } from 'react-bootstrap';
import type { CaptchaProof, ClickCaptchaData } from '~/contract/user';
import { getBrowserApi } from '~/features/site';
import { QUIET } from '~/lib/api/quiet';
import { CODE_SUCCESS } from '~/lib/api/types';
import { dictionaryT } from '~/lib/i18n/dictionary';
import type { Messages } from '~/lib/i18n/translator';
import { CAPTCHA_RESULT_DELAY_MS, type ClickPoint, encodeClickInfo, markerPosition, removeFrom } from './captcha';
import { type AuthEndpoints, createAuthEndpoints } from './endpoints';

export interface CaptchaDialogProps {
  /** The client-chosen captcha id. */
  id: string;
  /** The `captcha` namespace. */
  messages: Messages;
  onSolved(proof: CaptchaProof): void;
  onClose(): void;
  /** For tests: the endpoints to use (the page's browser API client otherwise). */
  endpoints?: AuthEndpoints | undefined;
}

type Status = { message: string; kind: '' | 'success' | 'error' };

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | undefined }) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = undefined;
}

/** Positions a marker through the CSSOM: the Content-Security-Policy blocks inline style attributes. */
function placeMarker(point: ClickPoint) {
  return (node: HTMLButtonElement | null) => {
    if (!node) return;
    const { left, top } = markerPosition(point);
    node.style.left = `${left}px`;
    node.style.top = `${top}px`;
  };
}

export default function CaptchaDialog({ id, messages, onSolved, onClose, endpoints }: CaptchaDialogProps) {
  const t = useMemo(() => dictionaryT(messages), [messages]);
  // Read through a ref: a parent's new `messages` object must not reload the picture.
  const text = useRef(t);
  text.current = t;
  const ids = useId();
  const titleId = `${ids}-title`;
  const hintId = `${ids}-hint`;
  const image = useRef<HTMLImageElement>(null);
  const refresh = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  const callbacks = useRef({ onSolved, onClose });
  callbacks.current = { onSolved, onClose };
  const [data, setData] = useState<ClickCaptchaData | undefined>();
  const [points, setPoints] = useState<ClickPoint[]>([]);
  const [busy, setBusy] = useState(true);
  const [status, setStatus] = useState<Status>({ message: t('Loading'), kind: '' });
  const api = useMemo(() => endpoints ?? createAuthEndpoints(getBrowserApi().client), [endpoints]);

  const load = useCallback(async () => {
    clearTimer(timer);
    setBusy(true);
    setPoints([]);
    setData(undefined);
    setStatus({ message: text.current('Loading'), kind: '' });
    try {
      const res = await api.clickCaptcha(id, QUIET);
      if (!live.current) return;
      if (res.code !== CODE_SUCCESS || !res.data?.base64) throw new Error('load failed');
      setData(res.data);
      setStatus({ message: '', kind: '' });
    } catch {
      if (!live.current) return;
      setStatus({ message: text.current('Captcha loading failed, please click refresh button'), kind: 'error' });
    }
    setBusy(false);
  }, [api, id]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimer(timer);
    };
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const check = async (clicked: ClickPoint[], shown: ClickCaptchaData) => {
    setBusy(true);
    const rect = image.current?.getBoundingClientRect();
    const width = rect?.width || image.current?.clientWidth || shown.width;
    const height = rect?.height || image.current?.clientHeight || shown.height;
    const info = encodeClickInfo(clicked, width, height);
    let ok = false;
    try {
      const res = await api.checkClickCaptcha({ id, info, unset: false }, { showCodeMessage: false });
      ok = res.code === CODE_SUCCESS;
    } catch {
      ok = false;
    }
    if (!live.current) return;
    if (ok) {
      setStatus({ message: t('Verification is successful!'), kind: 'success' });
      timer.current = setTimeout(
        () => callbacks.current.onSolved({ captchaId: id, captchaInfo: info }),
        CAPTCHA_RESULT_DELAY_MS,
      );
    } else {
      setStatus({ message: t('The correct area is not clicked, please try again!'), kind: 'error' });
      timer.current = setTimeout(() => void load(), CAPTCHA_RESULT_DELAY_MS);
    }
  };

  const onImageClick = (event: MouseEvent<HTMLImageElement>) => {
    if (busy || !data || points.length >= data.text.length) return;
    const next = [...points, { x: event.nativeEvent.offsetX, y: event.nativeEvent.offsetY }];
    setPoints(next);
    if (next.length === data.text.length) void check(next, data);
  };

  const statusClass = `ba-captcha__status${status.kind ? ` ba-captcha__status--${status.kind}` : ''}`;

  const close = () => callbacks.current.onClose();

  return (
    <Modal
      show
      // Focus starts on Refresh; the Modal gives it back to the opener when the popup goes away.
      onShow={() => refresh.current?.focus()}
      onHide={close}
      backdrop="static"
      centered
      className="ba-captcha-modal"
      backdropClassName="ba-captcha-backdrop"
      dialogClassName="ba-captcha"
      aria-labelledby={titleId}
      aria-describedby={hintId}
      data-testid="captcha-dialog"
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId} className="ba-captcha__title">
          {t('Security check')}
        </Modal.Title>
        <CloseButton aria-label={t('Close')} data-testid="captcha-close" onClick={close} />
      </Modal.Header>
      <Modal.Body>
        <p className="ba-captcha__prompt">
          <span>{`${t('Please click')} `}</span>
          <span className="ba-captcha__targets" data-testid="captcha-targets">
            {data?.text.map((target, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a target is its place in the order
              <strong key={`${index}-${target}`} className="ba-captcha__target">{`${index + 1}. ${target}`}</strong>
            ))}
          </span>
        </p>
        <div className="ba-captcha__stage">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the puzzle needs a pointer; the hint says so and Refresh is keyboard reachable */}
          <img
            ref={image}
            className="ba-captcha__image"
            alt={t('Captcha image')}
            src={data?.base64}
            width={data?.width ?? 350}
            height={data?.height ?? 200}
            draggable={false}
            data-testid="captcha-image"
            onClick={onImageClick}
          />
          <div className="ba-captcha__markers">
            {points.map((point, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a marker is its position in the click order
                key={index}
                ref={placeMarker(point)}
                type="button"
                className="ba-captcha__marker"
                aria-label={t('Remove click', { n: index + 1 })}
                onClick={(event) => {
                  event.stopPropagation();
                  if (!busy) setPoints((current) => removeFrom(current, index));
                }}
              >
                {index + 1}
              </button>
            ))}
          </div>
        </div>
        <p className={statusClass} role="status" aria-live="polite" data-testid="captcha-status">
          {status.message}
        </p>
        <p id={hintId} className="ba-captcha__hint">
          {t('Pointer needed')}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button
          ref={refresh}
          variant="outline-secondary"
          size="sm"
          data-testid="captcha-refresh"
          onClick={() => void load()}
        >
          {t('Refresh')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
