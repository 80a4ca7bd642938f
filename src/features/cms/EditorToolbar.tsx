/**
 * The rich-text editor's toolbar (design §9.3): one tab stop, the arrow keys, Home and End move between the buttons
 * (roving focus, WAI-ARIA toolbar pattern); every button has a label, and a button that toggles (bold, a heading…)
 * says whether it is on with `aria-pressed`.
 */
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';

export interface ToolbarButton {
  key: string;
  /** What a screen reader says and the tooltip shows. */
  label: string;
  /** The short mark on the button (text or an icon). */
  glyph: ReactNode;
  /** On now (a toggle); undefined for a plain action. */
  pressed?: boolean | undefined;
  disabled?: boolean;
  run: () => void;
  /** A thin line before the button. */
  group?: boolean;
}

export default function EditorToolbar({
  label,
  controls,
  buttons,
}: {
  label: string;
  controls: string;
  buttons: ToolbarButton[];
}) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const next = (to + buttons.length) % buttons.length;
    setCurrent(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={label} aria-controls={controls} onKeyDown={onKeyDown}>
      {buttons.map((button, i) => (
        <button
          key={button.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          className={button.group ? 'editor-tool editor-tool-group' : 'editor-tool'}
          tabIndex={i === current ? 0 : -1}
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.pressed}
          disabled={button.disabled}
          data-tool={button.key}
          onFocus={() => setCurrent(i)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          <span aria-hidden="true">{button.glyph}</span>
        </button>
      ))}
    </div>
  );
}
