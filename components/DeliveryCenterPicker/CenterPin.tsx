/** The map pin that stands for the guest's delivery center: a disc, the pin and its dot. */
export function CenterPin({
  size,
  className,
  discClassName,
  markClassName,
  dotClassName,
}: {
  size: number;
  className?: string;
  discClassName?: string;
  markClassName?: string;
  dotClassName?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="23" className={discClassName} />
      <path
        className={markClassName}
        d="M24 38s-11-10.2-11-18a11 11 0 0 1 22 0c0 7.8-11 18-11 18z"
      />
      <circle cx="24" cy="20" r="4" className={dotClassName} />
    </svg>
  );
}
