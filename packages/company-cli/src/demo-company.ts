import type { NewCompany } from './register-company';

// textLength: the wordmark fits its box whatever font the device has (wide fonts clipped "Health").
const ACME_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="Acme Health">
  <rect x="2" y="4" width="32" height="32" rx="9" fill="#4c6ef5"/>
  <path d="M10 28 18 11l8 17" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="18" cy="23" r="2.6" fill="#f59f00"/>
  <text x="42" y="27" textLength="112" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#364fc7">Acme Health</text>
</svg>
`;

/** The company seeded on a first local start, so a newcomer can sign up with any @acme.example address. */
export const demoCompany: NewCompany = {
  companyId: 'acme',
  name: 'Acme Health',
  domains: ['acme.example'],
  colors: { primary: '#4c6ef5', secondary: '#f59f00' },
  accountId: '4876876000000462001',
  logo: { body: new TextEncoder().encode(ACME_LOGO), contentType: 'image/svg+xml' },
};
