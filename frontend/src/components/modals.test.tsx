import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckInModal } from './check-in-modal';
import { ThankYouModal } from './thank-you-modal';
import { VideoModal } from './video-modal';

const inI18n = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

describe('ThankYouModal', () => {
  it('is a labelled dialog whose Close button takes the focus, closed by Escape', () => {
    const onClose = vi.fn();
    inI18n(<ThankYouModal open onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Thank you!' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to where it was when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = inI18n(<ThankYouModal open onClose={() => {}} />);
    expect(document.activeElement).not.toBe(opener);
    rerender(
      <I18nProvider i18n={i18n}>
        <ThankYouModal open={false} onClose={() => {}} />
      </I18nProvider>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

describe('VideoModal', () => {
  it('shows the video with its captions tracks and keeps Tab inside the dialog', () => {
    const onClose = vi.fn();
    inI18n(
      <VideoModal
        open
        onClose={onClose}
        title="Sleep for toddlers"
        src="/videos/sleep.mp4"
        captions={[
          { src: '/videos/sleep.en.vtt', srcLang: 'en', label: 'English', default: true },
          { src: '/videos/sleep.fr.vtt', srcLang: 'fr', label: 'Français' },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sleep for toddlers' });
    const tracks = dialog.querySelectorAll('track');
    expect([...tracks].map((t) => [t.kind, t.srclang])).toEqual([
      ['captions', 'en'],
      ['captions', 'fr'],
    ]);
    const close = screen.getByRole('button', { name: 'Close video' });
    expect(document.activeElement).toBe(close);
    // Tab from the last focusable element cycles to the first, and Shift+Tab back.
    const video = dialog.querySelector('video') as HTMLVideoElement;
    video.tabIndex = 0;
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(video);
    fireEvent.keyDown(video, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('CheckInModal', () => {
  it('saves the chosen mood with the note, and closes on Escape', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    inI18n(<CheckInModal open onClose={onClose} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'How are you feeling today?' });
    const save = screen.getByRole('button', { name: 'Save check-in' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Good/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything you want to note? (optional)' }), {
      target: { value: ' Slept well ' },
    });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith({ mood: 'good', note: 'Slept well' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
