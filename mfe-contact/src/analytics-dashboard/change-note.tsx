import { cn } from '@staycompliant/ui';
import type { Change, PointChange } from './comparison';

/**
 * The change against the previous period as an arrow and words ("↑ 12% vs the previous 7 days"):
 * the text says the direction, the colour only repeats it. More is not always better (dropped
 * requests), so the colour is neutral unless `goodWhenUp`.
 */
export function ChangeNote({ change, versus, goodWhenUp = true }: { change: Change | PointChange; versus: string; goodWhenUp?: boolean }) {
  let text: string;
  let arrow = '';
  if (change.kind === 'up' || change.kind === 'down') {
    arrow = change.kind === 'up' ? '↑' : '↓';
    const amount = 'percent' in change ? `${change.percent}%` : `${change.points} pts`;
    text = `${change.kind === 'up' ? 'Up' : 'Down'} ${amount} vs ${versus}`;
  } else if (change.kind === 'same') {
    arrow = '→';
    text = `No change vs ${versus}`;
  } else if (change.kind === 'new') {
    arrow = '↑';
    text = `Up from none vs ${versus}`;
  } else {
    text = `No comparison with ${versus}`;
  }
  const good = change.kind === 'up' || change.kind === 'new' ? goodWhenUp : change.kind === 'down' ? !goodWhenUp : undefined;
  return (
    <p
      className={cn('text-sm font-medium', good === true ? 'text-success' : good === false ? 'text-destructive' : 'text-muted-foreground')}
    >
      {arrow && <span aria-hidden="true">{arrow} </span>}
      {text}
    </p>
  );
}
