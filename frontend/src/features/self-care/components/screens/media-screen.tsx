import { useLingui } from '@lingui/react/macro';
import { MarkdownText, Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

/**
 * An audio or video screen: the browser's own player (keyboard and screen-reader ready), captions in every
 * language the content has (the reader's on by default), and the transcript one click away for anyone who
 * cannot or would rather not listen.
 */
export function MediaScreen({ screen, record }: ScreenProps<'audio' | 'video'>) {
  const { i18n, t } = useLingui();
  const tracks = screen.captions.map((caption) => (
    <track
      key={caption.locale}
      kind="captions"
      src={caption.src}
      srcLang={caption.locale}
      label={new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(caption.locale) ?? caption.locale}
      default={caption.locale === i18n.locale}
    />
  ));
  const common = {
    controls: true,
    preload: 'metadata' as const,
    src: screen.src,
    'aria-label': screen.title.text,
    onEnded: () => record('media_completed', { seconds: screen.durationSeconds }),
  };
  return (
    <>
      <h2 className="screen-title">
        <Shown value={screen.title} />
      </h2>
      {screen.kind === 'video' ? (
        <video className="screen-media" {...common}>
          {tracks}
        </video>
      ) : (
        <audio className="screen-media" {...common}>
          {tracks}
        </audio>
      )}
      <details className="screen-transcript">
        <summary>{t`Read the transcript`}</summary>
        <MarkdownText value={screen.transcript} />
      </details>
    </>
  );
}
