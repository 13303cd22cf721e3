import { useAlertQueueStats } from './use-inbox';

function age(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

/** The alert queue at a glance: messages waiting, the oldest one's age, and alerts that failed for good. */
export function AlertQueueFigures() {
  const stats = useAlertQueueStats();
  if (!stats.data) return null;
  const { queued, oldestAgeSeconds, deadLetters } = stats.data;
  return (
    <p className="text-sm text-muted-foreground">
      Alert e-mails waiting: {queued}
      {queued > 0 && oldestAgeSeconds !== null ? `, the oldest for ${age(oldestAgeSeconds)}` : ''}
      {deadLetters > 0 ? ` · failed for good: ${deadLetters}` : ''}
    </p>
  );
}
