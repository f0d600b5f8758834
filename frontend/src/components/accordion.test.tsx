import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First', content: <p>First answer</p> },
  { id: 'b', title: 'Second', content: <p>Second answer</p> },
  { id: 'c', title: 'Third', content: <p>Third answer</p> },
];

const renderAccordion = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Accordion items={items} defaultOpen={['b']} />
    </I18nProvider>,
  );

describe('Accordion', () => {
  it('ties each header button to its panel and shows the open ones', () => {
    renderAccordion();
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    expect(panel?.getAttribute('aria-labelledby')).toBe(first.id);
    expect(screen.getByRole('region', { name: 'Second' }).textContent).toBe('Second answer');
    // The buttons sit in headings (WAI-ARIA accordion pattern).
    expect(first.closest('h3')).not.toBeNull();
  });

  it('toggles a panel with its button', () => {
    renderAccordion();
    const first = screen.getByRole('button', { name: 'First' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('First answer')).toBeTruthy();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves between headers with the arrow keys, Home and End, wrapping around', () => {
    renderAccordion();
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(first);
  });
});
