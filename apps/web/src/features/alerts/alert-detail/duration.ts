/** A cycle's length in words: '2d 3h', '3h 12m', '4m', '< 1m'; '-' while it is open. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days}d ${hours % 24}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  if (minutes > 0) return `${minutes}m`;
  return '< 1m';
}
