/** A hotel's stars: the glyphs for the eye, the words ("5-star hotel") for a screen reader. */
import { renderedByReact } from '~/components/astroRenderer';

function Stars({ star, label }: { star: number; label: string }) {
  return (
    <span className="hotel-stars" title={label}>
      <span aria-hidden="true">{'★'.repeat(star)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export default renderedByReact(Stars);
