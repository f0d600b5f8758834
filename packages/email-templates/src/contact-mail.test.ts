import { describe, expect, it } from 'vitest';
import { renderMailTemplate } from './invitation-mails';

const sample = {
  name: 'Priya Shah',
  email: 'priya@acme.example',
  company: 'Acme Corp',
  topic: 'Demo request',
  message: 'We have 400 employees.\nCould we see a demo next week?',
  receivedAt: '2025-05-01T10:00:00.000Z',
};

describe('the contact template', () => {
  it('tells the team who wrote, about what, and what they said', () => {
    const mail = renderMailTemplate('contact', sample);
    expect(mail.subject).toBe('[Kinwell contact] Demo request from Priya Shah');
    expect(mail.text).toContain('Email: priya@acme.example');
    expect(mail.text).toContain('Company: Acme Corp');
    expect(mail.text).toContain('Could we see a demo next week?');
    expect(mail.html).toContain('href="mailto:priya@acme.example"');
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = renderMailTemplate('contact', { ...sample, message: '<script>alert(1)</script>', name: 'A & B' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('A &amp; B');
  });
});
