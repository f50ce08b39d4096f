/** "14 March 2026", for a YYYY-MM-DD date, in the site's language and whatever the build machine's time zone. */
export function formatDate(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** A date a person reads and a machine parses. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatDate(date)}
    </time>
  );
}
