import { Trans } from '@lingui/react/macro';
import '../crisis.css';

/**
 * Where to get help right now, in the US: the 988 Suicide & Crisis Lifeline (call or text), the Crisis Text Line
 * (text HOME to 741741) and 911. Each number is a link a phone can dial or text in one tap, and reads left to
 * right in every language (`dir="ltr"`), Arabic included.
 */
export function CrisisLines() {
  return (
    <ul className="crisis-lines">
      <li>
        <p className="crisis-line-name">
          <Trans>988 Suicide & Crisis Lifeline: free and confidential, 24 hours a day</Trans>
        </p>
        <p className="crisis-line-actions">
          <a className="crisis-line-action" href="tel:988">
            <Trans>
              Call <bdi dir="ltr">988</bdi>
            </Trans>
          </a>
          <a className="crisis-line-action" href="sms:988">
            <Trans>
              Text <bdi dir="ltr">988</bdi>
            </Trans>
          </a>
        </p>
      </li>
      <li>
        <p className="crisis-line-name">
          <Trans>Crisis Text Line: a trained counselor by text</Trans>
        </p>
        <p className="crisis-line-actions">
          <a className="crisis-line-action" href="sms:741741?&body=HOME">
            <Trans>
              Text <bdi dir="ltr">HOME</bdi> to <bdi dir="ltr">741741</bdi>
            </Trans>
          </a>
        </p>
      </li>
      <li>
        <p className="crisis-line-name">
          <Trans>If you or someone else is in immediate danger or needs urgent medical help</Trans>
        </p>
        <p className="crisis-line-actions">
          <a className="crisis-line-action crisis-line-emergency" href="tel:911">
            <Trans>
              Call <bdi dir="ltr">911</bdi>
            </Trans>
          </a>
        </p>
      </li>
    </ul>
  );
}
