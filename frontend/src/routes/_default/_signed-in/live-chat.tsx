import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PagePlaceholder } from '../../../components/page-placeholder';

export const Route = createFileRoute('/_default/_signed-in/live-chat')({
  component: LiveChatPage,
});

function LiveChatPage() {
  // Spec section 2: page scrolling is locked while the live chat is shown.
  useEffect(() => {
    document.documentElement.classList.add('scroll-locked');
    return () => document.documentElement.classList.remove('scroll-locked');
  }, []);
  return (
    <PagePlaceholder title={<Trans>Live chat</Trans>}>
      <Trans>Chat in real time with an expert.</Trans>
    </PagePlaceholder>
  );
}
