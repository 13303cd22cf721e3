import { Button, icons } from '@staycompliant/ui';

interface AutoplayToggleProps {
  playing: boolean;
  onToggle: () => void;
}

/** The kit has no pause icon: two bars, the size of the kit's icons. */
function PauseGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/** Stops and restarts the autoplay for good (WCAG 2.2.2), unlike hover and focus, which only pause it. */
export function AutoplayToggle({ playing, onToggle }: AutoplayToggleProps) {
  return (
    <Button variant="surface" size="icon" shape="pill" onClick={onToggle}>
      {playing ? <PauseGlyph /> : <icons.Play aria-hidden="true" className="size-5" />}
      <span className="sr-only">{playing ? 'Pause logo carousel' : 'Play logo carousel'}</span>
    </Button>
  );
}
