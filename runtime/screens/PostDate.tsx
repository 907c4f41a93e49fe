/** A post's publication date, `1 March 2025` (UTC, so server and browser agree). */
export function PostDate({ value }: { value: string | null }) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time className="sf-post-date" dateTime={date.toISOString()}>
      {date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })}
    </time>
  );
}
