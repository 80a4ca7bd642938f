/** A rule's menu icon as inline SVG, its path resolved by the server (./icons.ts). Decorative: the title labels it. */
export default function MenuIcon({ path, size = 18 }: { path: string; size?: number }) {
  return (
    <svg className="menu-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
