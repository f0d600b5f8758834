/**
 * Decorative brand circles drifting slowly behind a hero. Hidden from assistive technology; the motion stops
 * under `prefers-reduced-motion` (global.css).
 */
export function CircleAnimation({ className }: { className?: string }) {
  return (
    <div className={className ? `circle-animation ${className}` : 'circle-animation'} aria-hidden="true">
      <span className="circle circle-1" />
      <span className="circle circle-2" />
      <span className="circle circle-3" />
    </div>
  );
}
