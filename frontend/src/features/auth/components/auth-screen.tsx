import { useLingui } from '@lingui/react';
import { type ReactNode, useId } from 'react';
import { type AuthScreenType, authTextBlocks } from '../auth-text-blocks';

/** An account screen: its text block (title and subtitle), then the form. */
export function AuthScreen({ screen, children }: { screen: AuthScreenType; children: ReactNode }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const block = authTextBlocks[screen];
  return (
    <section className="auth-screen" aria-labelledby={headingId}>
      <h1 id={headingId}>{i18n._(block.title)}</h1>
      <p className="page-lead">{i18n._(block.subtitle)}</p>
      {children}
    </section>
  );
}
