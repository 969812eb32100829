export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 text-ink-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-[3px] border-sage border-t-kale motion-reduce:animate-none"
      />
      <span>{label}</span>
    </span>
  );
}
