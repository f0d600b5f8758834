import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

export function ImageScreen({ screen }: ScreenProps<'image'>) {
  return (
    <figure className="screen-figure">
      <img src={screen.src} alt={screen.alt.text} lang={screen.alt.isFallback ? screen.alt.locale : undefined} />
      {screen.caption && (
        <figcaption>
          <Shown value={screen.caption} />
        </figcaption>
      )}
    </figure>
  );
}
