import { usePage } from "~/page/page";

/** A date a person reads ("14 March 2026", "14 mars 2026", in the page's language) and a machine parses. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  const { format } = usePage();
  return (
    <time dateTime={date} className={className}>
      {format.date(date)}
    </time>
  );
}
