import { Plural } from '@lingui/react/macro';

/**
 * A count of unread messages beside a link or a name: the number for the eye, "3 unread messages" for a screen
 * reader. Nothing when there are none.
 */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        <Plural value={count} one="# unread message" other="# unread messages" />
      </span>
    </span>
  );
}
