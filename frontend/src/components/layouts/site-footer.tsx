import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav aria-labelledby="footer-nav-title">
        <h2 id="footer-nav-title" className="visually-hidden">
          <Trans>About Kinwell</Trans>
        </h2>
        <ul>
          <li>
            <Link to="/about">
              <Trans>About us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/solutions">
              <Trans>Solutions</Trans>
            </Link>
          </li>
          <li>
            <Link to="/who-we-serve">
              <Trans>Who we serve</Trans>
            </Link>
          </li>
          <li>
            <Link to="/demo">
              <Trans>Request a demo</Trans>
            </Link>
          </li>
          <li>
            <Link to="/contact">
              <Trans>Contact us</Trans>
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy">
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link to="/terms-of-service">
              <Trans>Terms of service</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer-legal">
        <Trans>© {year} Kinwell. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
