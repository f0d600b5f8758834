import { LineIcon } from '../line-icon';
import type { IconName } from './nav-items';

/** 24 px line icons of the navigation; none is directional, so none is mirrored in right-to-left pages. */
const PATHS: Record<IconName, string> = {
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  'self-care': 'M12 21c-5-3-8-6.5-8-10.5A4.5 4.5 0 0 1 12 8a4.5 4.5 0 0 1 8 2.5c0 4-3 7.5-8 10.5Z',
  experts: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a5 5 0 0 0-4-5',
  book: 'M4 6h16v14H4zM4 10h16M9 3v5M15 3v5',
  chat: 'M4 5h16v11H9l-5 4z',
  live: 'M3 7h12v10H3zM15 11l6-4v10l-6-4',
  progress: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
};

export function NavIcon({ name }: { name: IconName }) {
  return (
    <LineIcon className="nav-icon">
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
