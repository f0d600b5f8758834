import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { UnreadBadge } from '../../../components/unread-badge';
import '../expert-console.css';

/** The console's two parts: hours and sessions, and the messages of members (with the unread count). */
export function ConsoleTabs({ unread }: { unread: number }) {
  const { i18n } = useLingui();
  return (
    <nav className="console-tabs" aria-label={i18n._(msg`Expert console`)}>
      <Link to="/expert" activeOptions={{ exact: true }}>
        <Trans>Hours and sessions</Trans>
      </Link>
      <Link to="/expert/messages">
        <Trans>Messages</Trans>
        <UnreadBadge count={unread} />
      </Link>
    </nav>
  );
}
