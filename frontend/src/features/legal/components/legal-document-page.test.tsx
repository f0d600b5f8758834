import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { activateLocale } from '../../../lib/i18n';

afterEach(async () => {
  await activateLocale('en');
});

/** The element that carries the document text's language and direction. */
const textBlock = (heading: HTMLElement) => heading.closest('[lang]');

describe('LegalDocumentPage', () => {
  it('shows the document in Arabic, right to left, with an Arabic date', async () => {
    await activateLocale('ar');
    renderApp('/privacy-policy');
    const heading = await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' });
    expect(textBlock(heading)?.getAttribute('lang')).toBe('ar');
    expect(textBlock(heading)?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { level: 2, name: 'حقوقك' })).toBeTruthy();
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 0, 15));
    expect(screen.getByText(`آخر تحديث: ${date}`)).toBeTruthy();
  });

  it('follows a language switch on the page', async () => {
    renderApp('/legal/cookies');
    const english = await screen.findByRole('heading', { level: 1, name: 'Cookie policy' });
    expect(textBlock(english)?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Last updated: January 15, 2025')).toBeTruthy();

    await act(() => activateLocale('fr'));
    const french = await screen.findByRole('heading', { level: 1, name: 'Politique relative aux cookies' });
    expect(textBlock(french)?.getAttribute('lang')).toBe('fr');
    expect(textBlock(french)?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText(/^Dernière mise à jour\s:\s15 janvier 2025$/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cookie policy' })).toBeNull();
  });

  it('shows each document in Japanese', async () => {
    await activateLocale('ja');
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(screen.getByText('最終更新日：2025年1月15日')).toBeTruthy();
  });
});
