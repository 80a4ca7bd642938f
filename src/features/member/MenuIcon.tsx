/** A rule's menu icon as inline SVG (see ./icons.ts). Decorative: the entry's title labels it. */
import { iconPath } from './icons';

export default function MenuIcon({ icon, size = 18 }: { icon: string | undefined; size?: number }) {
  return (
    <svg className="menu-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={iconPath(icon)}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
