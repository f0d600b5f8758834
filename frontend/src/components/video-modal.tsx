import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

export interface CaptionTrack {
  src: string;
  /** BCP 47 language of the captions. */
  srcLang: string;
  label: string;
  default?: boolean;
}

interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  src: string;
  poster?: string;
  /** WebVTT captions, one per language. */
  captions?: readonly CaptionTrack[];
  /** A text description under the video (what it shows, for people who cannot watch it). */
  description?: ReactNode;
}

/**
 * A video in a modal dialog: labelled by its title, focus kept inside (ModalDialog), Escape closes, and the
 * video stops when the dialog closes (it unmounts). Native controls, so keyboard and captions work as usual.
 */
export function VideoModal({ open, onClose, title, src, poster, captions = [], description }: VideoModalProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          <Trans>Close video</Trans>
        </button>
      }
    >
      <div className="video-frame">
        {/* biome-ignore lint/a11y/useMediaCaption: captions come from the `captions` prop, as <track> elements. */}
        <video className="video-modal-player" controls preload="metadata" src={src} poster={poster} playsInline>
          {captions.map((track) => (
            <track
              key={track.srcLang}
              kind="captions"
              src={track.src}
              srcLang={track.srcLang}
              label={track.label}
              default={track.default}
            />
          ))}
        </video>
      </div>
      {description ? <div className="video-modal-description">{description}</div> : null}
    </ModalDialog>
  );
}
