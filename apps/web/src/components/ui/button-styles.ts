/** Shared looks for buttons and button-like links; contrast checked against WCAG AA. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 min-h-11';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-kale text-white hover:bg-kale-dark',
  secondary: 'border-2 border-kale text-kale bg-white hover:bg-sage-light',
  ghost: 'text-kale hover:bg-sage-light',
  accent: 'bg-salmon text-ink hover:bg-[#ec7452]',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
