import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrisisCard } from './crisis-card';

describe('CrisisCard', () => {
  it('is a labelled section whose US lines can be called or texted in one tap, numbers kept left to right', () => {
    render(
      <I18nProvider i18n={i18n}>
        <CrisisCard headingLevel={3} />
      </I18nProvider>,
    );
    const card = screen.getByRole('region', { name: "You don't have to go through this alone" });
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    const links = [...card.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Text HOME to 741741', 'sms:741741?&body=HOME'],
      ['Call 911', 'tel:911'],
    ]);
    for (const number of card.querySelectorAll('bdi')) expect(number.getAttribute('dir')).toBe('ltr');
  });
});
