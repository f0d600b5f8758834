import { MarkdownText, Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

export function TextScreen({ screen }: ScreenProps<'text'>) {
  return (
    <>
      {screen.title && (
        <h2 className="screen-title">
          <Shown value={screen.title} />
        </h2>
      )}
      <MarkdownText className="screen-text" value={screen.body} />
    </>
  );
}
