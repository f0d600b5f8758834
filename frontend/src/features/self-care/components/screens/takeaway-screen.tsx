import { Shown } from '../markdown-text';
import type { ScreenProps } from './screen-props';

export function TakeawayScreen({ screen }: ScreenProps<'takeaway'>) {
  return (
    <section className="screen-takeaway">
      <h2 className="screen-title">
        <Shown value={screen.title} />
      </h2>
      <ul>
        {screen.points.map((point) => (
          <li key={point.text}>
            <Shown value={point} />
          </li>
        ))}
      </ul>
    </section>
  );
}
