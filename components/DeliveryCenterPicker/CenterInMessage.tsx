/**
 * A message naming the guest's center, the name in bold where the message's `{center}` stands:
 * each language puts it where its word order does ('Delivering from {center}').
 */
export function CenterInMessage({
  message,
  center,
  className,
}: {
  message: string;
  center: string;
  className?: string;
}) {
  const [before, after] = message.split('{center}');
  return (
    <>
      {before}
      <strong className={className}>{center}</strong>
      {after}
    </>
  );
}
