import { Icon } from './Icon.tsx';

/** A dialog's round close button: 44 px, named for screen readers by `label`. */
export function CloseButton({
  label,
  onPress,
  className = 'absolute top-3 right-3 hover:bg-sage-light',
}: {
  label: string;
  onPress: () => void;
  /** Where it sits and its ground; a corner of the dialog by default. */
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onPress}
      aria-label={label}
      className={`grid size-11 shrink-0 place-items-center rounded-full text-ink ${className}`}
    >
      <Icon name="close" />
    </button>
  );
}
